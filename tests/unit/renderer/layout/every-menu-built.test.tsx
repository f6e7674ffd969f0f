import { describe, expect, it } from 'vitest';
import { seedMenus, type SeedMenu } from '../../../../src/server/db/seed-data';
import { resolveScreen } from '../../../../src/renderer/screens/resolve-screen';

/** Pages the shell serves itself, not through the screens' resolver. */
const SHELL_PAGES: Readonly<Record<string, string>> = {
  '/wel/index': 'the home page, a route of the shell',
  '/board/screen': 'a big-data board entry, served by shell/screens/screen-registry.ts',
  '/board/finance': 'a big-data board entry, served by shell/screens/screen-registry.ts',
};

const leaves = (menus: readonly SeedMenu[]): SeedMenu[] =>
  menus.flatMap((menu) => (menu.children?.length ? leaves(menu.children) : [menu]));

// A seeded menu that opens the 尚未提供 placeholder is a screen not built: every leaf with an app path has one.
describe('every seeded menu', () => {
  const inApp = leaves(seedMenus).filter((menu) => menu.path.startsWith('/'));

  it('has leaves with app paths to check, the shell pages among them', () => {
    expect(inApp.length).toBeGreaterThan(50);
    for (const path of Object.keys(SHELL_PAGES)) expect(inApp.map((menu) => menu.path)).toContain(path);
  });

  it('opens a screen, except the pages the shell serves itself', () => {
    const missing = inApp
      .filter((menu) => !(menu.path in SHELL_PAGES) && resolveScreen(menu.path) === null)
      .map((menu) => `${menu.path} ${menu.name}`);
    expect(missing).toEqual([]);
  });
});
