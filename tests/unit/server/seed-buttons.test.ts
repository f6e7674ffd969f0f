import { describe, expect, it } from 'vitest';
import { seedMenus, type SeedMenu } from '../../../src/server/db/seed-data';
import { allResources, buttonCodes, type ResourceDef } from '../../../src/shared/resources/index';

// Every button a screen can ask for must be seeded under its resource's menu, or the button never shows (the renderer
// shows a button only when `menu/buttons` grants its code) and the server refuses the call (it checks the same code).

const walk = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...walk(menu.children ?? [])]);
const menusByCode = new Map(walk(seedMenus).map((menu) => [menu.code, menu]));

/** Each code a definition's screen may ask `menu/buttons` for: its CRUD buttons, export, import and its actions. */
const askedCodes = (def: ResourceDef): string[] => [
  ...Object.values(buttonCodes(def)).filter((code): code is string => code !== undefined),
  ...(def.actions ?? []).map((action) => action.permission),
];

describe('seeded buttons', () => {
  for (const def of allResources()) {
    it(`${def.name}: every button code it asks for is seeded under the menu ${def.permission}`, () => {
      const menu = menusByCode.get(def.permission);
      expect(menu, `no seeded menu with code ${def.permission}`).toBeDefined();
      const seeded = new Set((menu?.buttons ?? []).map((button) => button.code));
      const missing = askedCodes(def).filter((code) => !seeded.has(code));
      expect(missing).toEqual([]);
    });
  }

  it('finds what a definition asks for (post: add, edit, delete, view, export)', () => {
    const post = allResources().find((def) => def.name === 'post');
    expect(post && askedCodes(post).sort()).toEqual([
      'post_add',
      'post_delete',
      'post_edit',
      'post_export',
      'post_view',
    ]);
  });
});
