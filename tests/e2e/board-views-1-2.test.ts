import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { screenshotsDir } from './support/screenshots';
import { setUpSuite } from './support/suite';

// The host's database holds the board fixture (src/server/db/seed-board/fixture.ts) and nothing else of the board:
// every figure below is worked out by hand from it and written out as a literal.
//
// Catalogue: products on sale P1 三塔门票 (景区门票, 100 yuan, 大理市 大理镇), P2 苍洱一日游 (文旅套餐, 300, 大理市 喜洲镇),
// P3 下关沱茶 (高原特产, 50, 大理市 大理镇), P4 电影票 (电影票, 40, 弥渡县); P5 is off sale. Created 2025-01-10, 03-01
// 00:00:00, 03-31 23:59:59 and 04-01 00:00:00.
// Counted orders (paid or written off), newest first: o15 P1 100 (today 00:00:01), o11 P3×2 100 (04-01), o6 P4 40
// (03-31 23:59:59, QR), o12 P2×2 600 (03-31 12:00, distributor 古城游客中心), o5 P4×2 80 (03-20, QR), o4 P3×3 150
// (03-15, QR), o3 P2 300 (03-10, platform 携程), o14 P4×3 120 (03-08, 携程), o13 P3 50 (03-05 15:00), o2 P1×2 200
// (03-05 10:00, 古城游客中心), o1 P1 100 (03-01), o10 P1 100 (02-28): 12 orders, 1940 yuan. o7 unpaid, o8 refunded
// and o9 cancelled never count.

const screenshots = screenshotsDir();
const suite = setUpSuite({ env: { BLADE_BOARD_SEED: 'fixture' } });

/** What the tiles, the goods list and the detail table show, read from the screen. */
const readOverview = async (page: Page) => {
  const tiles = await page
    .getByTestId('overview-tile')
    .evaluateAll((nodes) =>
      nodes.map((n) => [
        n.getAttribute('data-category'),
        n.querySelector('[data-field="count"]')?.textContent,
        n.querySelector('[data-field="avg"]')?.textContent,
      ]),
    );
  const goods = await page
    .getByTestId('overview-goods-list')
    .locator('[data-category]')
    .evaluateAll((nodes) =>
      nodes.map((n) => [
        n.getAttribute('data-category'),
        n.querySelector('[data-field="count"]')?.textContent,
        n.querySelector('[data-field="avg"]')?.textContent,
        n.querySelector('[data-field="ratio"]')?.textContent,
      ]),
    );
  const detail = await page
    .getByTestId('overview-detail')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)));
  return { tiles, goods, detail };
};

const LIFE_ZERO = ['家政服务', '洗车', '烧烤餐饮', '野钓', '蛋糕面包', '口腔护理', '自助餐'].map((c) => [
  c,
  '0',
  '0.00',
]);
const DEFAULT_GOODS_ZERO = [
  '家居百货',
  '米面粮油',
  '高原特产',
  '休闲零食',
  '家电数码',
  '酒水饮料',
  '个护美妆',
  '民族工艺',
].map((c) => [c, '0', '0.00', '0.00%']);

const chooseArea = async (page: Page, code: string) => {
  await page.getByTestId('board-area').click();
  await page.getByTestId('board-area-options').locator(`[data-code="${code}"]`).click();
};

const setBoardRange = async (page: Page, fromDay: string, toDay: string) => {
  await page.getByTestId('board-from-day').fill(fromDay);
  await page.getByTestId('board-to-day').fill(toDay);
  await page.getByTestId('board-query').click();
};

const counters = async (page: Page) => [
  await page.getByTestId('dynamics-money').getAttribute('data-value'),
  await page.getByTestId('dynamics-count').getAttribute('data-value'),
];

const orderNos = (page: Page) =>
  page
    .getByTestId('dynamics-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-no')));

describe('board views 1 and 2, and the finance page, with the fixture’s figures', () => {
  it('view 1 shows the catalogue on sale, per region and per listing range', async () => {
    await withPage(suite.browser, 'board-view-1', async (page) => {
      await suite.signInBoard(page);
      // The whole tenant, no range: P1–P4 (P5 is off sale).
      await expect.poll(async () => (await readOverview(page)).tiles[0]).toEqual(['文旅套餐', '1', '300.00']);
      expect(await readOverview(page)).toEqual({
        tiles: [
          ['文旅套餐', '1', '300.00'],
          ['旅游线路', '0', '0.00'],
          ['旅居产品', '0', '0.00'],
          ['文旅活动', '0', '0.00'],
          ['电影票', '1', '40.00'],
          ...LIFE_ZERO,
        ],
        goods: [['高原特产', '1', '50.00', '100.00%']],
        // Business detail: both experience business types have one product; the same count ranks by name (pinyin).
        detail: [
          ['1', '景区门票', '1', '100.00'],
          ['2', '文旅套餐', '1', '300.00'],
        ],
      });
      expect(
        await page
          .getByTestId('overview-detail')
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-top'))),
      ).toEqual(['true', 'true']);
      await page.screenshot({ path: join(screenshots, 'board-view-1.png') });

      // 弥渡县: only P4. The server sends the eight default goods categories when the region has none.
      await chooseArea(page, '532925');
      await expect.poll(async () => (await readOverview(page)).tiles[0]).toEqual(['文旅套餐', '0', '0.00']);
      expect(await readOverview(page)).toEqual({
        tiles: [
          ['文旅套餐', '0', '0.00'],
          ['旅游线路', '0', '0.00'],
          ['旅居产品', '0', '0.00'],
          ['文旅活动', '0', '0.00'],
          ['电影票', '1', '40.00'],
          ...LIFE_ZERO,
        ],
        goods: DEFAULT_GOODS_ZERO,
        detail: [['暂无数据']],
      });

      // 大理市, listed in March 2025: P2 (03-01 00:00:00) and P3 (03-31 23:59:59), both on the range's bounds.
      await chooseArea(page, '532901');
      await setBoardRange(page, '2025-03-01', '2025-03-31');
      await expect.poll(async () => (await readOverview(page)).detail).toEqual([['1', '文旅套餐', '1', '300.00']]);
      expect(await readOverview(page)).toEqual({
        tiles: [
          ['文旅套餐', '1', '300.00'],
          ['旅游线路', '0', '0.00'],
          ['旅居产品', '0', '0.00'],
          ['文旅活动', '0', '0.00'],
          ['电影票', '0', '0.00'],
          ...LIFE_ZERO,
        ],
        goods: [['高原特产', '1', '50.00', '100.00%']],
        detail: [['1', '文旅套餐', '1', '300.00']],
      });
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
      await expect.poll(async () => (await readOverview(page)).tiles[0]).toEqual(['文旅套餐', '1', '300.00']);
      expect((await readOverview(page)).goods).toEqual(DEFAULT_GOODS_ZERO);
    });
  });

  it('view 2 shows the padded counters and the order list, filtered, searched and paged', async () => {
    await withPage(suite.browser, 'board-view-2', async (page) => {
      await suite.signInBoard(page);
      await page.locator('[data-view="2"]').click();
      await page.getByTestId('view-dynamics').waitFor();
      // 1940 yuan in 12 orders: eight and six digits.
      await expect.poll(() => counters(page)).toEqual(['00001940', '000012']);
      await expect
        .poll(() => orderNos(page))
        .toEqual(['o15', 'o11', 'o6', 'o12', 'o5', 'o4', 'o3', 'o14', 'o13', 'o2']);
      expect(await page.getByTestId('dynamics-total').textContent()).toBe('共 12 条');
      // One row in full: every column of the spec but the pay status, with the dictionaries' names.
      expect(
        await page
          .locator('[data-testid="dynamics-table"] tr[data-order-no="o12"] td')
          .evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-field'), c.textContent])),
      ).toEqual([
        ['productName', '苍洱一日游'],
        ['productType', '文旅组合消费'],
        ['source', '分销商'],
        ['distributor', '古城游客中心'],
        ['orderMoney', '600.00'],
        ['payType', '线上下单'],
        ['payDate', '2025-03-31 12:00:00'],
        ['categoryName', '文旅体验'],
        ['subcategoryName', '文旅套餐'],
        ['shopName', '苍洱文旅'],
        ['orderNo', 'o12'],
      ]);
      expect(
        await page
          .locator('[data-testid="dynamics-table"] tr[data-order-no="o6"] td[data-field="source"]')
          .textContent(),
      ).toBe('自然流量');
      expect(await page.getByTestId('dynamics-table').locator('th').allTextContents()).not.toContain('支付状态');
      await page.screenshot({ path: join(screenshots, 'board-view-2.png') });

      // Page 2: the two oldest.
      await page.getByTestId('dynamics-pager').getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(() => orderNos(page)).toEqual(['o1', 'o10']);

      // City life (P4) paid by scanning a code: o6 40 and o5 80.
      await page.locator('select[name="productType"]').selectOption('6');
      await page.locator('select[name="payType"]').selectOption('2');
      await page.getByTestId('dynamics-search').click();
      await expect.poll(() => counters(page)).toEqual(['00000120', '000002']);
      await expect.poll(() => orderNos(page)).toEqual(['o6', 'o5']);

      // Cleared, then by distributor name: 携程 sold o3 (300) and o14 (120).
      await page.getByTestId('dynamics-clear').click();
      await expect.poll(() => counters(page)).toEqual(['00001940', '000012']);
      await page.locator('select[name="searchType"]').selectOption('2');
      await page.locator('input[name="keyword"]').fill('携程');
      await page.getByTestId('dynamics-search').click();
      await expect.poll(() => counters(page)).toEqual(['00000420', '000002']);
      await expect.poll(() => orderNos(page)).toEqual(['o3', 'o14']);
      await page.getByTestId('dynamics-clear').click();

      // The area reloads the view: 弥渡县 has o6, o5 and o14 (240 yuan).
      await chooseArea(page, '532925');
      await expect.poll(() => counters(page)).toEqual(['00000240', '000003']);
      await expect.poll(() => orderNos(page)).toEqual(['o6', 'o5', 'o14']);
    });
  });

  it('the finance page shows the trading data of the chosen period and area', async () => {
    await withPage(suite.browser, 'board-finance', async (page) => {
      await suite.signInBoard(page);
      await page.getByTestId('board-page-switch').click();
      await page.getByTestId('finance-page').waitFor();
      const cards = async () => [
        await page.getByTestId('finance-count').getAttribute('data-value'),
        await page.getByTestId('finance-money').getAttribute('data-value'),
        await page.getByTestId('finance-avg').textContent(),
      ];
      const legend = (id: string, field: string) =>
        page.getByTestId(id).locator(`[data-field="${field}"]`).allTextContents();
      // Summary: 12 orders, 1940 yuan, 161.67 on average. Experience 1400 (o1 o2 o3 o10 o12 o15), goods 300 (o4 o11
      // o13), city life 240 (o5 o6 o14); scanned codes 270 (o4 o5 o6), online orders 1670.
      await expect.poll(cards).toEqual(['000012', '001940', '161.67']);
      expect(await legend('finance-composition', 'money')).toEqual(['1,400.00', '300.00', '240.00']);
      // The shares add up to 100 % (issue 19 item 17): the server rounds 72.16 + 15.46 + 12.37 = 99.99.
      expect((await legend('finance-composition', 'percent')).slice(0, 3)).toEqual(['72.17%', '15.46%', '12.37%']);
      expect(await legend('finance-pay', 'percent')).toEqual(['86.08%', '13.92%']);
      // Half-empty panels fill their space (issue 19 item 18): the composition's figures reach down its panel
      // instead of leaving the lower half empty.
      const emptyBelow = await page.getByTestId('finance-composition').evaluate((panel) => {
        const box = panel.getBoundingClientRect();
        const lowest = Math.max(
          ...[...panel.querySelectorAll('[data-field]')].map((e) => e.getBoundingClientRect().bottom),
        );
        return (box.bottom - lowest) / box.height;
      });
      expect(emptyBelow).toBeLessThan(0.25);
      await page.getByTestId('finance-trend-panel').locator('canvas').waitFor();
      await page.getByTestId('finance-channel').locator('canvas').waitFor();
      await page.screenshot({ path: join(screenshots, 'board-finance.png') });

      // This year: only o15, paid today.
      await page.locator('[data-period="4"]').click();
      await expect.poll(cards).toEqual(['000001', '000100', '100.00']);
      // A custom range, March 2025: the nine orders of 1640 yuan.
      await page.getByTestId('finance-from').fill('2025-03-01');
      await page.getByTestId('finance-to').fill('2025-03-31');
      await expect.poll(cards).toEqual(['000009', '001640', '182.22']);
      expect((await legend('finance-composition', 'percent')).slice(0, 3)).toEqual(['73.17%', '12.20%', '14.63%']);
      // The channel ring's legend gives each source's amount and share, in view 3's order and colours (issue 19
      // item 18): operator 420, distributor 古城游客中心 800, other platform 携程 420.
      await expect.poll(() => legend('finance-channel-legend', 'money')).toEqual(['420.00', '800.00', '420.00']);
      expect(await legend('finance-channel-legend', 'percent')).toEqual(['25.61%', '48.78%', '25.61%']);
      expect(
        await page
          .getByTestId('finance-channel-legend')
          .locator('li')
          .evaluateAll((lis) =>
            lis.map((li) => [
              li.getAttribute('data-key'),
              li.querySelector('[data-colour]')?.getAttribute('data-colour'),
            ]),
          ),
      ).toEqual([
        ['operator', '#2fc5ff'],
        ['distributor', '#ffb43c'],
        ['platform', '#5ad8a6'],
      ]);
      // The area reloads the page: 弥渡县 in March, o5 o6 o14.
      await chooseArea(page, '532925');
      await expect.poll(cards).toEqual(['000003', '000240', '80.00']);
      expect(await legend('finance-pay', 'percent')).toEqual(['50.00%', '50.00%']);
    });
  });
});
