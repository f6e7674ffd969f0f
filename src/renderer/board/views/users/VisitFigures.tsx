import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AdjustedValue } from '../../settings/AdjustedValue';
import { useDisplayAdjustments } from '../../settings/display-adjustments';
import { Counter } from '../../widgets/Counter';
import { countText, moneyText } from '../../widgets/pad';
import { GenderBar } from './GenderBar';
import type { VisitData } from './users-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '14px' },
  total: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' },
  totalLabel: { fontSize: '18px', color: '#a9c8e8' },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '10px' },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '8px 10px',
    backgroundColor: 'rgba(16, 72, 140, 0.28)',
    borderRadius: '3px',
  },
  label: { fontSize: '14px', color: '#7fc8ff' },
  value: { fontSize: '22px', fontWeight: 700, color: '#5ff2ff' },
});

/** Counter width of the registered-user total. */
const TOTAL_DIGITS = 7;

/**
 * The visit panel's figures (spec 000 §2.4 view 5): the registered-user total as the separate `Clist/total` call
 * gives it; the visit data's user count plus the board's registered-user offset (30000 by default, raw on hover);
 * today's, this month's and the daily-average visits; the sex shares.
 */
export const VisitFigures = ({
  visits,
  userTotal,
}: {
  visits: VisitData | undefined;
  userTotal: number | undefined;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const { registeredUserOffset } = useDisplayAdjustments();
  const visitUsers = Math.round(visits?.userCnt ?? 0) + registeredUserOffset;
  return (
    <div className={styles.root}>
      <div className={styles.total}>
        <span className={styles.totalLabel}>{t('board.users.registeredTotal')}</span>
        <Counter value={userTotal ?? 0} digits={TOTAL_DIGITS} testId="users-registered-total" />
      </div>
      <div className={styles.figures}>
        <span className={styles.figure}>
          <span className={styles.label}>{t('board.users.visitUsers')}</span>
          <span className={styles.value}>
            <AdjustedValue raw={visits?.userCnt ?? 0} text={countText(visitUsers)} testId="users-visit-users" />
          </span>
        </span>
        <span className={styles.figure}>
          <span className={styles.label}>{t('board.users.today')}</span>
          <span className={styles.value} data-testid="users-visit-today">
            {countText(visits?.todayCnt ?? 0)}
          </span>
        </span>
        <span className={styles.figure}>
          <span className={styles.label}>{t('board.users.month')}</span>
          <span className={styles.value} data-testid="users-visit-month">
            {countText(visits?.monthCnt ?? 0)}
          </span>
        </span>
        <span className={styles.figure}>
          <span className={styles.label}>{t('board.users.dayAvg')}</span>
          <span className={styles.value} data-testid="users-visit-day-avg">
            {moneyText(visits?.dayAvg ?? 0)}
          </span>
        </span>
      </div>
      <GenderBar male={visits?.malePercent} female={visits?.femalePercent} testId="users-visit-gender" />
    </div>
  );
};
