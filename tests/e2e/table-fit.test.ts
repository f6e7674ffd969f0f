import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { screenshotsDir } from './support/screenshots';
import { setUpSuite } from './support/suite';

// Issue 19 item 1, measured on real boxes at 1440×900: the wide screens' default columns fit their area, no data
// column lies under the sticky action column, every header reads whole, and a cut cell carries its full value.

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: 'fixture' } });

interface Boxes {
  wrapWidth: number;
  tableWidth: number;
  columns: { name: string; left: number; right: number; headerCut: boolean }[];
  actions: { left: number; right: number } | null;
  cutCellsWithoutTitle: number;
}

/** The table's boxes as the browser laid them out (the node project has no DOM types: values are only read). */
const measure = (page: Page, resource: string): Promise<Boxes> =>
  page.locator(`section[data-resource="${resource}"] table`).evaluate((table) => {
    type Box = { left: number; right: number };
    type El = {
      getBoundingClientRect(): Box;
      scrollWidth: number;
      clientWidth: number;
      getAttribute(name: string): string | null;
      title: string;
      textContent: string | null;
      parentElement: El;
      querySelectorAll(selector: string): Iterable<El>;
    };
    const root = table as unknown as El;
    const wrap = root.parentElement;
    const heads = [...root.querySelectorAll('thead th[data-column]')];
    const actions = heads.find((th) => th.getAttribute('data-column') === 'actions');
    const cells = [...root.querySelectorAll('tbody td')];
    return {
      wrapWidth: wrap.clientWidth,
      tableWidth: root.scrollWidth,
      columns: heads
        .filter((th) => th !== actions)
        .map((th) => {
          const box = th.getBoundingClientRect();
          return {
            name: th.getAttribute('data-column') ?? '',
            left: box.left,
            right: box.right,
            headerCut: th.scrollWidth > th.clientWidth,
          };
        }),
      actions: actions
        ? { left: actions.getBoundingClientRect().left, right: actions.getBoundingClientRect().right }
        : null,
      cutCellsWithoutTitle: cells.filter((td) => td.scrollWidth > td.clientWidth && td.title !== td.textContent).length,
    };
  });

/** `fits`: the default columns fit the area; otherwise the table scrolls sideways with its kept column pinned. */
const screens = [
  { path: '/system/user', resource: 'user', shot: 'table-fit-user.png', fits: false },
  { path: '/system/post', resource: 'post', shot: 'table-fit-post.png', fits: true },
  {
    path: '/order/product-order',
    resource: 'productOrder',
    shot: 'table-fit-product-order.png',
    fits: false,
    kept: 'orderNo',
  },
];

const scrollToEnd = (page: Page, resource: string) =>
  page.locator(`section[data-resource="${resource}"] table`).evaluate((table) => {
    const wrap = (table as unknown as { parentElement: { scrollLeft: number; scrollWidth: number } }).parentElement;
    wrap.scrollLeft = wrap.scrollWidth;
  });

describe('list tables at 1440×900', () => {
  it('fit their area: no data column under the action column, headers whole, cut cells titled', async () => {
    await withPage(suite.browser, 'table-fit', async (page) => {
      expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
      await suite.signIn(page, { fresh: true });
      for (const screen of screens) {
        await page.goto(`${suite.host.url}${screen.path}`);
        const section = page.locator(`section[data-resource="${screen.resource}"]`);
        await section.locator('tbody tr[data-index]').first().waitFor();
        await page.screenshot({ path: join(screenshotsDir(), screen.shot) });
        const boxes = await measure(page, screen.resource);
        expect(boxes.columns.length, screen.path).toBeGreaterThan(3);
        console.info(`${screen.path}: table ${boxes.tableWidth} px in a ${boxes.wrapWidth} px area`);
        if (screen.fits)
          expect(boxes.tableWidth, `${screen.path} fits its ${boxes.wrapWidth} px area`).toBeLessThanOrEqual(
            boxes.wrapWidth + 1,
          );
        const actions = boxes.actions;
        if (actions) {
          const covered = boxes.columns
            .filter((column) => column.right > actions.left + 1)
            .map((column) => column.name);
          expect(covered, `${screen.path}: columns under the action column`).toEqual([]);
        }
        expect(
          boxes.columns.filter((column) => column.headerCut).map((column) => column.name),
          screen.path,
        ).toEqual([]);
        expect(boxes.cutCellsWithoutTitle, screen.path).toBe(0);
        if (screen.kept) {
          // Scrolled to its end, the wide table shows its action column whole and still its kept column.
          expect(boxes.tableWidth).toBeGreaterThan(boxes.wrapWidth);
          const before = boxes.columns.find((column) => column.name === screen.kept);
          await scrollToEnd(page, screen.resource);
          const after = await measure(page, screen.resource);
          const kept = after.columns.find((column) => column.name === screen.kept);
          expect(kept?.left).toBe(before?.left);
          await page.screenshot({ path: join(screenshotsDir(), screen.shot.replace('.png', '-scrolled.png')) });
        }
      }
    });
  });
});
