import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { percentNumber, percentText } from '../../widgets/percent';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px' },
  legend: { display: 'flex', justifyContent: 'space-between', fontSize: '17px', color: '#d6e9ff' },
  male: { color: '#2fc5ff' },
  female: { color: '#ff6b81' },
  bar: {
    display: 'flex',
    height: '18px',
    borderRadius: '9px',
    overflow: 'hidden',
    backgroundColor: 'rgba(64, 158, 255, 0.15)',
  },
  maleBar: { backgroundImage: 'linear-gradient(90deg, #1767c7, #2fc5ff)' },
  femaleBar: { backgroundImage: 'linear-gradient(90deg, #ff9aa8, #ff6b81)' },
});

/** A male/female ratio bar with both percentages ('NaN' shows only %, spec 000 §2.4). */
export const GenderBar = ({
  male,
  female,
  testId,
}: {
  male: string | undefined;
  female: string | undefined;
  testId: string;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid={testId}>
      <div className={styles.legend}>
        <span className={styles.male}>
          {t('board.users.male')} <span data-field="male">{percentText(male)}</span>
        </span>
        <span className={styles.female}>
          {t('board.users.female')} <span data-field="female">{percentText(female)}</span>
        </span>
      </div>
      <div
        className={styles.bar}
        role="img"
        aria-label={`${t('board.users.male')} ${percentText(male)} ${t('board.users.female')} ${percentText(female)}`}
      >
        <span className={styles.maleBar} style={{ width: `${percentNumber(male)}%` }} />
        <span className={styles.femaleBar} style={{ width: `${percentNumber(female)}%` }} />
      </div>
    </div>
  );
};
