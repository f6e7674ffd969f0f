import type { Tab, WorkspaceState } from '../../../shared/contract/workspace';
import { currentMenuPath } from '../../../shared/menu-paths';

export type { Tab };

/** The welcome page: the tab every workspace starts with and "close all" returns to. */
export const FIRST_PAGE_PATH = '/wel/index';

/** Spec 000 §2.3: the first page cannot be closed "unless configured"; nothing configures it yet. */
export const FIRST_PAGE_CLOSABLE = false;

/** The host refuses more (workspaceStateSchema); the oldest closable tab makes room for a new one. */
export const MAX_TABS = 50;
const MAX_VALUE_LENGTH = 1024;
const MAX_LABEL_LENGTH = 128;

export interface TabsState {
  tabs: Tab[];
  /** The value of the tab on screen, or null before the first page is known. */
  active: string | null;
}

export const emptyTabs: TabsState = { tabs: [], active: null };

export const firstPageTab = (): Tab => ({
  label: '首页',
  value: FIRST_PAGE_PATH,
  params: {},
  query: {},
  meta: { route: 'home' },
  group: [],
});

/** The state a fresh sign-in starts from (spec 000 §4: sign-in clears the tabs; the home tab opens). */
export const freshTabs = (): TabsState => ({ tabs: [firstPageTab()], active: FIRST_PAGE_PATH });

const has = (state: TabsState, value: string): boolean => state.tabs.some((tab) => tab.value === value);

/**
 * Opens a tab and makes it active. An existing tab (same value: path and query) changes nothing but
 * becomes active (spec 000 §2.3). Over the cap, the oldest tab that may be closed makes room.
 */
export const addTab = (state: TabsState, tab: Tab): TabsState => {
  if (has(state, tab.value)) return state.active === tab.value ? state : { ...state, active: tab.value };
  if (tab.value.length > MAX_VALUE_LENGTH) return state;
  const fitted: Tab =
    tab.label.length > MAX_LABEL_LENGTH ? { ...tab, label: tab.label.slice(0, MAX_LABEL_LENGTH) } : tab;
  let tabs = state.tabs;
  if (tabs.length >= MAX_TABS) {
    const victim = tabs.find((t) => t.value !== state.active && isClosableValue(t.value));
    if (!victim) return state;
    tabs = tabs.filter((t) => t !== victim);
  }
  return { tabs: [...tabs, fitted], active: fitted.value };
};

const isClosableValue = (value: string): boolean => FIRST_PAGE_CLOSABLE || value !== FIRST_PAGE_PATH;

/** Whether the close action is offered for a tab: never for the sole tab, nor the first page unless configured. */
export const canCloseTab = (state: TabsState, value: string): boolean =>
  state.tabs.length > 1 && has(state, value) && isClosableValue(value);

/** Closes one tab; when it was active, its left neighbour (or the new first tab) becomes active. */
export const closeTab = (state: TabsState, value: string): TabsState => {
  if (!canCloseTab(state, value)) return state;
  const index = state.tabs.findIndex((tab) => tab.value === value);
  const tabs = state.tabs.filter((tab) => tab.value !== value);
  if (state.active !== value) return { ...state, tabs };
  const next = tabs[Math.max(0, index - 1)] ?? tabs[0];
  return { tabs, active: next ? next.value : null };
};

/** Keeps the given tab (and the first page while it may not be closed); it becomes active. */
export const closeOtherTabs = (state: TabsState, value: string): TabsState => {
  if (!has(state, value)) return state;
  const tabs = state.tabs.filter((tab) => tab.value === value || !isClosableValue(tab.value));
  return { tabs, active: value };
};

/** Back to the welcome page alone (spec 000 §2.3), whatever was open. */
export const closeAllTabs = (state: TabsState): TabsState => {
  const first = state.tabs.find((tab) => tab.value === FIRST_PAGE_PATH) ?? firstPageTab();
  return { tabs: [first], active: FIRST_PAGE_PATH };
};

export const activateTab = (state: TabsState, value: string): TabsState =>
  has(state, value) && state.active !== value ? { ...state, active: value } : state;

/**
 * The tabs a restart brings back: the stored ones, de-duplicated, with the first page in front when it
 * cannot be closed (an older or foreign store may lack it), and an active tab that exists.
 */
const currentTabValue = (value: string): string => {
  const cut = value.search(/[?#]/);
  const path = cut < 0 ? value : value.slice(0, cut);
  return `${currentMenuPath(path)}${cut < 0 ? '' : value.slice(cut)}`;
};

export const restoreTabs = (stored: WorkspaceState | null): TabsState => {
  if (!stored || stored.tabs.length === 0) return freshTabs();
  const seen = new Set<string>();
  const tabs: Tab[] = [];
  for (const saved of stored.tabs) {
    // A tab saved at a path BladeX keeps elsewhere (`/system/role`) reopens at BladeX's (`/authority/role`).
    const tab = { ...saved, value: currentTabValue(saved.value) };
    if (seen.has(tab.value) || tab.value.length > MAX_VALUE_LENGTH || !tab.value.startsWith('/')) continue;
    seen.add(tab.value);
    tabs.push(tab);
  }
  if (!FIRST_PAGE_CLOSABLE && !seen.has(FIRST_PAGE_PATH)) tabs.unshift(firstPageTab());
  const limited = tabs.slice(0, MAX_TABS);
  const activeTab = stored.activeTab ? currentTabValue(stored.activeTab) : null;
  const active = activeTab && limited.some((tab) => tab.value === activeTab) ? activeTab : limited[0].value;
  return { tabs: limited, active };
};

/** What the host stores: the tab list and the active tab. */
export const toWorkspaceState = (state: TabsState): WorkspaceState => ({ tabs: state.tabs, activeTab: state.active });
