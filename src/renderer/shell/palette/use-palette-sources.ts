import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isBoardReader } from '../../../shared/board-roles';
import { openBoard } from '../../board/open-board';
import { getApi } from '../../platform/api';
import { isSatelliteWindow } from '../../platform/window-role';
import { lockWorkspace, useLockStore } from '../../stores/lock-store';
import type { MenuItem } from '../../stores/menu-store';
import { useSessionStore } from '../../stores/session-store';
import { useTabLabel, useTabsStore } from '../../stores/tabs-store';
import { canCloseTab, FIRST_PAGE_PATH } from '../../stores/updates/tab-updates';
import { uiActions } from '../../stores/ui-store';
import { notify } from '../../platform/notify';
import { currentPageActions } from '../page-hooks/page-actions';
import { dockTab, tearOff } from '../tear-off/tear-off';
import type { TabCommands } from '../layout/use-tab-commands';
import type { PaletteEntry, PaletteSources } from './palette-entries';

/**
 * What the palette offers in the workspace, read when it opens: the page's actions (page-hooks/page-actions), the
 * other open tabs, the menus, and the commands of the workspace itself (lock, close or move this page, home, theme,
 * the board).
 */
export const usePaletteSources = (
  menus: readonly MenuItem[],
  openMenu: (item: MenuItem) => void,
  tabCommands: TabCommands,
): (() => PaletteSources) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labelOf = useTabLabel();

  return useCallback(() => {
    const { tabs, active } = useTabsStore.getState();
    const activeTab = tabs.find((tab) => tab.value === active);
    const lock = useLockStore.getState().lock;
    const user = useSessionStore.getState().view.user;
    const command = (id: string, label: string, run: () => void, keywords: string[] = []): PaletteEntry => ({
      id: `command:${id}`,
      group: 'commands',
      label,
      keywords: [id, ...keywords],
      run,
    });
    const commands: PaletteEntry[] = [
      command('lock', t('desktop.palette.commands.lock'), () => {
        if (!lock.hasPassword) return uiActions.openDialog('lockPassword');
        void lockWorkspace(getApi()).then((result) => {
          if (!result.ok) notify.error(t('header.lockFailed', { message: result.error.message }));
        });
      }),
      ...(activeTab && canCloseTab({ tabs, active }, activeTab.value)
        ? [command('close', t('desktop.palette.commands.closeTab'), () => tabCommands.close(activeTab.value))]
        : []),
      ...(activeTab
        ? [
            command(
              'new-window',
              t('desktop.palette.commands.newWindow'),
              () => void tearOff(activeTab, tabCommands.close),
            ),
          ]
        : []),
      ...(activeTab && isSatelliteWindow()
        ? [
            command(
              'dock',
              t('desktop.palette.commands.dock'),
              () => void dockTab(activeTab, tabs.length, tabCommands.close),
            ),
          ]
        : []),
      command('home', t('desktop.palette.commands.home'), () => void navigate(FIRST_PAGE_PATH)),
      command('theme', t('desktop.palette.commands.theme'), () => uiActions.openDialog('theme')),
      ...(isBoardReader(user?.roleName)
        ? [
            command(
              'board',
              t('desktop.palette.commands.board'),
              () =>
                void openBoard(getApi()).then((error) => {
                  if (error) notify.error(error.message);
                }),
            ),
          ]
        : []),
    ];
    return {
      actions: currentPageActions(active).map((action) => ({ ...action, group: 'actions' as const })),
      tabs: tabs
        .filter((tab) => tab.value !== active)
        .map((tab) => ({
          id: `tab:${tab.value}`,
          group: 'tabs' as const,
          label: labelOf(tab),
          detail: tab.value,
          run: () => tabCommands.activate(tab.value),
        })),
      commands,
      menus,
      openMenu,
    };
  }, [t, navigate, labelOf, menus, openMenu, tabCommands]);
};
