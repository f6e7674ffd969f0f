import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostInvoke, repoRoot } from '../helpers/web-host';
import { resultsDir } from './support/browser';
import { setUpSuite } from './support/suite';

/** Enough orders for long rankings (auto-scroll) while the host still seeds in a moment. */
const SEED_ORDERS = '6000';
const MULTIPLIER = 4.5;
const OFFSET = 30000;
const screenshots = join(repoRoot, 'docs', 'screenshots');

// What the board must show, written out here from the spec rather than borrowed from the renderer: money with two
// decimals and thousands separators, counts grouped, counters zero-padded, percentages with a % sign (the text
// NaN → only %), and the ranking adjustment half-up from whole fen.
const moneyText = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const countText = (n: number) => Math.round(n).toLocaleString('en-US');
const padDigits = (n: number, digits: number) => String(Math.floor(n)).padStart(digits, '0');
const percentText = (value: string) => (value === 'NaN' ? '%' : `${value}%`);
const adjustAmount = (yuan: number, multiplier: number) => Math.round(Math.round(yuan * 100) * multiplier) / 100;
const adjustCount = (count: number, multiplier: number) => Math.round(count * multiplier);

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: SEED_ORDERS } });

/** One scenario at the board's design size, a screenshot under test-results/ when it fails. */
const withBoardPage = async (name: string, scenario: (page: Page, context: BrowserContext) => Promise<void>) => {
  const context = await suite.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await scenario(page, context);
    expect(errors, 'the page reported errors').toEqual([]);
  } catch (error) {
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `board-views-3-5-${name}.png`);
    await page.screenshot({ path: file }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(screenshot: ${file})`;
    throw error;
  } finally {
    await context.close();
  }
};

/** The host keeps one session for all pages: each scenario starts signed out and signs in as bigdata. */
const signInToBoard = async (page: Page) => {
  await suite.signIn(page, { account: 'bigdata', landing: '**/visualization/index', fresh: true });
  await page.getByTestId('board-stage').waitFor();
};

const openView = async (page: Page, view: 3 | 4 | 5) => {
  await page.locator(`[data-testid="board-header"] nav button[data-view="${view}"]`).click();
  await page.getByTestId(`board-view-${view}`).waitFor();
};

/** The server's answer to the same call, through the host session the page uses (the figures in R's data). */
const server = async <T>(path: string, params: Record<string, string | number> = {}): Promise<T> => {
  const result = (await hostInvoke(suite.host, 'http.request', { method: 'GET', url: `/api${path}`, params })) as {
    ok: boolean;
    data?: { status: number; data: { code: number; data: T } };
  };
  if (!result.ok || !result.data || result.data.data.code !== 200) {
    throw new Error(`${path} failed: ${JSON.stringify(result)}`);
  }
  return result.data.data.data;
};

/** The texts of one column of a ranking table's body rows. */
const column = (page: Page, table: string, index: number) =>
  page.locator(`[data-testid="${table}"] tbody tr td:nth-child(${index})`).allInnerTexts();

/** Polls until `read` equals `expected` (figures arrive asynchronously), then asserts it. */
const eventually = async <T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    last = await read();
  }
  expect(last).toEqual(expected);
};

/** A still picture: every auto-scrolling list back at its top, the pointer out of the way. */
const screenshot = async (page: Page, file: string) => {
  await page.mouse.move(0, 1079);
  await page.evaluate(() => {
    for (const list of document.querySelectorAll<HTMLElement>('[data-auto-scroll]')) list.scrollTop = 0;
  });
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, file) });
};

const scrollTopOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => (element as HTMLElement).scrollTop);

interface ChannelItem {
  category: string;
  price: number;
  ratio: string;
  number: number;
}
interface ChannelStatistics {
  main: string;
  mainPercent: string;
  fenxiao: string;
  fenxiaoPercent: string;
  thirdOnline: string;
  thirdOnlinePercent: string;
  onlineChannelSub: ChannelItem[];
  offlineChannelSub: ChannelItem[];
  otherChannelSub: ChannelItem[];
  onlineHotProduct: ChannelItem[];
  offlineHotProduct: ChannelItem[];
  otherHotProduct: ChannelItem[];
}
const SOURCES = [
  { key: 'operator', amount: 'main', percent: 'mainPercent', list: 'onlineChannelSub', hot: 'onlineHotProduct' },
  {
    key: 'distributor',
    amount: 'fenxiao',
    percent: 'fenxiaoPercent',
    list: 'offlineChannelSub',
    hot: 'offlineHotProduct',
  },
  {
    key: 'platform',
    amount: 'thirdOnline',
    percent: 'thirdOnlinePercent',
    list: 'otherChannelSub',
    hot: 'otherHotProduct',
  },
] as const;

describe('view 3: transaction channel', () => {
  it('shows each source share, amount and breakdown ranking as the server computes them; the tabs switch the hot products; a name search narrows a list', async () => {
    await withBoardPage('view-3', async (page) => {
      await signInToBoard(page);
      await openView(page, 3);
      const stats = await server<ChannelStatistics>('/blade-order/view/source/statistics');
      expect(Number(stats.main) + Number(stats.fenxiao) + Number(stats.thirdOnline)).toBeGreaterThan(0);

      for (const source of SOURCES) {
        const id = `channel-${source.key}`;
        await eventually(() => page.getByTestId(`${id}-share-percent`).innerText(), percentText(stats[source.percent]));
        expect(await page.getByTestId(`${id}-share-amount`).innerText()).toBe(
          `${moneyText(Number(stats[source.amount]))} 元`,
        );
        const rows = stats[source.list];
        expect(await column(page, `${id}-table`, 2)).toEqual(rows.map((r) => r.category));
        expect(await column(page, `${id}-table`, 3)).toEqual(rows.map((r) => moneyText(r.price)));
        expect(await column(page, `${id}-table`, 4)).toEqual(rows.map((r) => percentText(r.ratio)));
        // The top three rows of every ranking are highlighted.
        const top = await page.locator(`[data-testid="${id}-table"] tbody tr[data-top="true"]`).count();
        expect(top).toBe(Math.min(3, rows.length));
      }

      // Hot products: tab 1 (operator) first, then each tab switches the list and the top-3 cards.
      for (const [index, source] of SOURCES.entries()) {
        await page.locator(`[data-testid="channel-hot-tabs"] [role="tab"][data-value="${index + 1}"]`).click();
        const hot = stats[source.hot];
        await eventually(
          () => column(page, 'channel-hot-table', 2),
          hot.map((r) => r.category),
        );
        expect(await column(page, 'channel-hot-table', 4)).toEqual(hot.map((r) => countText(r.number)));
        for (let rank = 0; rank < Math.min(3, hot.length); rank += 1) {
          const card = page.getByTestId(`channel-hot-top-${rank + 1}`);
          expect(await card.locator('[data-field="category"]').innerText()).toBe(hot[rank].category);
          expect(await card.locator('[data-field="price"]').innerText()).toBe(moneyText(hot[rank].price));
          expect(await card.locator('[data-field="number"]').innerText()).toBe(countText(hot[rank].number));
          expect(await card.locator('[data-field="ratio"]').innerText()).toBe(percentText(hot[rank].ratio));
        }
      }
      await page.locator('[data-testid="channel-hot-tabs"] [role="tab"][data-value="1"]').click();
      await screenshot(page, 'board-view-3.png');

      // A name search narrows the distributor breakdown to what the server answers for the same name.
      const distributors = stats.offlineChannelSub;
      expect(distributors.length).toBeGreaterThan(1);
      const term = distributors[0].category.slice(0, 2);
      const narrowed = await server<ChannelStatistics>('/blade-order/view/source/statistics', { offlineName: term });
      expect(narrowed.offlineChannelSub.length).toBeLessThanOrEqual(distributors.length);
      await page.getByTestId('channel-distributor-search').fill(term);
      await eventually(
        () => column(page, 'channel-distributor-table', 2),
        narrowed.offlineChannelSub.map((r) => r.category),
      );
      for (const name of await column(page, 'channel-distributor-table', 2)) expect(name).toContain(term);
      // The other sources' lists are not narrowed by it.
      expect(await column(page, 'channel-operator-table', 2)).toEqual(stats.onlineChannelSub.map((r) => r.category));
    });
  });

  it('shows only % where the server sends the text NaN', async () => {
    await withBoardPage('view-3-nan', async (page) => {
      // Between the page and its host: the channel statistics come back with NaN shares, as BladeX sends them
      // for an empty whole.
      const urls = new Map<number, string>();
      await page.routeWebSocket(/\/__host$/, (ws) => {
        const upstream = ws.connectToServer();
        ws.onMessage((message) => {
          const parsed = JSON.parse(String(message)) as { t?: string; id?: number; input?: { url?: string } };
          if (parsed.t === 'invoke' && typeof parsed.id === 'number' && parsed.input?.url) {
            urls.set(parsed.id, parsed.input.url);
          }
          upstream.send(message);
        });
        upstream.onMessage((message) => {
          const parsed = JSON.parse(String(message)) as {
            t?: string;
            id?: number;
            result?: { ok: boolean; data?: { data?: { data?: ChannelStatistics } } };
          };
          const figures = parsed.result?.data?.data?.data;
          if (parsed.t === 'result' && urls.get(parsed.id ?? -1)?.endsWith('/source/statistics') && figures) {
            figures.mainPercent = 'NaN';
            if (figures.onlineChannelSub[0]) figures.onlineChannelSub[0].ratio = 'NaN';
            ws.send(JSON.stringify(parsed));
            return;
          }
          ws.send(message);
        });
      });
      await signInToBoard(page);
      await openView(page, 3);
      const stats = await server<ChannelStatistics>('/blade-order/view/source/statistics');
      // Figures first (an empty ring also reads %), then the NaN ones.
      await eventually(
        () => column(page, 'channel-operator-table', 2),
        stats.onlineChannelSub.map((r) => r.category),
      );
      expect(await page.getByTestId('channel-operator-share-amount').innerText()).toBe(
        `${moneyText(Number(stats.main))} 元`,
      );
      expect(await page.getByTestId('channel-operator-share-percent').innerText()).toBe('%');
      expect(await column(page, 'channel-operator-table', 4).then((cells) => cells[0])).toBe('%');
      // Only the NaN values: the others still show their figures.
      expect(await page.getByTestId('channel-distributor-share-percent').innerText()).toMatch(/^\d+\.\d{2}%$/);
    });
  });
});

interface RankingRow {
  name: string;
  total: number;
  cnt: number;
  avg: number;
}
interface FormatRow {
  name: string;
  cnt: number;
  pcnt: number;
  total: number;
  avg: number;
  orderCnt: number;
  percent: string;
}

describe('view 4: business type and transaction ranking', () => {
  it('shows the rankings with the ×4.5 adjustment on experience and merchandise (raw on hover), narrows by name, auto-scrolls and pauses on hover, reloads on tab and range', async () => {
    await withBoardPage('view-4', async (page) => {
      const invokes: string[] = [];
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
          if (text.includes('"http.request"')) invokes.push(text);
        }),
      );
      await signInToBoard(page);
      await openView(page, 4);
      expect(await page.getByTestId('board-view-4').getAttribute('data-tab')).toBe('1');
      expect(await page.getByTestId('board-body').getAttribute('data-layout')).toBe('two');

      const shares = await server<Record<string, string>>('/blade-order/view/jiaoyiPercent');
      for (const [type, field] of [
        [1, 'tiyanPercent'],
        [2, 'baihuoPercent'],
        [3, 'shenghuoPercent'],
      ] as const) {
        const id = `business-ranking-${type}`;
        const rows = await server<RankingRow[]>('/blade-order/view/jiaoyi', { type });
        expect(rows.length).toBeGreaterThan(0);
        const adjusted = type !== 3;
        await eventually(
          () => column(page, `${id}-table`, 2),
          rows.map((r) => r.name),
        );
        expect(await column(page, `${id}-table`, 3)).toEqual(
          rows.map((r) => moneyText(adjusted ? adjustAmount(r.total, MULTIPLIER) : r.total)),
        );
        expect(await column(page, `${id}-table`, 4)).toEqual(
          rows.map((r) => countText(adjusted ? adjustCount(r.cnt, MULTIPLIER) : r.cnt)),
        );
        expect(await column(page, `${id}-table`, 5)).toEqual(rows.map((r) => moneyText(r.avg)));
        if (adjusted) {
          // The raw figure is on hover (the adjusted value's tooltip).
          const amount = page.locator(
            `[data-testid="${id}-table"] tbody tr:first-child td:nth-child(3) span[data-raw]`,
          );
          expect(await amount.getAttribute('data-raw')).toBe(String(rows[0].total));
          expect(await amount.getAttribute('title')).toContain(String(rows[0].total));
        } else {
          expect(await page.locator(`[data-testid="${id}-table"] span[data-raw]`).count()).toBe(0);
        }
        expect(await page.getByTestId(`${id}-share`).innerText()).toBe(`占比 ${percentText(shares[field])}`);
      }
      await screenshot(page, 'board-view-4.png');

      // Auto-scroll: the experience ranking moves by itself, and stops under the pointer.
      const list = 'business-ranking-1-list';
      const before = await scrollTopOf(page, list);
      await page.waitForTimeout(1000);
      const moved = await scrollTopOf(page, list);
      expect(moved).toBeGreaterThan(before + 10);
      await page.getByTestId(list).hover();
      const paused = await scrollTopOf(page, list);
      await page.waitForTimeout(1000);
      expect(Math.abs((await scrollTopOf(page, list)) - paused)).toBeLessThanOrEqual(1);
      await page.mouse.move(0, 1079);
      await page.waitForTimeout(500);
      expect(await scrollTopOf(page, list)).toBeGreaterThan(paused);

      // A supplier-name search narrows the ranking to the server's answer for that name.
      const all = await server<RankingRow[]>('/blade-order/view/jiaoyi', { type: 2 });
      const term = all[1].name;
      const narrowed = await server<RankingRow[]>('/blade-order/view/jiaoyi', { type: 2, shopName: term });
      expect(narrowed.length).toBeLessThan(all.length);
      expect(narrowed.map((r) => r.name)).toContain(term);
      await page.getByTestId('business-ranking-2-search').fill(term);
      await eventually(
        () => column(page, 'business-ranking-2-table', 2),
        narrowed.map((r) => r.name),
      );

      // Tab 2: the format composition, loaded when the tab is chosen; layout style one.
      const formatCalls = () => invokes.filter((m) => m.includes('/view/yetai')).length;
      expect(formatCalls()).toBe(0);
      await page.locator('[data-testid="business-tabs"] [role="tab"][data-value="2"]').click();
      await page.getByTestId('business-tab-formats').waitFor();
      expect(await page.getByTestId('board-body').getAttribute('data-layout')).toBe('one');
      const formats = await server<{
        list: FormatRow[];
        tiyan: FormatRow[];
        baihuo: FormatRow[];
        tiyanPercent: string;
      }>('/blade-order/view/yetai');
      await eventually(
        () => column(page, 'business-format-table', 2),
        formats.list.map((r) => r.name),
      );
      expect(formatCalls()).toBeGreaterThan(0);
      expect(await column(page, 'business-format-table', 3)).toEqual(formats.list.map((r) => countText(r.cnt)));
      expect(await column(page, 'business-format-table', 4)).toEqual(formats.list.map((r) => moneyText(r.total)));
      expect(await column(page, 'business-format-table', 5)).toEqual(formats.list.map((r) => countText(r.orderCnt)));
      expect(await column(page, 'business-format-table', 6)).toEqual(formats.list.map((r) => countText(r.pcnt)));
      expect(await column(page, 'business-format-table', 7)).toEqual(formats.list.map((r) => moneyText(r.avg)));
      expect(await page.getByTestId('business-formats-1-share').innerText()).toBe(
        `占比 ${percentText(formats.tiyanPercent)}`,
      );
      expect(
        await page.locator('[data-testid="business-formats-2-rows"] [data-field="percent"]').allInnerTexts(),
      ).toEqual(formats.baihuo.map((r) => percentText(r.percent)));
      await screenshot(page, 'board-view-4-formats.png');

      // Back to tab 1: the rankings are asked for again (a tab change reloads).
      const rankingCalls = invokes.filter((m) => m.includes('/view/jiaoyi"')).length;
      await page.locator('[data-testid="business-tabs"] [role="tab"][data-value="1"]').click();
      await page.getByTestId('business-tab-ranking').waitFor();
      await expect.poll(() => invokes.filter((m) => m.includes('/view/jiaoyi"')).length).toBeGreaterThan(rankingCalls);

      // The view's own range: the rankings follow it.
      const march = await server<RankingRow[]>('/blade-order/view/jiaoyi', {
        type: 1,
        fromDate: firstOfLastMonth(),
        toDate: endOfLastMonth(),
      });
      await page.getByTestId('business-range').getByLabel('开始时间').fill(toInput(firstOfLastMonth()));
      await page.getByTestId('business-range').getByLabel('结束时间').fill(toInput(endOfLastMonth()));
      await eventually(
        () => column(page, 'business-ranking-1-table', 2),
        march.map((r) => r.name),
      );
      expect(await column(page, 'business-ranking-1-table', 3)).toEqual(
        march.map((r) => moneyText(adjustAmount(r.total, MULTIPLIER))),
      );
    });
  });
});

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastMonth = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - 1, 1);
};
const firstOfLastMonth = () => {
  const d = lastMonth();
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-01 00:00:00`;
};
const endOfLastMonth = () => {
  const d = lastMonth();
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(last)} 23:59:59`;
};
const toInput = (value: string) => value.replace(' ', 'T');

interface AgeEntry {
  name?: string;
  userPercent: string;
  wenlvPercent: string;
  baihuoPercent: string;
  shenghuoPercent: string;
  avgPrice: number;
}

describe('view 5: user analysis', () => {
  it('shows the counters, sex ratio, age table, visit panel (+30000 on the visit users, total from Clist/total), trend table and user sources', async () => {
    await withBoardPage('view-5', async (page) => {
      await signInToBoard(page);
      await openView(page, 5);
      const analysis = await server<{
        ageData: AgeEntry[];
        malePercent: string;
        femalePercent: string;
        registerUserNum: number;
        unionMemberNum: number;
        nonUnionMemberNum: number;
        visitNum: number;
      }>('/blade-order/view/userAnalysis');
      const visits = await server<{
        todayCnt: number;
        monthCnt: number;
        dayAvg: number;
        userCnt: number;
        malePercent: string;
        femalePercent: string;
        list: { month: string; percentWenlv: string; percentBaihuo: string; percentShenghuo: string; total: number }[];
      }>('/blade-order/view/userAnalysis/vist');
      const total = await server<{ userCnt: number }>('/blade-system/user/Clist/total');
      const regions = await server<{ name: string; num: number; peoplePercentage: string }[]>(
        '/blade-bigdata/mock/databoard/user/source/region',
      );
      expect(analysis.registerUserNum).toBeGreaterThan(0);

      const counter = (key: string) => page.getByTestId(`users-counter-${key}`).getAttribute('data-value');
      await eventually(() => counter('registered'), padDigits(analysis.registerUserNum, 7));
      expect(await counter('union')).toBe(padDigits(analysis.unionMemberNum, 7));
      expect(await counter('nonUnion')).toBe(padDigits(analysis.nonUnionMemberNum, 7));
      expect(await counter('visits')).toBe(padDigits(analysis.visitNum, 6));

      const gender = page.getByTestId('users-gender-bar');
      expect(await gender.locator('[data-field="male"]').innerText()).toBe(percentText(analysis.malePercent));
      expect(await gender.locator('[data-field="female"]').innerText()).toBe(percentText(analysis.femalePercent));

      for (const band of ['18-30', '30-40', '40-50', '50-65', '65+']) {
        const entry = analysis.ageData.find((e) => e.name === band);
        if (!entry) throw new Error(`no age band ${band} in the answer`);
        const row = page.locator(`[data-testid="users-age-table"] tr[data-band="${band}"]`);
        for (const field of ['userPercent', 'wenlvPercent', 'baihuoPercent', 'shenghuoPercent'] as const) {
          expect(await row.locator(`[data-field="${field}"]`).innerText()).toBe(percentText(entry[field]));
        }
        expect(await row.locator('[data-field="avgPrice"]').innerText()).toBe(moneyText(entry.avgPrice));
      }

      await eventually(
        () => page.getByTestId('users-registered-total').getAttribute('data-value'),
        padDigits(total.userCnt, 7),
      );
      const visitUsers = page.getByTestId('users-visit-users');
      expect(await visitUsers.innerText()).toBe(countText(visits.userCnt + OFFSET));
      expect(await visitUsers.getAttribute('data-raw')).toBe(String(visits.userCnt));
      expect(await page.getByTestId('users-visit-today').innerText()).toBe(countText(visits.todayCnt));
      expect(await page.getByTestId('users-visit-month').innerText()).toBe(countText(visits.monthCnt));
      expect(await page.getByTestId('users-visit-day-avg').innerText()).toBe(moneyText(visits.dayAvg));
      const visitGender = page.getByTestId('users-visit-gender');
      expect(await visitGender.locator('[data-field="male"]').innerText()).toBe(percentText(visits.malePercent));

      const trendRows = page.locator('[data-testid="users-trend-table"] tbody tr');
      expect(await trendRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-month')))).toEqual(
        visits.list.map((m) => m.month),
      );
      expect(
        await page.locator('[data-testid="users-trend-table"] [data-field="percentWenlv"]').allInnerTexts(),
      ).toEqual(visits.list.map((m) => percentText(m.percentWenlv)));
      expect(await page.locator('[data-testid="users-trend-table"] [data-field="total"]').allInnerTexts()).toEqual(
        visits.list.map((m) => moneyText(m.total)),
      );
      expect(await page.getByTestId('users-trend-chart').locator('canvas').count()).toBe(1);

      expect(
        await page
          .locator('[data-testid="users-source-rows"] li')
          .evaluateAll((li) => li.map((l) => l.getAttribute('data-name'))),
      ).toEqual(regions.map((r) => r.name));
      expect(await page.locator('[data-testid="users-source-rows"] [data-field="percent"]').allInnerTexts()).toEqual(
        regions.map((r) => percentText(r.peoplePercentage)),
      );
      await screenshot(page, 'board-view-5.png');
    });
  });
});
