import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/server/db/clock';
import { createBoardServerProcess, startHostOnServer, type BoardServerProcess } from './support/board-server';
import { withPage } from './support/browser';
import { screenshotsDir } from './support/screenshots';
import { setUpSuite } from './support/suite';

// The host talks to a server in its own process, so the stale-figures scenario can stop and start it. Its database
// holds the board fixture (src/server/db/seed-board/fixture.ts): the figures below are worked out by hand from it.
// On sale: P1 三塔门票 and P2 苍洱一日游 (experience) and P3 下关沱茶 (goods) in 大理市, P4 电影票 (city life) in 弥渡县,
// listed in 2025. Counted orders: 12 for 1940 yuan in all.
let server: BoardServerProcess;
const suite = setUpSuite({
  startTimeoutMs: 180_000,
  startHost: async (env) => {
    server = await createBoardServerProcess({ ...env, BLADE_BOARD_SEED: 'fixture' });
    return startHostOnServer(server, env);
  },
});

/** Every `http.request` the page sends to the host, as raw frames. */
const recordCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"http.request"')) calls.push(payload);
    }),
  );
  return calls;
};

const dayText = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The tiles of view 1 as [category, count, average]. */
const tiles = (page: Page) =>
  page
    .getByTestId('overview-tile')
    .evaluateAll((nodes) =>
      nodes.map((n) => [
        n.getAttribute('data-category'),
        n.querySelector('[data-field="count"]')?.textContent,
        n.querySelector('[data-field="avg"]')?.textContent,
      ]),
    );

/** The experience tile 文旅套餐 and the city-life tile 电影票. */
const twoTiles = async (page: Page) => {
  const all = await tiles(page);
  return [all.find((t) => t[0] === '文旅套餐'), all.find((t) => t[0] === '电影票')];
};

const dynamicsCounters = async (page: Page) => [
  await page.getByTestId('dynamics-money').getAttribute('data-value'),
  await page.getByTestId('dynamics-count').getAttribute('data-value'),
];

describe('board frame', () => {
  it('lands the bigdata account on the scaled board and switches views with their layout styles', async () => {
    await withPage(suite.browser, 'board-frame-views', async (page) => {
      await suite.signInBoard(page);
      expect(page.url()).toMatch(/\/visualization\/index$/);
      expect(await page.getByTestId('board-stage').getAttribute('data-scale')).toBe('1.0000');
      const header = await page.getByTestId('board-header').boundingBox();
      expect(header?.height).toBe(121);
      expect(await page.getByTestId('board-user').textContent()).toContain('bigdata');
      // The board account has no back office to go to.
      expect(await page.getByText('进入管理后台').count()).toBe(0);
      // Its first figures: the whole catalogue on sale.
      expect(await twoTiles(page)).toEqual([
        ['文旅套餐', '1', '300.00'],
        ['电影票', '1', '40.00'],
      ]);
      const layout = () => page.getByTestId('board-body').getAttribute('data-layout');
      expect(await layout()).toBe('one');
      await page.locator('[data-view="2"]').click();
      await page.getByTestId('view-dynamics').waitFor();
      expect(await layout()).toBe('two');
      await page.locator('[data-view="3"]').click();
      expect(await layout()).toBe('one');
      await page.locator('[data-view="5"]').click();
      expect(await layout()).toBe('two');
      await page.locator('[data-view="1"]').click();
      await page.getByTestId('view-overview').waitFor();
      // Letterboxed on another aspect ratio: the stage keeps its proportions and is centred.
      await page.setViewportSize({ width: 1600, height: 1200 });
      await expect
        .poll(() => page.getByTestId('board-stage').getAttribute('data-scale'))
        .toBe((1600 / 1920).toFixed(4));
      const box = await page.getByTestId('board-stage').boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(1600);
      expect(Math.round(box?.y ?? 0)).toBe(Math.round((1200 - 1080 * (1600 / 1920)) / 2));
    });
  });

  it('reloads everything with the chosen area and range: the figures follow', async () => {
    await withPage(suite.browser, 'board-frame-filters', async (page) => {
      const calls = recordCalls(page);
      await suite.signInBoard(page);
      expect(calls.some((c) => c.includes('productOverview'))).toBe(true);
      calls.length = 0;
      // 弥渡县 lists only P4.
      await page.getByTestId('board-area').click();
      await page.getByTestId('board-area-options').locator('[data-code="532925"]').click();
      await expect
        .poll(() => twoTiles(page))
        .toEqual([
          ['文旅套餐', '0', '0.00'],
          ['电影票', '1', '40.00'],
        ]);
      expect(calls.some((c) => c.includes('productOverview') && c.includes('"cityCode":"532925"'))).toBe(true);
      expect(await page.getByTestId('board-area').textContent()).toContain('弥渡县');
      // Towns load below a county when it is opened.
      await page.getByTestId('board-area').click();
      await page.locator('[data-toggle="532925"]').click();
      await page.getByTestId('board-area-options').locator('[data-code="532925101"]').waitFor();
      // 弥城镇 is where P4 is.
      await page.getByTestId('board-area-options').locator('[data-code="532925101"]').click();
      await expect.poll(() => page.getByTestId('board-area').textContent()).toContain('弥城镇');
      expect(await twoTiles(page)).toEqual([
        ['文旅套餐', '0', '0.00'],
        ['电影票', '1', '40.00'],
      ]);
      // Back to the whole tenant.
      await page.getByTestId('board-area').click();
      await page.getByTestId('board-area-options').locator('[data-code=""]').click();
      await expect
        .poll(() => twoTiles(page))
        .toEqual([
          ['文旅套餐', '1', '300.00'],
          ['电影票', '1', '40.00'],
        ]);

      // The last week: nothing was listed in it (the catalogue dates from 2025).
      calls.length = 0;
      await page.locator('[data-shortcut="lastWeek"]').click();
      const from = new Date();
      from.setDate(from.getDate() - 7);
      const fromDay = dayText(from);
      const today = dayText(new Date());
      expect(await page.getByTestId('board-from-day').inputValue()).toBe(fromDay);
      expect(await page.getByTestId('board-to-day').inputValue()).toBe(today);
      expect(await page.getByTestId('board-from-time').inputValue()).toBe('00:00:00');
      expect(await page.getByTestId('board-to-time').inputValue()).toBe('23:59:59');
      await expect
        .poll(() => twoTiles(page))
        .toEqual([
          ['文旅套餐', '0', '0.00'],
          ['电影票', '0', '0.00'],
        ]);
      expect(
        calls.some((c) => c.includes(`"fromDate":"${fromDay} 00:00:00"`) && c.includes(`"toDate":"${today} 23:59:59"`)),
      ).toBe(true);
      // A range typed in: April 2025 holds P4's listing (04-01 00:00:00).
      await page.getByTestId('board-from-day').fill('2025-04-01');
      await page.getByTestId('board-to-day').fill('2025-04-30');
      await page.getByTestId('board-query').click();
      await expect
        .poll(() => twoTiles(page))
        .toEqual([
          ['文旅套餐', '0', '0.00'],
          ['电影票', '1', '40.00'],
        ]);
      // Cleared: only the region goes out, and everything on sale counts again.
      calls.length = 0;
      await page.getByTestId('board-range-clear').click();
      await expect
        .poll(() => twoTiles(page))
        .toEqual([
          ['文旅套餐', '1', '300.00'],
          ['电影票', '1', '40.00'],
        ]);
      expect(calls.some((c) => c.includes('productOverview'))).toBe(true);
      expect(calls.some((c) => c.includes('fromDate'))).toBe(false);
    });
  });

  it('shows only % when a percentage is the text NaN', async () => {
    await withPage(suite.browser, 'board-frame-nan', async (page) => {
      // A server that divides by zero (as the original BladeX does) sends "NaN": rewrite the host's answers.
      await page.routeWebSocket(/\/__host/, (ws) => {
        const upstream = ws.connectToServer();
        upstream.onMessage((message) =>
          ws.send(typeof message === 'string' ? message.replace(/"ratio":"[^"]*"/g, '"ratio":"NaN"') : message),
        );
        ws.onMessage((message) => upstream.send(message));
      });
      await suite.signInBoard(page);
      const goods = page.getByTestId('overview-goods-list').locator('[data-category]');
      // The goods list is 高原特产 alone (P3), its share of the goods 100 % — shown as only %.
      expect(await goods.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-category')))).toEqual(['高原特产']);
      expect(await goods.locator('[data-field="ratio"]').allTextContents()).toEqual(['%']);
      expect(await goods.locator('[data-field="count"]').allTextContents()).toEqual(['1']);
    });
  });

  it('keeps the last figures with a stale marker while the server is down, then shows fresh ones by itself', async () => {
    await withPage(suite.browser, 'board-frame-stale', async (page) => {
      const errors: string[] = [];
      await suite.signInBoard(page);
      await page.locator('[data-view="2"]').click();
      await page.getByTestId('view-dynamics').waitFor();
      await expect.poll(() => dynamicsCounters(page)).toEqual(['00001940', '000012']);
      expect(await page.getByTestId('board-stale').count()).toBe(0);
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await server.stop();
      await page.evaluate(() => window.__boardRefresh?.());
      const marker = page.getByTestId('board-stale');
      await marker.waitFor({ timeout: 30_000 });
      expect(await marker.textContent()).toMatch(/^数据更新于 \d{2}:\d{2}:\d{2}（连接中断）$/);
      // The figures stay; no dialog; the failure is only logged.
      expect(await dynamicsCounters(page)).toEqual(['00001940', '000012']);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(errors.some((e) => e.includes('[board]'))).toBe(true);

      // Meanwhile a new order arrives: five cinema tickets (P4, 5 × 40 = 200 yuan), paid today.
      const today = formatDateTime(Date.now()).slice(0, 10);
      server.insertOrders([
        {
          no: 'o16',
          product: 'P4',
          cnt: 5,
          status: 1,
          payDate: `${today} 00:00:02`,
          source: 1,
          payType: 2,
          user: 'U2',
        },
      ]);
      await server.start();
      await page.evaluate(() => window.__boardRefresh?.());
      await marker.waitFor({ state: 'detached', timeout: 30_000 });
      // Fresh figures: 13 orders, 2140 yuan, the new order first in the list.
      await expect.poll(() => dynamicsCounters(page)).toEqual(['00002140', '000013']);
      await expect
        .poll(() => page.getByTestId('dynamics-table').locator('tbody tr').first().getAttribute('data-order-no'))
        .toBe('o16');
    }).catch((error: unknown) => {
      // withPage fails on console errors; the stale scenario logs them on purpose.
      if (
        error instanceof Error &&
        error.message.startsWith('the page reported errors') &&
        !/pageerror/.test(error.message)
      ) {
        const lines = error.message
          .split('\n')
          .slice(1)
          .filter((l) => l.startsWith('console:'));
        if (lines.every((l) => l.includes('[board]') || l.includes('Failed to load') || l.includes('WebSocket')))
          return;
      }
      throw error;
    });
  });

  it('opens from the workspace in a new window; signs out after confirming; an administrator changes its settings and goes back', async () => {
    await withPage(suite.browser, 'board-frame-admin', async (page, context) => {
      await suite.signInBoard(page);
      await page.getByRole('button', { name: '退出登录' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('确定退出登录吗？').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.waitForURL('**/login');

      await page.getByTestId('captcha-refresh').locator('img').waitFor();
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('admin');
      await page.locator('input[name="captchaCode"]').fill(suite.captcha);
      await page.locator('input[name="captchaCode"]').press('Enter');
      await page.waitForURL('**/wel/index');

      // The workspace's "open board": the browser host has one display, the browser window, so the board opens at
      // once in a new window, full-window, on the administrator's session.
      const opened = context.waitForEvent('page');
      await page.getByRole('button', { name: '打开大数据看板' }).click();
      const board = await opened;
      await board.waitForURL('**/visualization/index');
      await board.getByTestId('view-overview').waitFor();
      expect(await board.getByTestId('board-user').textContent()).toContain('admin');
      await expect
        .poll(() => twoTiles(board))
        .toEqual([
          ['文旅套餐', '1', '300.00'],
          ['电影票', '1', '40.00'],
        ]);
      // In the browser, "enter the admin back office" goes to the home page in that window.
      await board.getByRole('button', { name: '进入管理后台' }).click();
      await board.waitForURL('**/wel/index');
      await board.close();

      await page.goto(`${suite.host.url}/board/screen`);
      await page.getByTestId('view-overview').waitFor();
      await page.getByTestId('board-settings-open').click();
      const panel = page.getByTestId('board-settings');
      expect(await panel.locator('input[name="rankingMultiplier"]').inputValue()).toBe('4.5');
      expect(await panel.locator('input[name="registeredUserOffset"]').inputValue()).toBe('30000');
      await panel.locator('input[name="rankingMultiplier"]').fill('0');
      await panel.getByRole('button', { name: '保存' }).click();
      await panel.getByText('请输入有效的数字', { exact: false }).waitFor();
      await panel.locator('input[name="rankingMultiplier"]').fill('2');
      await panel.getByRole('button', { name: '保存' }).click();
      await panel.getByText('看板设置已保存').waitFor();
      await page.reload();
      await page.getByTestId('view-overview').waitFor();
      await page.getByTestId('board-settings-open').click();
      expect(await page.getByTestId('board-settings').locator('input[name="rankingMultiplier"]').inputValue()).toBe(
        '2',
      );
      await page.getByTestId('board-settings').getByRole('button', { name: '恢复默认' }).click();
      await page.getByTestId('board-settings').getByRole('button', { name: '保存' }).click();
      await page.getByTestId('board-settings').getByText('看板设置已保存').waitFor();

      // Inside the workspace the board covers the content area legibly and leaves the session to the workspace.
      expect(await page.getByTestId('board-header').getByRole('button', { name: '进入管理后台' }).count()).toBe(0);
      expect(await page.getByTestId('board-header').getByRole('button', { name: '退出登录' }).count()).toBe(0);
      expect(Number(await page.getByTestId('board-stage').getAttribute('data-scale'))).toBeGreaterThanOrEqual(0.625);
      const [viewport, stage] = await Promise.all([
        page.getByTestId('board-viewport').boundingBox(),
        page.getByTestId('board-stage').boundingBox(),
      ]);
      expect(Math.round(stage!.width)).toBe(Math.round(viewport!.width));
      expect(Math.round(stage!.height)).toBe(Math.round(viewport!.height));
      await page.screenshot({ path: join(screenshotsDir(), 'board-in-workspace.png') });
    });
  });
});
