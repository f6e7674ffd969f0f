// The seed stores menus as BladeX does (issue 17 item 4): icon-font classes, BladeX's paths and button codes.
import { describe, expect, it } from 'vitest';
import { bladexIconClass, fluentNameOfIcon, fluentNamesOfGlyphs } from '../../../src/shared/bladex/menu-icons';
import { BLADEX_MENU_PATHS } from '../../../src/shared/menu-paths';
import { seedMenus, seedTopMenus, type SeedMenu } from '../../../src/server/db/seed-data';

const all = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...all(menu.children ?? [])]);

describe('seeded menus', () => {
  it('store an icon-font class for every menu and top menu, a glyph of their own for sections', () => {
    for (const menu of [...all(seedMenus), ...seedTopMenus])
      expect(bladexIconClass(menu.source), menu.code).toMatch(/^iconfont \S+$/);
    const known = new Set(fluentNamesOfGlyphs());
    for (const head of [...seedMenus, ...seedTopMenus]) {
      const drawn = fluentNameOfIcon(bladexIconClass(head.source));
      expect(known.has(drawn), `${head.code}: ${drawn}`).toBe(true);
    }
  });

  it("keep BladeX's paths and the button codes Saber's screens test", () => {
    const menus = all(seedMenus);
    const paths = new Set(menus.map((menu) => menu.path));
    for (const { path, was } of Object.values(BLADEX_MENU_PATHS)) {
      expect(paths.has(path), path).toBe(true);
      expect(paths.has(was), was).toBe(false);
    }
    const codes = new Set(menus.flatMap((menu) => (menu.buttons ?? []).map((button) => button.code)));
    for (const code of [
      'data_scope_setting',
      'api_scope_setting',
      'topmenu_setting',
      'region_add',
      'region_edit',
      'region_delete',
      'region_view',
      'region_debug',
      'role_add',
      'role_edit',
      'role_delete',
      'role_view',
      'user_reset',
      'log_api_view',
    ])
      expect(codes.has(code), code).toBe(true);
    const sections = new Map(seedMenus.map((menu) => [menu.code, menu.children?.map((child) => child.code)]));
    expect(sections.get('authority')).toEqual(['role', 'data_scope', 'api_scope']);
    expect(sections.get('base')).toEqual(['region']);
  });
});
