import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { countText, moneyText, padDigits } from '../../src/shared/board-format';
import { repoRoot } from '../helpers/web-host';
import { withPage } from './support/browser';
import { hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

const screenshots = join(repoRoot, 'docs', 'screenshots');
const suite = setUpSuite({ env: { BLADE_BOARD_SEED: '3000' }, startTimeoutMs: 180_000 });

beforeAll(() => {
  mkdirSync(screenshots, { recursive: true });
});

interface Item {
  category: string;
  productNum: number;
  avgPrice: number;
  ratio: string;
}
interface Overview {
  fusionTravel: Item[];
  fusionTravelService: Item[];
  fusionProductService: Item[];
  fusionLife: Item[];
}

const OVERVIEW = '/api/blade-merchant-product/fusion/productOverview';

/** What the tiles, the goods list and the detail table show, read from the screen. */
const readOverview = async (page: Page) => {
  const tiles = await page.getByTestId('overview-tile').evaluateAll((nodes) =>
    nodes.map((n) => ({
      category: n.getAttribute('data-category'),
      count: n.querySelector('[data-field="count"]')?.textContent,
      avg: n.querySelector('[data-field="avg"]')?.textContent,
    })),
  );
  const goods = await page
    .getByTestId('overview-goods-list')
    .locator('[data-category]')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({
        category: n.getAttribute('data-category'),
        count: n.querySelector('[data-field="count"]')?.textContent,
        avg: n.querySelector('[data-field="avg"]')?.textContent,
        ratio: n.querySelector('[data-field="ratio"]')?.textContent,
      })),
    );
  const detail = await page
    .getByTestId('overview-detail')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => ({
        cells: [...r.querySelectorAll('td')].map((c) => c.textContent),
        top: r.getAttribute('data-top'),
      })),
    );
  return { tiles, goods, detail };
};

const expectOverview = (shown: Awaited<ReturnType<typeof readOverview>>, data: Overview) => {
  const tile = (i: Item) => ({ category: i.category, count: countText(i.productNum), avg: moneyText(i.avgPrice) });
  expect(shown.tiles).toEqual([...data.fusionTravel, ...data.fusionLife].map(tile));
  expect(shown.goods).toEqual(data.fusionProductService.map((i) => ({ ...tile(i), ratio: `${i.ratio}%` })));
  const sorted = [...data.fusionTravelService].sort(
    (a, b) => b.productNum - a.productNum || a.category.localeCompare(b.category),
  );
  expect(shown.detail.map((r) => r.cells)).toEqual(
    sorted.map((i, n) => [String(n + 1), i.category, countText(i.productNum), moneyText(i.avgPrice)]),
  );
  expect(shown.detail.map((r) => r.top)).toEqual(sorted.map((_, n) => (n < 3 ? 'true' : null)));
};

describe('board views 1 and 2, and the finance page', () => {
  it('view 1 shows the product overview the server computes, per region, and the default goods list when empty', async () => {
    await withPage(suite.browser, 'board-view-1', async (page) => {
      await suite.signInBoard(page);
      const whole = await hostGet<Overview>(page, OVERVIEW, { cityCode: '' });
      expect(whole.fusionTravel.some((i) => i.productNum > 0)).toBe(true);
      expectOverview(await readOverview(page), whole);
      await page.screenshot({ path: join(screenshots, 'board-view-1.png') });

      await page.getByTestId('board-area').click();
      await page.getByTestId('board-area-options').locator('[data-code="532901"]').click();
      const dali = await hostGet<Overview>(page, OVERVIEW, { cityCode: '532901' });
      expect(dali.fusionTravel).not.toEqual(whole.fusionTravel);
      await expect
        .poll(async () => (await readOverview(page)).tiles[0].count)
        .toBe(countText(dali.fusionTravel[0].productNum));
      expectOverview(await readOverview(page), dali);

      // A range with no products: every tile 0 and the eight default goods categories.
      await page.getByTestId('board-from-day').fill('2001-01-01');
      await page.getByTestId('board-to-day').fill('2001-01-02');
      await page.getByTestId('board-query').click();
      await expect
        .poll(async () => (await readOverview(page)).tiles.every((t) => t.count === '0' && t.avg === '0.00'))
        .toBe(true);
      const empty = await readOverview(page);
      expect(empty.goods.map((g) => g.category)).toEqual([
        '家居百货',
        '米面粮油',
        '高原特产',
        '休闲零食',
        '家电数码',
        '酒水饮料',
        '个护美妆',
        '民族工艺',
      ]);
      expect(empty.goods.every((g) => g.count === '0' && g.avg === '0.00')).toBe(true);
      expect(empty.detail).toHaveLength(1);
    });
  });

  it('view 1 falls back to the default goods list when the server sends none', async () => {
    await withPage(suite.browser, 'board-view-1-no-goods', async (page) => {
      await page.routeWebSocket(/\/__host/, (ws) => {
        const upstream = ws.connectToServer();
        upstream.onMessage((message) =>
          ws.send(
            typeof message === 'string'
              ? message.replace(/"fusionProductService":\[[^\]]*\]/g, '"fusionProductService":[]')
              : message,
          ),
        );
        ws.onMessage((message) => upstream.send(message));
      });
      await suite.signInBoard(page);
      const { goods } = await readOverview(page);
      expect(goods.map((g) => g.category)).toEqual([
        '家居百货',
        '米面粮油',
        '高原特产',
        '休闲零食',
        '家电数码',
        '酒水饮料',
        '个护美妆',
        '民族工艺',
      ]);
      expect(goods.every((g) => g.count === '0')).toBe(true);
    });
  });

  it('view 2 shows the padded counters and the paged order list the server computes for the same filters', async () => {
    await withPage(suite.browser, 'board-view-2', async (page) => {
      await suite.signInBoard(page);
      await page.locator('[data-view="2"]').click();
      await page.getByTestId('view-dynamics').waitFor();
      type Stats = { orderCnt: number; orderMoney: number };
      type Page1 = { records: { orderNo: string; productName: string }[]; total: number };
      const stats = await hostGet<Stats>(page, '/api/blade-order/view/statistics', { cityCode: '' });
      const list = await hostGet<Page1>(page, '/api/blade-order/view/list', { cityCode: '', current: 1, size: 10 });
      const money = page.getByTestId('dynamics-money');
      await expect.poll(() => money.getAttribute('data-value')).toBe(padDigits(stats.orderMoney, 8));
      expect(await page.getByTestId('dynamics-count').getAttribute('data-value')).toBe(padDigits(stats.orderCnt, 6));
      expect((await page.getByTestId('dynamics-count').getAttribute('data-value'))?.length).toBe(6);
      const rows = page.getByTestId('dynamics-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(10);
      expect(await rows.evaluateAll((r) => r.map((x) => x.getAttribute('data-order-no')))).toEqual(
        list.records.map((r) => r.orderNo),
      );
      expect(await page.getByTestId('dynamics-total').textContent()).toBe(`共 ${list.total} 条`);
      // The pay status is in the rows but not shown.
      expect(await page.getByTestId('dynamics-table').locator('th').allTextContents()).not.toContain('支付状态');
      await page.screenshot({ path: join(screenshots, 'board-view-2.png') });

      // Filters: product type 1 and payment method 2; the counters and the list follow the server's answer.
      await page.locator('select[name="productType"]').selectOption('1');
      await page.locator('select[name="payType"]').selectOption('2');
      await page.getByTestId('dynamics-search').click();
      const filtered = await hostGet<Stats>(page, '/api/blade-order/view/statistics', {
        cityCode: '',
        productType: 1,
        payType: 2,
      });
      expect(filtered.orderCnt).toBeLessThan(stats.orderCnt);
      await expect
        .poll(() => page.getByTestId('dynamics-count').getAttribute('data-value'))
        .toBe(padDigits(filtered.orderCnt, 6));
      expect(await money.getAttribute('data-value')).toBe(padDigits(filtered.orderMoney, 8));

      // Page 2 of the filtered list.
      const page2 = await hostGet<Page1>(page, '/api/blade-order/view/list', {
        cityCode: '',
        productType: 1,
        payType: 2,
        current: 2,
        size: 10,
      });
      await page.getByTestId('dynamics-pager').getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(() => rows.first().getAttribute('data-order-no')).toBe(page2.records[0].orderNo);

      // Search by merchant name.
      const shop = page2.records[0] as unknown as { shopName: string };
      await page.locator('select[name="searchType"]').selectOption('3');
      await page.locator('input[name="keyword"]').fill(shop.shopName);
      await page.getByTestId('dynamics-search').click();
      const byShop = await hostGet<Stats>(page, '/api/blade-order/view/statistics', {
        cityCode: '',
        productType: 1,
        payType: 2,
        shopName: shop.shopName,
      });
      await expect
        .poll(() => page.getByTestId('dynamics-count').getAttribute('data-value'))
        .toBe(padDigits(byShop.orderCnt, 6));
      await page.getByTestId('dynamics-clear').click();
      await expect
        .poll(() => page.getByTestId('dynamics-count').getAttribute('data-value'))
        .toBe(padDigits(stats.orderCnt, 6));
    });
  });

  it('the finance page shows the trading data of the chosen period', async () => {
    await withPage(suite.browser, 'board-finance', async (page) => {
      await suite.signInBoard(page);
      await page.getByTestId('board-page-switch').click();
      await page.getByTestId('finance-page').waitFor();
      type Common = {
        orderCnt: number;
        orderMoney: number;
        avgPrice: number;
        tiyanPercent: string;
        onlinePayPercent: string;
      };
      const all = await hostGet<Common>(page, '/api/blade-order/view/common', { cityCode: '', dataType: 1 });
      await expect
        .poll(() => page.getByTestId('finance-count').getAttribute('data-value'))
        .toBe(padDigits(all.orderCnt, 6));
      expect(await page.getByTestId('finance-money').getAttribute('data-value')).toBe(padDigits(all.orderMoney, 6));
      expect(await page.getByTestId('finance-avg').textContent()).toBe(moneyText(all.avgPrice));
      expect(
        await page.getByTestId('finance-composition').locator('[data-field="percent"]').first().textContent(),
      ).toBe(`${all.tiyanPercent}%`);
      expect(await page.getByTestId('finance-pay').locator('[data-field="percent"]').first().textContent()).toBe(
        `${all.onlinePayPercent}%`,
      );
      await page.getByTestId('finance-trend-panel').locator('canvas').waitFor();
      await page.getByTestId('finance-channel').locator('canvas').waitFor();
      await page.screenshot({ path: join(screenshots, 'board-finance.png') });

      await page.locator('[data-period="4"]').click();
      const year = await hostGet<Common>(page, '/api/blade-order/view/common', { cityCode: '', dataType: 4 });
      await expect
        .poll(() => page.getByTestId('finance-count').getAttribute('data-value'))
        .toBe(padDigits(year.orderCnt, 6));
      // The area reloads the page.
      await page.getByTestId('board-area').click();
      await page.getByTestId('board-area-options').locator('[data-code="532901"]').click();
      const yearDali = await hostGet<Common>(page, '/api/blade-order/view/common', { cityCode: '532901', dataType: 4 });
      await expect
        .poll(() => page.getByTestId('finance-count').getAttribute('data-value'))
        .toBe(padDigits(yearDali.orderCnt, 6));
    });
  });
});
