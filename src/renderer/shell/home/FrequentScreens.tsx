import { Button, makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { useMenu } from '../../stores/menu-store';
import { useOpenTab } from '../../stores/tabs-store';
import {
  iframeRouteFor,
  isExternalPath,
  menuLabel,
  menuLeaves,
  type MenuLeaf,
} from '../../stores/updates/menu-updates';
import { FIRST_PAGE_PATH } from '../../stores/updates/tab-updates';
import { rankByUsage, useUsageCounts } from './screen-usage';

const MAX_SHOWN = 8;

const useStyles = makeStyles({
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  button: {
    width: '100%',
    height: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  trail: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** The route a leaf opens inside the app; links meant for the OS browser (open mode 2) are left to the sidebar. */
const routeOf = (leaf: MenuLeaf): string | null => {
  const { path, isOpen } = leaf.item;
  if (!path) return null;
  if (isExternalPath(path)) return isOpen === 2 ? null : iframeRouteFor(path);
  return path;
};

/** The menu's screens the operator opens most, by their own use; the menu's order until there is any. */
export const FrequentScreens = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const menu = useMenu();
  const counts = useUsageCounts();
  const open = useOpenTab();
  const language = currentLanguage();
  const ranked = useMemo(() => {
    const leaves = menuLeaves(menu.items, language).filter((leaf) => {
      const route = routeOf(leaf);
      return route !== null && route !== FIRST_PAGE_PATH;
    });
    return rankByUsage(leaves, (leaf) => routeOf(leaf) ?? '', counts, MAX_SHOWN);
  }, [menu.items, counts, language]);

  if (menu.isLoading) {
    return (
      <Skeleton aria-label={t('app.loading')}>
        <SkeletonItem size={40} />
      </Skeleton>
    );
  }
  if (ranked.length === 0) return <p className={styles.empty}>{t('home.frequentEmpty')}</p>;
  return (
    <ul className={styles.grid} data-testid="home-frequent">
      {ranked.map(({ entry, count }) => {
        const route = routeOf(entry) ?? '';
        const name = menuLabel(entry.item, language);
        return (
          <li key={entry.item.id}>
            <Button
              className={styles.button}
              appearance="subtle"
              onClick={() => open(route)}
              title={count > 0 ? t('home.openedTimes', { count }) : route}
            >
              <span className={styles.text}>
                <span className={styles.name}>{name}</span>
                <span className={styles.trail}>{entry.trail.join(' / ') || route}</span>
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
};
