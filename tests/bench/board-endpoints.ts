// The board's endpoints at one million orders: every endpoint over a 90-day range for the whole prefecture and
// for one county (大理市, the largest), p50/p95 over 30 requests through app.inject, against the same figures
// computed by a plain GROUP BY over the order rows in the same run. Writes bench-results/board-endpoints.json
// and prints a table. Targets (reported, never asserted): p95 ≤ 50 ms and ≥ 20× faster than the plain GROUP BY.
// A few answers are also checked against the rows at this scale (the run fails if one differs), and the
// machine's load average is recorded: timings on a shared machine are only as quiet as it is.
// `BOARD_BENCH_ORDERS` overrides the order count (default 1 000 000).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { md5Hex } from '../../src/server/auth/password';
import { formatDateTime } from '../../src/server/db/clock';
import { openBladeDatabase } from '../../src/server/db/open';
import { loadBoardData } from '../../src/server/db/seed-board/index';

const ORDERS = Number(process.env.BOARD_BENCH_ORDERS ?? 1_000_000);
const RUNS = 30;
const BASELINE_RUNS = 10;
const CAPTCHA = 'bench';

const COUNTED = `tenant_id = '000000' AND is_deleted = 0 AND pay_status IN (1, 2) AND pay_date BETWEEN @from AND @to`;
const CENTS = 'SUM(CAST(ROUND(order_money * 100) AS INTEGER))';
const plain = (select: string, groupBy: string) =>
  `SELECT ${select}, COUNT(*) AS cnt, ${CENTS} AS money FROM order_product WHERE ${COUNTED} @region ${groupBy ? `GROUP BY ${groupBy}` : ''}`;
const AGE = `CASE WHEN user_age < 30 THEN 1 WHEN user_age < 40 THEN 2 WHEN user_age < 50 THEN 3 WHEN user_age < 65 THEN 4 ELSE 5 END`;

/** Each endpoint with the plain GROUP BY that computes the same figures straight from the order rows. */
const ENDPOINTS: {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  query?: Record<string, string>;
  baseline: string;
}[] = [
  {
    name: 'view/statistics',
    method: 'GET',
    url: '/blade-order/view/statistics',
    baseline: plain('SUM(product_cnt) AS items, SUM(pay_money) AS pay', ''),
  },
  {
    name: 'view/list',
    method: 'GET',
    url: '/blade-order/view/list',
    query: { current: '1', size: '10' },
    baseline: plain('1 AS one', ''),
  },
  {
    name: 'view/common',
    method: 'GET',
    url: '/blade-order/view/common',
    query: { dataType: '5' },
    baseline: plain('trade_type, pay_type', 'trade_type, pay_type'),
  },
  {
    name: 'view/chart (day)',
    method: 'GET',
    url: '/blade-order/view/chart',
    query: { dataType: '1' },
    baseline: plain('substr(pay_date, 1, 10) AS day', 'day'),
  },
  {
    name: 'view/source/statistics',
    method: 'GET',
    url: '/blade-order/view/source/statistics',
    baseline: `${plain('source, distributor_id, product_type', 'source, distributor_id, product_type')}; ${plain('source, product_id', 'source, product_id')}`,
  },
  {
    name: 'view/yetai',
    method: 'GET',
    url: '/blade-order/view/yetai',
    baseline: plain('sub_category_id, COUNT(DISTINCT shop_id) AS shops, SUM(product_cnt) AS items', 'sub_category_id'),
  },
  {
    name: 'view/jiaoyi (type 1)',
    method: 'GET',
    url: '/blade-order/view/jiaoyi',
    query: { type: '1' },
    baseline: plain('shop_id', 'shop_id').replace('@region', 'AND trade_type = 1 @region'),
  },
  {
    name: 'view/jiaoyiPercent',
    method: 'GET',
    url: '/blade-order/view/jiaoyiPercent',
    baseline: plain('trade_type', 'trade_type'),
  },
  {
    name: 'view/userAnalysis',
    method: 'GET',
    url: '/blade-order/view/userAnalysis',
    baseline: plain(`${AGE} AS band, trade_type`, 'band, trade_type'),
  },
  {
    name: 'view/userAnalysis/vist',
    method: 'GET',
    url: '/blade-order/view/userAnalysis/vist',
    baseline: plain('substr(pay_date, 1, 7) AS month, trade_type', 'month, trade_type'),
  },
  {
    name: 'fusion/productOverview',
    method: 'GET',
    url: '/blade-merchant-product/fusion/productOverview',
    baseline: plain('product_type', 'product_type'),
  },
  {
    name: 'fusion/productChannel',
    method: 'GET',
    url: '/blade-merchant-product/fusion/productChannel',
    baseline: plain('source', 'source'),
  },
  {
    name: 'fusion/userAnalysis',
    method: 'GET',
    url: '/blade-merchant-product/fusion/userAnalysis',
    baseline: plain(`${AGE} AS band, trade_type`, 'band, trade_type'),
  },
  {
    name: 'fusion/financeCity',
    method: 'GET',
    url: '/blade-merchant-product/fusion/financeCity',
    baseline: plain('district_code, town_code, SUM(pay_money) AS pay', 'district_code, town_code'),
  },
  {
    name: 'fusion/financeOrder',
    method: 'POST',
    url: '/blade-merchant-product/fusion/financeOrder',
    query: { current: '1', size: '10' },
    baseline: plain('1 AS one', ''),
  },
  {
    name: 'fusionOrder/getCityInfo',
    method: 'GET',
    url: '/blade-merchant-product/fusionOrder/getCityInfo',
    baseline: plain('district_code, town_code, trade_type, pay_type', 'district_code, town_code, trade_type, pay_type'),
  },
  {
    name: 'user/source/region',
    method: 'GET',
    url: '/blade-bigdata/mock/databoard/user/source/region',
    baseline: plain('user_region_name', 'user_region_name'),
  },
  { name: 'user/Clist/total', method: 'GET', url: '/blade-system/user/Clist/total', baseline: plain('1 AS one', '') },
  {
    name: 'link/getProductBookData',
    method: 'POST',
    url: '/blade-merchant-product/link/statistics/getProductBookData',
    query: { current: '1', size: '10' },
    baseline: plain('product_id', 'product_id'),
  },
  {
    name: 'link/getMarketTreadData',
    method: 'GET',
    url: '/blade-merchant-product/link/statistics/getMarketTreadData',
    baseline: plain('substr(pay_date, 1, 10) AS day', 'day'),
  },
  {
    name: 'link/getHotProductPreference',
    method: 'GET',
    url: '/blade-merchant-product/link/statistics/getHotProductPreference',
    baseline: plain('product_type', 'product_type'),
  },
  {
    name: 'link/getMarketContribute',
    method: 'GET',
    url: '/blade-merchant-product/link/statistics/getMarketContribute',
    baseline: plain('district_code, town_code', 'district_code, town_code'),
  },
  {
    name: 'link/getResourceAnalysis',
    method: 'GET',
    url: '/blade-merchant-product/link/statistics/getResourceAnalysis',
    baseline: plain('1 AS one', ''),
  },
];

/**
 * Answers that must equal the rows: order totals, per-source amounts, the number of products booked and the
 * members registered by the range's last day. Throws on the first difference.
 */
const checkAnswers = (
  db: Awaited<ReturnType<typeof openBladeDatabase>>['db'],
  answers: Map<string, unknown>,
  regions: { code: string; sql: string }[],
  range: { from: string; to: string },
): string[] => {
  const done: string[] = [];
  const same = (label: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`${label}: the endpoint says ${JSON.stringify(actual)}, the rows ${JSON.stringify(expected)}`);
    }
    done.push(label);
  };
  for (const region of regions) {
    const where = `${COUNTED} ${region.sql}`;
    const rows = db
      .prepare<typeof range, { cnt: number; money: number; products: number }>(
        `SELECT COUNT(*) AS cnt, ${CENTS} AS money, COUNT(DISTINCT product_id) AS products FROM order_product WHERE ${where}`,
      )
      .get(range);
    const statistics = answers.get(`view/statistics ${region.code}`) as { orderCnt: number; orderMoney: number };
    same(
      `view/statistics ${region.code}`,
      [statistics.orderCnt, statistics.orderMoney],
      [rows?.cnt, (rows?.money ?? 0) / 100],
    );
    const book = answers.get(`link/getProductBookData ${region.code}`) as { total: number };
    same(`link/getProductBookData total ${region.code}`, book.total, rows?.products);
    const sources = db
      .prepare<typeof range, { source: number; money: number }>(
        `SELECT source, ${CENTS} AS money FROM order_product WHERE ${where} GROUP BY source ORDER BY source`,
      )
      .all(range);
    const channel = answers.get(`view/source/statistics ${region.code}`) as Record<string, string>;
    same(
      `view/source/statistics ${region.code}`,
      [channel.main, channel.fenxiao, channel.thirdOnline],
      [1, 2, 3].map((src) => ((sources.find((row) => row.source === src)?.money ?? 0) / 100).toFixed(2)),
    );
    const members = db
      .prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM app_member WHERE tenant_id = '000000' AND is_deleted = 0
           AND substr(register_time, 1, 10) <= ? ${region.sql}`,
      )
      .get(range.to.slice(0, 10));
    const users = answers.get(`view/userAnalysis ${region.code}`) as { registerUserNum: number };
    same(`view/userAnalysis registerUserNum ${region.code}`, users.registerUserNum, members?.n);
  }
  return done;
};

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const round = (ms: number): number => Math.round(ms * 100) / 100;

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-board-bench-'));
  process.env.BLADE_BOARD_SEED = 'none';
  try {
    const { db } = await openBladeDatabase(dataDir);
    const stamp = formatDateTime(Date.now());
    const referenceDate = stamp.slice(0, 10);
    const loadStart = performance.now();
    const loaded = loadBoardData(db, { tenantId: '000000', referenceDate, orders: ORDERS, members: 100_000 });
    const loadMs = performance.now() - loadStart;
    db.exec('ANALYZE');
    console.log(`loaded ${JSON.stringify(loaded)} in ${Math.round(loadMs)} ms`);

    const app = await buildApp({ db, dataDir, captchaFixed: CAPTCHA });
    const captcha = (await app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' })).json() as {
      key: string;
    };
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: {
        grant_type: 'captcha',
        username: 'bigdata',
        password: md5Hex('bigdata'),
        tenantId: '000000',
        scope: 'all',
        type: 'account',
      },
      headers: {
        authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
        'tenant-id': '000000',
        'captcha-key': captcha.key,
        'captcha-code': CAPTCHA,
      },
    });
    const token = (signIn.json() as { access_token: string }).access_token;

    const end = new Date(`${referenceDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() - 89);
    const from = `${end.toISOString().slice(0, 10)} 00:00:00`;
    const to = `${referenceDate} 23:59:59`;
    const regions = [
      { label: 'prefecture 5329', code: '5329', sql: "AND city_code = '5329'" },
      { label: 'county 532901', code: '532901', sql: "AND district_code = '532901'" },
    ];
    const results: Record<string, unknown>[] = [];
    const answers = new Map<string, unknown>();
    const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
    for (const region of regions) {
      for (const endpoint of ENDPOINTS) {
        const query = { ...(endpoint.query ?? {}), cityCode: region.code, fromDate: from, toDate: to };
        const call = () =>
          app.inject({
            method: endpoint.method,
            url: `/api${endpoint.url}`,
            query,
            headers: { 'blade-auth': `bearer ${token}` },
          });
        const first = await call();
        if (first.statusCode !== 200) throw new Error(`${endpoint.name}: ${first.statusCode} ${first.body}`);
        answers.set(`${endpoint.name} ${region.code}`, (first.json() as { data: unknown }).data);
        await call();
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const t0 = performance.now();
          await call();
          times.push(performance.now() - t0);
        }
        const statements = endpoint.baseline.split('; ').map((sql) => db.prepare(sql.replace('@region', region.sql)));
        const baseline: number[] = [];
        for (let i = 0; i < BASELINE_RUNS; i += 1) {
          const t0 = performance.now();
          for (const statement of statements) statement.all({ from, to });
          baseline.push(performance.now() - t0);
        }
        const row = {
          endpoint: endpoint.name,
          region: region.label,
          p50Ms: round(quantile(times, 0.5)),
          p95Ms: round(quantile(times, 0.95)),
          plainGroupByP50Ms: round(quantile(baseline, 0.5)),
          speedup: round(quantile(baseline, 0.5) / quantile(times, 0.5)),
        };
        results.push({ ...row, meetsP95: row.p95Ms <= 50, meetsSpeedup: row.speedup >= 20 });
        console.log(
          `${row.endpoint.padEnd(30)} ${row.region.padEnd(16)} p50 ${String(row.p50Ms).padStart(8)} p95 ${String(row.p95Ms).padStart(8)}` +
            `   plain ${String(row.plainGroupByP50Ms).padStart(8)}   ×${row.speedup}`,
        );
      }
    }
    const loadAfter = loadavg().map((n) => Math.round(n * 100) / 100);
    const checks = checkAnswers(db, answers, regions, { from, to });
    await app.close();
    db.close();
    const summary = {
      name: 'board-endpoints',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      orders: loaded.orders,
      members: loaded.members,
      visits: loaded.visits,
      loadMs: Math.round(loadMs),
      range: { from, to },
      runs: RUNS,
      baselineRuns: BASELINE_RUNS,
      targets: { p95Ms: 50, speedup: 20 },
      loadAverage: { before: loadBefore, after: loadAfter },
      checks,
      results,
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'board-endpoints.json'), `${JSON.stringify(summary, null, 2)}\n`);
    return summary;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().then(
  (summary) =>
    console.log(
      `load average ${summary.loadAverage.before.join(' ')} → ${summary.loadAverage.after.join(' ')}; ` +
        `${summary.checks.length} answers equal the rows\n` +
        `${summary.results.filter((r) => r.meetsP95).length}/${summary.results.length} under 50 ms p95, ` +
        `${summary.results.filter((r) => r.meetsSpeedup).length}/${summary.results.length} at least 20× the plain GROUP BY`,
    ),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
