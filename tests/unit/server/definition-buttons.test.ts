import { describe, expect, it } from 'vitest';
import { seedMenus, type SeedMenu } from '../../../src/server/db/seed-data';
import {
  buttonCodes,
  memberResource,
  merchantCategoryResource,
  merchantInfoResource,
  productOrderResource,
  productResource,
} from '../../../src/shared/resources';

// The order, merchant and member definitions (issue 5; the system area has its own checks): each screen is a seeded menu whose code is the definition's permission, holding every button the
// definition asks for (add/edit/delete/view/export/import as it allows them, and each action's own code): a
// button the seed lacks is one no role can ever be granted, so the screen would never show it.

const walk = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...walk(menu.children ?? [])]);
const menus = walk(seedMenus);

const definitions = [
  productOrderResource,
  merchantInfoResource,
  merchantCategoryResource,
  productResource,
  memberResource,
];

describe.each(definitions.map((def) => [def.name, def] as const))('definition %s', (_name, def) => {
  it('has its menu and every button it asks for in the seed', () => {
    const menu = menus.find((candidate) => candidate.code === def.permission);
    expect(menu, def.permission).toBeDefined();
    const seeded = new Set((menu?.buttons ?? []).map((button) => button.code));
    const asked = [...Object.values(buttonCodes(def)), ...(def.actions ?? []).map((action) => action.permission)];
    expect(asked.filter((code) => !seeded.has(code))).toEqual([]);
  });
});

describe('the order, merchant and member screens', () => {
  const codesOf = (code: string) => (menus.find((menu) => menu.code === code)?.buttons ?? []).map((b) => b.code);

  it('offer no add on product orders, and edit, delete, view and export', () => {
    expect(codesOf('order_product')).not.toContain('order_product_add');
    expect(codesOf('order_product')).toEqual(
      expect.arrayContaining([
        'order_product_edit',
        'order_product_delete',
        'order_product_view',
        'order_product_export',
      ]),
    );
  });
});
