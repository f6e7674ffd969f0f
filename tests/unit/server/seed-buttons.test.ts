import { describe, expect, it } from 'vitest';
import { seedMenus, type SeedMenu } from '../../../src/server/db/seed-data';
import { allResources, buttonCodes, type ResourceDef } from '../../../src/shared/resources/index';

// Every definition's screen is a seeded menu (its path and its code, the definition's button prefix). The buttons
// a screen can ask for come from the seed or, for definitions and actions added later, from the start-up sync
// (src/server/db/sync-buttons.ts; tests/server/sync-buttons.test.ts proves every one exists after it). A seeded
// button must sit under the menu of the screen that asks for it.

const walk = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...walk(menu.children ?? [])]);
const menusByCode = new Map(walk(seedMenus).map((menu) => [menu.code, menu]));

/** Each code a definition's screen may ask `menu/buttons` for: its CRUD buttons, export, import and its actions. */
const askedCodes = (def: ResourceDef): string[] => [
  ...Object.values(buttonCodes(def)).filter((code): code is string => code !== undefined),
  ...(def.actions ?? []).map((action) => action.permission),
];

describe('seeded buttons', () => {
  for (const def of allResources()) {
    it(`${def.name}: its screens are seeded menus, and the buttons seeded for it sit under them`, () => {
      const screens = [
        ...(def.menu ? [{ path: def.menu, code: def.permission }] : []),
        ...(def.views ?? []).map((view) => ({ path: view.menu, code: view.permission })),
      ];
      for (const screen of screens) {
        const menu = menusByCode.get(screen.code);
        expect(menu, `no seeded menu with code ${screen.code}`).toBeDefined();
        expect(menu?.path).toBe(screen.path);
      }
      const everywhere = new Map(
        walk(seedMenus).flatMap((menu) => (menu.buttons ?? []).map((b) => [b.code, menu.code])),
      );
      for (const code of askedCodes(def)) {
        const under = everywhere.get(code);
        // A definition without a screen of its own (virtual users) is shown by another's, under its buttons.
        if (under !== undefined && screens.length > 0)
          expect(
            screens.map((screen) => screen.code),
            code,
          ).toContain(under);
      }
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
