import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../widgets/percent';
import { genderShares } from './gender-shares';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px' },
  legend: { display: 'flex', justifyContent: 'space-between', fontSize: '17px', color: '#d6e9ff' },
  male: { color: '#2fc5ff' },
  female: { color: '#ff6b81' },
  unknown: { color: '#9fb3c8' },
  bar: {
    display: 'flex',
    height: '18px',
    borderRadius: '9px',
    overflow: 'hidden',
    backgroundColor: 'rgba(64, 158, 255, 0.15)',
  },
  maleBar: { backgroundImage: 'linear-gradient(90deg, #1767c7, #2fc5ff)' },
  femaleBar: { backgroundImage: 'linear-gradient(90deg, #ff9aa8, #ff6b81)' },
  unknownBar: { backgroundColor: '#5b6b7d' },
});

/**
 * A male/female ratio bar with both percentages ('NaN' shows only %, spec 000 §2.4) and, when the two leave a rest,
 * 未知 with its share, so the parts always add up to 100 % (issue 19).
 */
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
  const shares = genderShares(male, female);
  const unknown = shares && shares.unknown > 0 ? `${shares.unknown.toFixed(2)}` : null;
  return (
    <div className={styles.root} data-testid={testId}>
      <div className={styles.legend}>
        <span className={styles.male}>
          {t('board.users.male')} <span data-field="male">{percentText(male)}</span>
        </span>
        <span className={styles.female}>
          {t('board.users.female')} <span data-field="female">{percentText(female)}</span>
        </span>
        {unknown !== null ? (
          <span className={styles.unknown}>
            {t('board.users.unknownGender')} <span data-field="unknown">{percentText(unknown)}</span>
          </span>
        ) : null}
      </div>
      <div
        className={styles.bar}
        role="img"
        aria-label={[
          `${t('board.users.male')} ${percentText(male)}`,
          `${t('board.users.female')} ${percentText(female)}`,
          ...(unknown !== null ? [`${t('board.users.unknownGender')} ${percentText(unknown)}`] : []),
        ].join(' ')}
      >
        <span className={styles.maleBar} style={{ width: `${shares?.male ?? 0}%` }} />
        <span className={styles.femaleBar} style={{ width: `${shares?.female ?? 0}%` }} />
        {shares && shares.unknown > 0 ? (
          <span className={styles.unknownBar} style={{ width: `${shares.unknown}%` }} />
        ) : null}
      </div>
    </div>
  );
};
