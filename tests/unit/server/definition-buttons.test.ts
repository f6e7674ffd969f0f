import { describe, expect, it } from 'vitest';
import { seedMenus, type SeedMenu } from '../../../src/server/db/seed-data';

// The order screens' seeded buttons (every definition's screens and buttons: seed-buttons.test.ts and the
// server's sync-buttons test).

const walk = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...walk(menu.children ?? [])]);
const menus = walk(seedMenus);

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
