import { Badge, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { formatBytes, formatCount, formatPercent } from '../home/format';
import { LoadFailed } from '../home/LoadFailed';
import { PageCard } from '../home/PageCard';
import { useWelFigures } from '../home/wel-figures';
import { AccountsChart } from './AccountsChart';
import { DailySignInsChart } from './DailySignInsChart';
import { dashboardFigures } from './dashboard-figures';
import { DashboardSkeleton } from './DashboardSkeleton';
import { Metric } from './Metric';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  ring: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXL },
  metrics: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flexGrow: 1 },
  row: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalM },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  failed: { display: 'flex', justifyContent: 'space-between', fontSize: tokens.fontSizeBase200 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  empty: {
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/**
 * /wel/dashboard: the health of the tenant's accounts, sign-ins, storage and organisation, derived from
 * the same /blade-bigdata/mock/wel figures as the home page but read as ratios and signals.
 */
export const DashboardPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const query = useWelFigures();
  const n = (value: number) => formatCount(value, currentLanguage());

  const head = (
    <div className={styles.head}>
      <div>
        <h2 className={styles.title}>{t('dashboard.title')}</h2>
        <p className={styles.subtitle}>{t('dashboard.subtitle')}</p>
      </div>
      <Button
        icon={query.isFetching ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('home.refresh')}
      </Button>
    </div>
  );

  if (query.isPending) {
    return (
      <div className={styles.page}>
        {head}
        <DashboardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        {head}
        <LoadFailed
          title={t('home.loadFailed')}
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.page}>
        {head}
        <div className={styles.empty} role="status">
          <strong>{t('home.empty')}</strong>
          <p className={styles.muted}>{t('home.emptyHint')}</p>
        </div>
      </div>
    );
  }

  const figures = query.data;
  const { org, files, errorLogCount } = figures;
  const d = dashboardFigures(figures);
  const { accounts, activity, outcomes } = d;
  const against = activity.todayAgainstAverage;
  const againstText =
    against === null
      ? t('dashboard.none')
      : Math.abs(against) < 0.005
        ? t('dashboard.atAverage')
        : t(against > 0 ? 'dashboard.aboveAverage' : 'dashboard.belowAverage', {
            percent: formatPercent(Math.abs(against), 1),
          });

  return (
    <div className={styles.page}>
      {head}
      <div className={styles.grid}>
        {org && accounts ? (
          <PageCard title={t('dashboard.accountHealth')}>
            <div className={styles.ring}>
              <AccountsChart
                labels={[t('dashboard.active'), t('dashboard.pending'), t('dashboard.inactive')]}
                values={[accounts.active, accounts.pending, accounts.inactive]}
                summary={`${t('dashboard.active')} ${accounts.active}, ${t('dashboard.pending')} ${accounts.pending}, ${t('dashboard.inactive')} ${accounts.inactive}`}
              />
              <div className={styles.metrics}>
                <Metric label={t('dashboard.active')} value={n(accounts.active)} testId="dashboard-active" />
                <Metric label={t('dashboard.pending')} value={n(accounts.pending)} testId="dashboard-pending" />
                <Metric label={t('dashboard.inactive')} value={n(accounts.inactive)} testId="dashboard-inactive" />
                <Metric
                  label={t('dashboard.activationRate')}
                  value={formatPercent(accounts.active, org.userCount)}
                  testId="dashboard-active-share"
                />
              </div>
            </div>
            <Badge appearance="tint" color={accounts.pending > 0 ? 'warning' : 'success'}>
              {accounts.pending > 0
                ? t('dashboard.pendingNotice', { count: accounts.pending })
                : t('dashboard.noPending')}
            </Badge>
          </PageCard>
        ) : null}

        <PageCard title={t('dashboard.activity')}>
          <div className={styles.row}>
            <Metric label={t('dashboard.weekTotal')} value={n(activity.weekTotal)} testId="dashboard-week-total" />
            <Metric
              label={t('dashboard.dailyAverage')}
              value={String(activity.dailyAverage)}
              testId="dashboard-daily-average"
            />
            <Metric
              label={t('dashboard.busiestDay')}
              value={
                activity.busiest
                  ? t('dashboard.busiestDayValue', {
                      date: activity.busiest.date.slice(5),
                      count: activity.busiest.count,
                    })
                  : t('dashboard.none')
              }
            />
          </div>
          <DailySignInsChart
            days={figures.loginTrend}
            seriesLabel={t('home.trendSeries')}
            summary={t('home.trendSummary', { values: figures.loginTrend.map((day) => day.count).join(', ') })}
          />
          <p className={styles.muted}>
            {t('dashboard.todayVsAverage')}: <span data-testid="dashboard-today-vs-average">{againstText}</span>
          </p>
        </PageCard>

        <PageCard title={t('dashboard.outcomes')}>
          {outcomes.attempts === 0 ? (
            <p className={styles.muted}>{t('dashboard.noAttempts')}</p>
          ) : (
            <>
              <p className={styles.muted}>{t('dashboard.outcomeSummary', { total: n(outcomes.attempts) })}</p>
              <div className={styles.row}>
                <Metric label={t('dashboard.succeeded')} value={n(outcomes.succeeded)} />
                <Metric
                  label={t('dashboard.failed')}
                  value={n(outcomes.failed.length)}
                  attention={outcomes.failed.length > 0}
                />
                <Metric
                  label={t('dashboard.failureRate')}
                  value={formatPercent(outcomes.failed.length, outcomes.attempts)}
                />
              </div>
              {outcomes.failed.length === 0 ? (
                <Badge appearance="tint" color="success">
                  {t('dashboard.noFailures')}
                </Badge>
              ) : (
                <ul className={styles.list} aria-label={t('dashboard.failedAttempts')}>
                  {outcomes.failed.map((login, index) => (
                    <li key={`${login.time}-${index}`} className={styles.failed}>
                      <span>{login.account}</span>
                      <span className={styles.muted}>
                        {login.time}
                        {login.ip ? ` · ${login.ip}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </PageCard>

        {files ? (
          <PageCard title={t('dashboard.storage')}>
            <div className={styles.row}>
              <Metric label={t('dashboard.attachCount')} value={n(files.count)} />
              <Metric
                label={t('dashboard.attachBytes')}
                value={formatBytes(files.bytes)}
                testId="dashboard-attach-bytes"
              />
              <Metric label={t('dashboard.averageSize')} value={formatBytes(d.averageAttachBytes ?? 0)} />
            </div>
          </PageCard>
        ) : null}

        {org ? (
          <PageCard title={t('dashboard.organisation')}>
            <div className={styles.row}>
              <Metric label={t('dashboard.depts')} value={n(org.deptCount)} />
              <Metric label={t('dashboard.roles')} value={n(org.roleCount)} />
              <Metric label={t('dashboard.menus')} value={n(org.menuCount)} />
              <Metric label={t('dashboard.usersPerDept')} value={String(d.usersPerDept)} />
              <Metric label={t('dashboard.usersPerRole')} value={String(d.usersPerRole)} />
            </div>
          </PageCard>
        ) : null}

        {errorLogCount !== null ? (
          <PageCard title={t('dashboard.health')}>
            <Metric
              label={t('dashboard.errorLogs')}
              value={n(errorLogCount)}
              attention={errorLogCount > 0}
              testId="dashboard-error-logs"
            />
            <Badge appearance="tint" color={errorLogCount > 0 ? 'warning' : 'success'}>
              {errorLogCount > 0 ? t('dashboard.needsAttention', { count: errorLogCount }) : t('dashboard.healthy')}
            </Badge>
          </PageCard>
        ) : null}
      </div>
    </div>
  );
};
