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
  const { org, files, errorLogCount } = figures;
  const own = figures.signInScope === 'own';
  return (
    <div className={styles.grid}>
      {org ? (
        <>
          <FigureTile
            icon={<PeopleRegular />}
            label={t('home.figures.userCount')}
            value={n(org.userCount)}
            hint={t('home.figures.userCountHint', { active: n(org.activeUserCount) })}
            testId="home-figure-userCount"
          />
          <FigureTile
            icon={<PersonClockRegular />}
            label={t('home.figures.pendingUserCount')}
            value={n(org.pendingUserCount)}
            hint={t('home.figures.pendingUserCountHint')}
            attention={org.pendingUserCount > 0}
            testId="home-figure-pendingUserCount"
          />
          <FigureTile
            icon={<BuildingRegular />}
            label={t('home.figures.deptCount')}
            value={n(org.deptCount)}
            testId="home-figure-deptCount"
          />
          <FigureTile
            icon={<PersonKeyRegular />}
            label={t('home.figures.roleCount')}
            value={n(org.roleCount)}
            hint={t('home.figures.roleCountHint', { menus: n(org.menuCount) })}
            testId="home-figure-roleCount"
          />
        </>
      ) : null}
      <FigureTile
        icon={<ArrowEnterRegular />}
        label={t(own ? 'home.figures.myTodayLogins' : 'home.figures.todayLogins')}
        value={n(figures.todayLogins)}
        hint={t('home.figures.todayLoginsHint', { total: n(weekTotal) })}
        testId="home-figure-todayLogins"
      />
      {files ? (
        <FigureTile
          icon={<AttachRegular />}
          label={t('home.figures.attachCount')}
          value={n(files.count)}
          hint={t('home.figures.attachCountHint', { size: formatBytes(files.bytes) })}
          testId="home-figure-attachCount"
        />
      ) : null}
      {errorLogCount !== null ? (
        <FigureTile
          icon={<ErrorCircleRegular />}
          label={t('home.figures.errorLogCount')}
          value={n(errorLogCount)}
          hint={t('home.figures.errorLogCountHint')}
          attention={errorLogCount > 0}
          testId="home-figure-errorLogCount"
        />
      ) : null}
    </div>
  );
};
