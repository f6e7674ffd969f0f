import { makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowEnterRegular,
  AttachRegular,
  BuildingRegular,
  ErrorCircleRegular,
  PeopleRegular,
  PersonClockRegular,
  PersonKeyRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { FigureTile } from './FigureTile';
import { formatBytes, formatCount } from './format';
import type { WelFigures } from './wel-figures';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

const TILE_COUNT = 7;

/** The tiles of /blade-bigdata/mock/wel; skeleton tiles while loading. */
export const HomeFigures = ({ figures }: { figures: WelFigures | undefined }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const n = (value: number) => formatCount(value, currentLanguage());
  if (!figures) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: TILE_COUNT }, (_unused, index) => (
          <FigureTile key={index} label={t('app.loading')} loading />
        ))}
      </div>
    );
  }
  const weekTotal = figures.loginTrend.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className={styles.grid}>
      <FigureTile
        icon={<PeopleRegular />}
        label={t('home.figures.userCount')}
        value={n(figures.userCount)}
        hint={t('home.figures.userCountHint', { active: n(figures.activeUserCount) })}
        testId="home-figure-userCount"
      />
      <FigureTile
        icon={<PersonClockRegular />}
        label={t('home.figures.pendingUserCount')}
        value={n(figures.pendingUserCount)}
        hint={t('home.figures.pendingUserCountHint')}
        attention={figures.pendingUserCount > 0}
        testId="home-figure-pendingUserCount"
      />
      <FigureTile
        icon={<BuildingRegular />}
        label={t('home.figures.deptCount')}
        value={n(figures.deptCount)}
        testId="home-figure-deptCount"
      />
      <FigureTile
        icon={<PersonKeyRegular />}
        label={t('home.figures.roleCount')}
        value={n(figures.roleCount)}
        hint={t('home.figures.roleCountHint', { menus: n(figures.menuCount) })}
        testId="home-figure-roleCount"
      />
      <FigureTile
        icon={<ArrowEnterRegular />}
        label={t('home.figures.todayLogins')}
        value={n(figures.todayLogins)}
        hint={t('home.figures.todayLoginsHint', { total: n(weekTotal) })}
        testId="home-figure-todayLogins"
      />
      <FigureTile
        icon={<AttachRegular />}
        label={t('home.figures.attachCount')}
        value={n(figures.attachCount)}
        hint={t('home.figures.attachCountHint', { size: formatBytes(figures.attachBytes) })}
        testId="home-figure-attachCount"
      />
      <FigureTile
        icon={<ErrorCircleRegular />}
        label={t('home.figures.errorLogCount')}
        value={n(figures.errorLogCount)}
        hint={t('home.figures.errorLogCountHint')}
        attention={figures.errorLogCount > 0}
        testId="home-figure-errorLogCount"
      />
    </div>
  );
};
