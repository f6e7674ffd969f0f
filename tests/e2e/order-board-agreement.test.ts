import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { padDigits } from '../../src/shared/board-format';
import { formatCount } from '../../src/shared/number-format';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { screenshotsDir } from './support/screenshots';
import { hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

// Issue 5's acceptance, as the operators do it: in the back office the order list is filtered by a county, a
// pay-date range and the deals (paid or written off); its statistics and total are read off the screen. Then the
// board account picks the same county and range on the big-data board, whose transaction-dynamics counters and
// list total show the same figures.

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: '3000' }, startTimeoutMs: 180_000 });

const COUNTY = '532901';
const COUNTY_NAME = '大理市';

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
const TODAY = new Date();
const TO = dayOf(TODAY);
const FROM = dayOf(new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() - 60));

interface Statistics {
  orderCnt: number;
  orderMoney: number;
  payMoney: number;
  welfareMoney: number;
  productCnt: number;
}
const FIGURES = ['orderCnt', 'orderMoney', 'payMoney', 'welfareMoney', 'productCnt'] as const;

const orders = (page: Page) => page.locator('section[data-resource="productOrder"]');
const statisticsBar = (page: Page) => page.getByTestId('order-statistics');

/** The figures the order list shows once its statistics have settled, and its total. */
const readList = async (page: Page) => {
  await statisticsBar(page).locator('[data-field="orderCnt"]').waitFor();
  await expect.poll(() => statisticsBar(page).getAttribute('data-state')).toBe('ready');
  const figures = {} as Statistics;
  for (const name of FIGURES) {
    figures[name] = Number(await statisticsBar(page).locator(`[data-field="${name}"]`).getAttribute('data-value'));
  }
  const total = await orders(page).getByTestId('crud-total').textContent();
  return { figures, total };
};

describe('the order list and the big-data board', () => {
  it('show the same orders and money for a county, a pay-date range and the deals', async () => {
    await withPage(suite.browser, 'order-board-agreement', async (page) => {
      await suite.signIn(page, { fresh: true });
      await page.goto(`${suite.host.url}/order/product-order`);
      const whole = await readList(page);
      expect(whole.figures.orderCnt).toBeGreaterThan(0);
      // The list's own call may settle after the statistics' on a loaded machine: wait for it, not for a race.
      await expect
        .poll(() => orders(page).getByTestId('crud-total').textContent())
        .toBe(`共 ${formatCount(whole.figures.orderCnt, 'zh')} 条`);

      // The search: county from the region tree, the pay-date range, the deals.
      await orders(page).getByRole('button', { name: '展开' }).click();
      await page.locator('#crud-search-productOrder-areaCode').click();
      await page.locator('.fui-PopoverSurface [role="treeitem"]').filter({ hasText: COUNTY_NAME }).first().click();
      await expect.poll(() => page.locator('#crud-search-productOrder-areaCode').textContent()).toContain(COUNTY_NAME);
      await page.locator('#crud-search-productOrder-payDate').fill(FROM);
      await page.locator('#crud-search-productOrder-payDate-to').fill(TO);
      await page.locator('#crud-search-productOrder-counted').click();
      await page.getByRole('option', { name: '成交订单(已支付、已核销)' }).click();
      await orders(page).getByRole('button', { name: '搜索', exact: true }).click();

      await expect.poll(async () => (await readList(page)).figures.orderCnt).not.toBe(whole.figures.orderCnt);
      const filtered = await readList(page);
      expect(filtered.figures.orderCnt).toBeGreaterThan(0);
      expect(filtered.total).toBe(`共 ${formatCount(filtered.figures.orderCnt, 'zh')} 条`);
      await expect.poll(() => orders(page).locator('tbody tr').count()).toBe(Math.min(10, filtered.figures.orderCnt));
      await page.screenshot({ path: join(screenshotsDir(), 'order-product-statistics.png') });

      // The board's own calls for the same county and range: the same five figures, to the cent.
      const range = { cityCode: COUNTY, fromDate: `${FROM} 00:00:00`, toDate: `${TO} 23:59:59` };
      const board = await hostGet<Statistics>(page, '/api/blade-order/view/statistics', range);
      expect(filtered.figures).toEqual(board);
      const boardList = await hostGet<{ total: number }>(page, '/api/blade-order/view/list', {
        ...range,
        current: 1,
        size: 10,
      });
      expect(boardList.total).toBe(filtered.figures.orderCnt);

      // The board account on the board itself: view 2 for the same county and range.
      await hostInvoke(suite.host, 'auth.logout');
      await suite.signInBoard(page);
      await page.locator('[data-view="2"]').click();
      await page.getByTestId('view-dynamics').waitFor();
      await page.getByTestId('board-area').click();
      await page.getByTestId('board-area-options').locator(`[data-code="${COUNTY}"]`).click();
      await page.getByTestId('board-from-day').fill(FROM);
      await page.getByTestId('board-to-day').fill(TO);
      await page.getByTestId('board-query').click();
      await expect
        .poll(() => page.getByTestId('dynamics-count').getAttribute('data-value'))
        .toBe(padDigits(filtered.figures.orderCnt, 6));
      expect(await page.getByTestId('dynamics-money').getAttribute('data-value')).toBe(
        padDigits(filtered.figures.orderMoney, 8),
      );
      await expect
        .poll(() => page.getByTestId('dynamics-total').textContent())
        .toBe(`共 ${formatCount(filtered.figures.orderCnt, 'zh')} 条`);
    });
  });

  it('the merchant list, category tree, products and members list the rows their calls answer', async () => {
    await withPage(suite.browser, 'trade-screens', async (page) => {
      await suite.signIn(page, { fresh: true });
      for (const [path, resource, url] of [
        ['/merchant/list', 'merchantInfo', '/api/blade-merchant-product/merchantInfo/list'],
        ['/merchant/product', 'product', '/api/blade-merchant-product/product/page'],
        ['/member/list', 'member', '/api/blade-member/member/page'],
      ] as const) {
        await page.goto(`${suite.host.url}${path}`);
        const section = page.locator(`section[data-resource="${resource}"]`);
        const answer = await hostGet<{ total: number }>(page, url, { current: 1, size: 10 });
        expect(answer.total, path).toBeGreaterThan(0);
        await expect
          .poll(() => section.getByTestId('crud-total').textContent())
          .toBe(`共 ${formatCount(answer.total, 'zh')} 条`);
        await expect.poll(() => section.locator('tbody tr').count()).toBe(10);
      }
      await page.goto(`${suite.host.url}/merchant/category`);
      const industries = await hostGet<unknown[]>(page, '/api/blade-merchant-product/merchantCategory/list', {});
      const tree = page.locator('section[data-resource="merchantCategory"]');
      await expect.poll(() => tree.locator('tbody tr').count()).toBe(industries.length);
      // The merchant list is a read-only view of merchant info: no add there; the category tree is edited here.
      await tree.getByTestId('crud-add').waitFor();
      await page.goto(`${suite.host.url}/merchant/list`);
      await page.locator('section[data-resource="merchantInfo"] tbody tr').first().waitFor();
      expect(await page.locator('section[data-resource="merchantInfo"]').getByTestId('crud-add').count()).toBe(0);
    });
  });
});
