import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppThemes } from '../../app/app-themes';
import { usePlatformTitle } from '../../app/tenant-info';
import { RouteFallback } from '../../app/RouteFallback';
import { getApi } from '../../platform/api';
import { useMenu, type MenuItem } from '../../stores/menu-store';
import { settingsActions, useSetting } from '../../stores/settings-store';
import { useActiveTab, useTabLabel, useTabs } from '../../stores/tabs-store';
import { isSmallScreen } from '../../stores/updates/screen-size';
import { AccountDialogs } from '../dialogs/AccountDialogs';
import { Header } from './Header';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { CommandPalette } from '../palette/CommandPalette';
import { usePaletteSources } from '../palette/use-palette-sources';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { useOpenMenuItem } from './use-menu-navigation';
import { useTabCommands } from './use-tab-commands';
import { useScreenSize } from './use-screen-size';
import { useWorkspaceTabs } from './use-workspace-tabs';

const useStyles = makeStyles({
  shell: {
    display: 'flex',
    height: '100vh',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  // The sidebar's own theme (dark, brand or tinted in most themes): a provider that is only a flex item around it.
  sidebarTheme: { display: 'flex', flexShrink: 0, minHeight: 0 },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  main: { position: 'relative', flexGrow: 1, minHeight: 0 },
  skip: {
    position: 'absolute',
    left: '-9999px',
    zIndex: 10,
    padding: '8px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { left: '8px', top: '8px' },
  },
});

const saveCollapse = async (isCollapse: boolean) => {
  const result = await getApi().invoke('settings.set', { isCollapse });
  if (result.ok) settingsActions.received(result.data);
};

/** Titles the window after each navigation: `<tab label> - <platform title>` (spec 000 §2.2). */
const useWorkspaceTitle = () => {
  const { pathname, search } = useLocation();
  const tabs = useTabs();
  const labelOf = useTabLabel();
  const platformTitle = usePlatformTitle();
  const tab = tabs.find((candidate) => candidate.value === `${pathname}${search}`);
  const title = tab ? `${labelOf(tab)} - ${platformTitle}` : platformTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/**
 * The workspace (spec 000 §2.3): sidebar, header with the top menu and tools, tab bar, the kept-alive
 * pages, the command palette (the menu search grown: header button or Ctrl/⌘+K), and the account dialogs.
 */
export const WorkspaceLayout = () => {
  const styles = useStyles();
  const themes = useAppThemes();
  const { t } = useTranslation();
  const menu = useMenu();
  const ready = useWorkspaceTabs(menu);
  const active = useActiveTab();
  const storedCollapse = useSetting('isCollapse');
  const [collapsed, setCollapsed] = useState(storedCollapse);
  const [followed, setFollowed] = useState(storedCollapse);
  if (followed !== storedCollapse) {
    // Changed in another window or restored from the host.
    setFollowed(storedCollapse);
    setCollapsed(storedCollapse);
  }
  const [searching, setSearching] = useState(false);
  const screen = useScreenSize();
  const openItem = useOpenMenuItem();
  useWorkspaceTitle();

  const setCollapse = (value: boolean) => {
    setCollapsed(value);
    void saveCollapse(value);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearching(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const afterMenuClick = () => {
    if (isSmallScreen(screen) && !collapsed) setCollapse(true);
  };

  const openMenu = useCallback(
    (item: MenuItem) => {
      openItem(item);
      if (isSmallScreen(screen) && !collapsed) {
        setCollapsed(true);
        void saveCollapse(true);
      }
    },
    [openItem, screen, collapsed],
  );
  const tabCommands = useTabCommands();
  const paletteSources = usePaletteSources(menu.items, openMenu, tabCommands);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#workspace-main">
        {t('layout.skipToContent')}
      </a>
      <FluentProvider theme={themes.sidebar} className={styles.sidebarTheme}>
        <Sidebar
          items={menu.sidebar}
          collapsed={collapsed}
          loading={menu.isLoading}
          error={menu.error}
          onRetry={menu.retry}
          onNavigate={afterMenuClick}
          onExpand={() => setCollapse(false)}
        />
      </FluentProvider>
      <div className={styles.column}>
        <Header
          collapsed={collapsed}
          onToggleCollapse={() => setCollapse(!collapsed)}
          onOpenSearch={() => setSearching(true)}
        />
        <TabBar />
        <main id="workspace-main" className={styles.main} tabIndex={-1} data-active-tab={active ?? undefined}>
          {ready ? <KeepAliveOutlet /> : <RouteFallback />}
        </main>
      </div>
      <CommandPalette open={searching} sources={paletteSources} onClose={() => setSearching(false)} />
      <AccountDialogs />
    </div>
  );
};
