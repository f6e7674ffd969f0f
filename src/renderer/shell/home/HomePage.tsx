import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrequentScreens } from './FrequentScreens';
import { HomeFigures } from './HomeFigures';
import { HomeGreeting } from './HomeGreeting';
import { HomeNotices } from './HomeNotices';
import { LoadFailed } from './LoadFailed';
import { LoginTrendChart } from './LoginTrendChart';
import { PageCard } from './PageCard';
import { RecentLoginsList } from './RecentLoginsList';
import { RecentTabs } from './RecentTabs';
import { startUsageTracking } from './screen-usage';
import { useWelFigures } from './wel-figures';

const useStyles = makeStyles({
  // The workspace's content area has no padding of its own: each page sets its margins.
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  two: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalL },
  halves: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
  updated: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const MINUTE_MS = 60_000;

const useNow = (): Date => {
  // The greeting follows the clock through a working day without a reload.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const clockTime = (ms: number): string => new Date(ms).toTimeString().slice(0, 8);

/** /wel/index: the operator's home (issue part 9): greeting, the tenant's figures, the sign-in trend, shortcuts. */
export const HomePage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const now = useNow();
  const query = useWelFigures();
  useEffect(startUsageTracking, []);

  const refresh = (
    <div className={styles.head}>
      {query.dataUpdatedAt > 0 ? (
        <span className={styles.updated}>{t('home.updatedAt', { time: clockTime(query.dataUpdatedAt) })}</span>
      ) : null}
      <Button
        size="small"
        icon={query.isFetching ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('home.refresh')}
      </Button>
    </div>
  );

  const figures = query.data ?? undefined;
  const trend = figures?.loginTrend ?? [];

  return (
    <div className={styles.page}>
      <HomeGreeting now={now} />
      <HomeNotices />
      <PageCard title={t('home.figuresTitle')} action={refresh}>
        {query.isError ? (
          <LoadFailed
            title={t('home.loadFailed')}
            message={query.error.message}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : query.isSuccess && query.data === null ? (
          <div className={styles.empty} role="status">
            <strong>{t('home.empty')}</strong>
            <p className={styles.muted}>{t('home.emptyHint')}</p>
          </div>
        ) : (
          <HomeFigures figures={figures} />
        )}
      </PageCard>
      {figures ? (
        <div className={styles.two}>
          <PageCard title={t('home.trendTitle')}>
            {trend.some((day) => day.count > 0) ? null : <p className={styles.muted}>{t('home.trendEmpty')}</p>}
            <LoginTrendChart
              days={trend}
              seriesLabel={t('home.trendSeries')}
              summary={t('home.trendSummary', { values: trend.map((day) => `${day.date} ${day.count}`).join(', ') })}
            />
          </PageCard>
          <PageCard title={t(figures.signInScope === 'own' ? 'home.myRecentLoginsTitle' : 'home.recentLoginsTitle')}>
            <RecentLoginsList logins={figures.recentLogins} />
          </PageCard>
        </div>
      ) : null}
      <div className={styles.halves}>
        <PageCard title={t('home.recentTabsTitle')}>
          <RecentTabs />
        </PageCard>
        <PageCard
          title={t('home.frequentTitle')}
          action={<span className={styles.updated}>{t('home.frequentHint')}</span>}
        >
          <FrequentScreens />
        </PageCard>
      </div>
    </div>
  );
};
