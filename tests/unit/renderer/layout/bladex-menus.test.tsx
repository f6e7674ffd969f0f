// The client renders what a real BladeX sends (issue 17 item 4): BladeX's menu paths open the system screens, its
// icon-font classes draw Fluent icons, and the paths this project used before still open their screens.
// The seed's side (every stored icon a class, the paths seeded) is tests/unit/server/bladex-seed-menus.test.ts.
import { describe, expect, it } from 'vitest';
import { fluentNamesOfGlyphs } from '../../../../src/shared/bladex/menu-icons';
import { BLADEX_MENU_PATHS, currentMenuPath } from '../../../../src/shared/menu-paths';
import { resolveScreen } from '../../../../src/renderer/screens/resolve-screen';
import { drawableMenuIcons, FALLBACK_MENU_ICON, resolveMenuIcon } from '../../../../src/renderer/ui/menu-icon';
import { restoreTabs } from '../../../../src/renderer/stores/updates/tab-updates';

/**
 * The system screens of BladeX's own menu data (blade_menu of SpringBlade's blade.mysql.all.create.sql and
 * BladeX-Boot's bladex-saber-mysql.sql) that this project serves, at BladeX's paths.
 */
const BLADEX_SYSTEM_PATHS = [
  '/desk/notice',
  '/system/user',
  '/system/dept',
  '/system/post',
  '/system/dict',
  '/system/dictbiz',
  '/system/menu',
  '/system/topmenu',
  '/system/param',
  '/system/tenant',
  '/system/client',
  '/authority/role',
  '/authority/datascope',
  '/authority/apiscope',
  '/base/region',
  '/resource/oss',
  '/resource/sms',
  '/resource/attach',
  '/monitor/log/usual',
  '/monitor/log/api',
  '/monitor/log/error',
];

describe('menus as BladeX sends them', () => {
  it("opens every system screen at BladeX's own path, not the placeholder", () => {
    expect(BLADEX_SYSTEM_PATHS.filter((path) => resolveScreen(path) === null)).toEqual([]);
  });

  it('opens the same screen at the path used before', () => {
    for (const { path, was } of Object.values(BLADEX_MENU_PATHS)) {
      expect(resolveScreen(was), was).not.toBeNull();
      expect(resolveScreen(was), was).toBe(resolveScreen(path));
      expect(currentMenuPath(was)).toBe(path);
    }
    expect(currentMenuPath('/system/user')).toBe('/system/user');
  });

  it('draws an icon of its own for every section glyph it knows', () => {
    const drawable = new Set(drawableMenuIcons());
    expect(fluentNamesOfGlyphs().filter((name) => !drawable.has(name))).toEqual([]);
  });

  it("draws BladeX's own section classes and old Fluent names, and a fallback for anything else", () => {
    for (const source of [
      'iconfont iconicon_setting',
      'iconfont icon-bofangqi-suoping',
      'iconfont iconicon_affiliations_li',
      'iconfont iconfont iconicon_airplay',
      'Settings',
    ])
      expect(resolveMenuIcon(source), source).not.toBe(FALLBACK_MENU_ICON);
    expect(resolveMenuIcon('Settings')).toBe(resolveMenuIcon('iconfont iconicon_setting'));
    for (const source of ['', 'iconfont icon-unknown', 'el-icon-menu', 'constructor', 'toString'])
      expect(resolveMenuIcon(source), source).toBe(FALLBACK_MENU_ICON);
  });

  it("reopens a saved tab of an old path at BladeX's path", () => {
    const tab = (value: string) => ({ value, label: '角色管理', params: {}, query: {}, group: [], meta: {} });
    const state = restoreTabs({ tabs: [tab('/wel/index'), tab('/system/role?x=1')], activeTab: '/system/role?x=1' });
    expect(state.tabs.map((item) => item.value)).toEqual(['/wel/index', '/authority/role?x=1']);
    expect(state.active).toBe('/authority/role?x=1');
  });
});
