import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { use } from 'react';
import { Navigate, useLocation } from 'react-router';
import { currentMenuPath } from '../../../shared/menu-paths';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useMenu } from '../../stores/menu-store';
import { findLeafByPath, menuLabel } from '../../stores/updates/menu-updates';
import { ResolvedScreen } from './ResolvedScreen';
import { ScreenPlaceholder } from './ScreenPlaceholder';
import { screenFor } from './screen-registry';

const useStyles = makeStyles({
  state: { padding: '48px 24px', display: 'flex', justifyContent: 'center' },
  error: { margin: tokens.spacingVerticalL },
});

/**
 * A path outside the user's menu, answered inside the workspace so the tabs stay (issue 19): a screen the app has
 * (someone else's menu holds it) is 403 无权访问, anything else 404.
 */
const OutsideMenu = ({ path }: { path: string }) => {
  const screen = use(screenFor(path));
  return screen ? <ForbiddenPage embedded /> : <NotFoundPage embedded />;
};

/**
 * Every path inside the workspace that is not a fixed route: a route generated from the user's menu
 * (spec 000 §2.1), rendered by the screen registry or the placeholder; any other path is refused in place.
 */
export const MenuScreen = () => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMenu();

  if (menu.isLoading) {
    return (
      <div className={styles.state}>
        <Spinner label={t('layout.menuLoading')} />
      </div>
    );
  }
  if (menu.error !== null) {
    // Not a 404: the menu could not be read, so whether the path exists is unknown.
    return (
      <MessageBar intent="error" className={styles.error}>
        <MessageBarBody>
          {t('layout.menuLoadFailed')}: {menu.error}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={menu.retry}>{t('layout.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const leaf = findLeafByPath(menu.items, pathname);
  if (!leaf) {
    // A deep link to a path BladeX keeps elsewhere (`/system/role` → `/authority/role`) opens the screen there.
    const moved = currentMenuPath(pathname);
    if (moved !== pathname && findLeafByPath(menu.items, moved)) return <Navigate to={moved} replace />;
    return <OutsideMenu path={pathname} />;
  }
  // Screens are made once per path by the resolver, never here: a tab's state survives re-renders.
  return (
    <ResolvedScreen
      path={leaf.item.path}
      fallback={
        <ScreenPlaceholder
          name={menuLabel(leaf.item, i18n.language === 'en' ? 'en' : 'zh')}
          path={leaf.item.path}
          menuId={leaf.item.id}
        />
      }
    />
  );
};
