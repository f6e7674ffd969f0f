import { describe, expect, it } from 'vitest';
import { screenSizeClass } from '../../../../src/renderer/stores/updates/screen-size';
import {
  activateTab,
  addTab,
  canCloseTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  FIRST_PAGE_PATH,
  freshTabs,
  MAX_TABS,
  restoreTabs,
  type Tab,
  type TabsState,
} from '../../../../src/renderer/stores/updates/tab-updates';

const tab = (value: string, label = value): Tab => ({ label, value, params: {}, query: {}, meta: {}, group: [] });
const values = (state: TabsState) => state.tabs.map((t) => t.value);

const three = (): TabsState => {
  let state = freshTabs();
  state = addTab(state, tab('/system/user'));
  state = addTab(state, tab('/system/role'));
  return state;
};

describe('tab rules', () => {
  it('adds a tab and makes it active; an existing tab changes nothing but becomes active', () => {
    const state = three();
    expect(values(state)).toEqual([FIRST_PAGE_PATH, '/system/user', '/system/role']);
    expect(state.active).toBe('/system/role');
    const again = addTab(state, tab('/system/user', 'another label'));
    expect(again.tabs).toBe(state.tabs);
    expect(again.active).toBe('/system/user');
    expect(addTab(again, tab('/system/user'))).toBe(again);
  });

  it('tells a query apart: the value is path and query', () => {
    const state = addTab(three(), tab('/system/user?id=1'));
    expect(values(state)).toHaveLength(4);
  });

  it('never closes the sole tab nor the first page', () => {
    const sole = freshTabs();
    expect(canCloseTab(sole, FIRST_PAGE_PATH)).toBe(false);
    expect(closeTab(sole, FIRST_PAGE_PATH)).toBe(sole);
    const onlyOther: TabsState = { tabs: [tab('/system/user')], active: '/system/user' };
    expect(canCloseTab(onlyOther, '/system/user')).toBe(false);
    const state = three();
    expect(canCloseTab(state, FIRST_PAGE_PATH)).toBe(false);
    expect(closeTab(state, FIRST_PAGE_PATH)).toBe(state);
  });

  it('closes one tab; closing the active one activates its left neighbour', () => {
    const state = three();
    const closed = closeTab(state, '/system/role');
    expect(values(closed)).toEqual([FIRST_PAGE_PATH, '/system/user']);
    expect(closed.active).toBe('/system/user');
    const inactive = closeTab(activateTab(state, FIRST_PAGE_PATH), '/system/user');
    expect(inactive.active).toBe(FIRST_PAGE_PATH);
  });

  it('closes the others (keeping the first page) and all (back to the welcome page)', () => {
    const others = closeOtherTabs(three(), '/system/user');
    expect(values(others)).toEqual([FIRST_PAGE_PATH, '/system/user']);
    expect(others.active).toBe('/system/user');
    const all = closeAllTabs(three());
    expect(values(all)).toEqual([FIRST_PAGE_PATH]);
    expect(all.active).toBe(FIRST_PAGE_PATH);
    expect(values(closeAllTabs({ tabs: [tab('/x')], active: '/x' }))).toEqual([FIRST_PAGE_PATH]);
  });

  it('activates only a tab that is open', () => {
    const state = three();
    expect(activateTab(state, '/nowhere')).toBe(state);
    expect(activateTab(state, '/system/user').active).toBe('/system/user');
  });

  it('makes room beyond the cap by dropping the oldest closable tab', () => {
    let state = freshTabs();
    for (let i = 0; i < MAX_TABS + 3; i += 1) state = addTab(state, tab(`/p/${i}`));
    expect(state.tabs).toHaveLength(MAX_TABS);
    expect(state.tabs[0].value).toBe(FIRST_PAGE_PATH);
    expect(state.active).toBe(`/p/${MAX_TABS + 2}`);
  });

  it('restores stored tabs with the first page in front and an active tab that exists', () => {
    const restored = restoreTabs({ tabs: [tab('/a'), tab('/a'), tab('/b'), tab('bad')], activeTab: '/gone' });
    expect(values(restored)).toEqual([FIRST_PAGE_PATH, '/a', '/b']);
    expect(restored.active).toBe(FIRST_PAGE_PATH);
    expect(restoreTabs({ tabs: [tab('/a')], activeTab: '/a' }).active).toBe('/a');
    expect(restoreTabs(null)).toEqual(freshTabs());
  });
});

describe('screen size classes', () => {
  it('is 3 from 1200, 2 from 992, 1 from 768, else 0', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 320].map(screenSizeClass)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });
});
