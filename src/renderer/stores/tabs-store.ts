import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { isSatelliteWindow, readSatelliteTabs, writeSatelliteTabs } from '../platform/window-role';
import { isFixedRouteName, fixedRouteLabelKeys } from './updates/route-names';
import {
  activateTab,
  addTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  emptyTabs,
  freshTabs,
  restoreTabs,
  toWorkspaceState,
  type Tab,
  type TabsState,
} from './updates/tab-updates';

export type { Tab, TabsState } from './updates/tab-updates';

interface TabsStoreState extends TabsState {
  /** The user whose tabs these are; null until the workspace has loaded them. */
  owner: string | null;
  /** Bumped by "clear cache": every kept-alive page starts over. */
  generation: number;
}

export const useTabsStore = create<TabsStoreState>()(() => ({ ...emptyTabs, owner: null, generation: 0 }));

const apply = (update: (state: TabsState) => TabsState) =>
  useTabsStore.setState((s) => {
    const next = update(s);
    return next === s ? s : { ...s, tabs: next.tabs, active: next.active };
  });

export const tabsActions = {
  open: (tab: Tab) => apply((s) => addTab(s, tab)),
  close: (value: string) => apply((s) => closeTab(s, value)),
  closeOthers: (value: string) => apply((s) => closeOtherTabs(s, value)),
  closeAll: () => apply(closeAllTabs),
  activate: (value: string) => apply((s) => activateTab(s, value)),
  dropCachedPages: () => useTabsStore.setState((s) => ({ generation: s.generation + 1 })),
  /** Sign-out: the next user starts from nothing. */
  reset: () => {
    cancelPendingSave();
    useTabsStore.setState({ ...emptyTabs, owner: null });
  },
};

const SAVE_DELAY_MS = 400;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let saveNow: (() => void) | null = null;

const cancelPendingSave = () => {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  saveNow = null;
};

/** Writes a pending change at once (the window is going away). */
export const flushTabs = (): void => {
  const pending = saveNow;
  cancelPendingSave();
  pending?.();
};

/**
 * Loads the user's tabs and keeps the host's copy up to date (debounced `workspace.set`).
 *
 * A fresh sign-in clears the tabs and opens the home tab (spec 000 §4); a session that was already there
 * (a reload or a restart) gets the tabs its user had. Returns the active tab to show, and the stop function.
 */
export const loadWorkspaceTabs = async (
  api: Pick<WorkspaceApi, 'invoke'>,
  owner: string,
  fresh: boolean,
): Promise<string | null> => {
  const current = useTabsStore.getState();
  if (!fresh && current.owner === owner) return current.active;
  let state: TabsState;
  if (isSatelliteWindow()) {
    // A torn-off window has its own tabs; the user's saved ones belong to the workspace window.
    state = readSatelliteTabs() ?? { tabs: [], active: null };
    cancelPendingSave();
    useTabsStore.setState({ ...state, owner });
    return state.active;
  }
  if (fresh) {
    state = freshTabs();
  } else {
    const stored = await api.invoke('workspace.get');
    state = restoreTabs(stored.ok ? stored.data : null);
  }
  cancelPendingSave();
  useTabsStore.setState({ ...state, owner });
  if (fresh) void api.invoke('workspace.set', toWorkspaceState(state));
  return state.active;
};

/** Follows the store and saves each change of the tabs or the active tab, debounced. Returns the unsubscribe. */
export const persistTabs = (api: Pick<WorkspaceApi, 'invoke'>): (() => void) =>
  useTabsStore.subscribe((state, previous) => {
    if (state.owner === null || state.owner !== previous.owner) return;
    if (state.tabs === previous.tabs && state.active === previous.active) return;
    if (saveTimer) clearTimeout(saveTimer);
    const snapshot = toWorkspaceState(state);
    saveNow = isSatelliteWindow()
      ? () => writeSatelliteTabs({ tabs: snapshot.tabs, active: snapshot.activeTab })
      : () => void api.invoke('workspace.set', snapshot);
    saveTimer = setTimeout(() => {
      const run = saveNow;
      saveTimer = null;
      saveNow = null;
      run?.();
    }, SAVE_DELAY_MS);
  });

export const useTabs = (): Tab[] => useTabsStore((s) => s.tabs);
export const useActiveTab = (): string | null => useTabsStore((s) => s.active);

/** A tab's label in the current language: fixed routes by their catalogue key, menu screens by their names. */
export const useTabLabel = (): ((tab: Tab) => string) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (tab: Tab) => {
      const route = tab.meta.route;
      if (isFixedRouteName(route) && route !== 'iframe') return t(fixedRouteLabelKeys[route]);
      const english = tab.meta.labelEn;
      if (language === 'en' && typeof english === 'string' && english) return english;
      if (tab.label) return tab.label;
      return isFixedRouteName(route) ? t(fixedRouteLabelKeys[route]) : tab.value;
    },
    [t, language],
  );
};

/** Opens a page as a tab (an existing tab is only brought to the front): navigation adds the tab. */
export const useOpenTab = (): ((value: string) => void) => {
  const navigate = useNavigate();
  return useCallback((value: string) => void navigate(value), [navigate]);
};
