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
import { Navigate, useLocation } from 'react-router';
import { currentMenuPath } from '../../../shared/menu-paths';
import { useMenu } from '../../stores/menu-store';
import { findLeafByPath, menuLabel } from '../../stores/updates/menu-updates';
import { ResolvedScreen } from './ResolvedScreen';
import { ScreenPlaceholder } from './ScreenPlaceholder';

const useStyles = makeStyles({
  state: { padding: '48px 24px', display: 'flex', justifyContent: 'center' },
  error: { margin: tokens.spacingVerticalL },
});

/**
 * Every path inside the workspace that is not a fixed route: a route generated from the user's menu
 * (spec 000 §2.1), rendered by the screen registry or the placeholder; anything else is unknown: /404.
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
    return <Navigate to="/404" replace />;
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
