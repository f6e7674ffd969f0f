// Issue 12's catalogue targets: the product and merchant lists over 100 000 products (p95 through HTTP ≤ 3 × the
// p95 of the same count and page run directly on better-sqlite3 in the same run), and one level of a category tree
// of 10 000 nodes opened through `lazy-list` in ≤ 50 ms p95 server-side: measured twice, through HTTP (an upper
// bound: client, socket and JSON parse included) and in-process with Fastify's `inject` (no socket), each level
// opened cold — every parent once, so the read memo (src/server/db/read-memo.ts) never answers from a cache.
// `npm run bench -- merchant-catalogue`; writes bench-results/merchant-catalogue.json; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { getResource, parseConditions, parseSort, type ResourceDef } from '../../src/shared/resources/index';
import type { Identity } from '../../src/server/auth/identity';
import { createResourceStore } from '../../src/server/crud/resource-store';
import { allOf, conditionSql } from '../../src/server/crud/where';
import { createSequentialIds, createIdGenerator } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { buildApp } from '../../src/server/app';
import { startServer } from '../../src/server/start';
import { adminToken, BASIC, percentile, round } from './_bench-http';

const PRODUCTS = 100_000;
const MERCHANTS = 2_000;
const INDUSTRIES = 100; // × 99 business types each = 10 000 nodes
const REQUESTS = 60;
const CAPTCHA = 'bench';
const TENANT = '000000';

const fill = (dataDir: string) => {
  const db = new Database(join(dataDir, 'blade.db'));
  const ids = createSequentialIds('1700000000000000000');
  const category = db.prepare(
    `INSERT INTO merchant_category (id, tenant_id, parent_id, name, level, trade_type, image, sort, is_enable, is_deleted)
     VALUES (?, ?, ?, ?, ?, 1, 'x.png', ?, 1, 0)`,
  );
  const merchant = db.prepare(
    `INSERT INTO merchant_info (id, tenant_id, name, trade_type, category_id, sub_category_id, district_code, town_code,
       create_time, is_deleted) VALUES (?, ?, ?, 1, ?, ?, '532901', '532901001', ?, 0)`,
  );
  const product = db.prepare(
    `INSERT INTO merchant_product (id, tenant_id, merchant_id, merchant_name, name, type, trade_type, category_id,
       sub_category_id, combo_price, audit_status, status, district_code, town_code, create_time, is_deleted)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, '532901', '532901001', ?, 0)`,
  );
  const industries: string[] = [];
  const business: string[] = [];
  const merchants: { id: string; name: string }[] = [];
  db.transaction(() => {
    for (let i = 0; i < INDUSTRIES; i += 1) {
      const id = ids.next();
      industries.push(id);
      category.run(id, TENANT, '0', `行业${i}`, 1, i);
      for (let j = 0; j < 99; j += 1) {
        const child = ids.next();
        business.push(child);
        category.run(child, TENANT, id, `业态${i}-${j}`, 2, j);
      }
    }
    for (let i = 0; i < MERCHANTS; i += 1) {
      const id = ids.next();
      merchants.push({ id, name: `商户${i}` });
      const time = `2025-${String(1 + (i % 12)).padStart(2, '0')}-01 10:00:00`;
      merchant.run(id, TENANT, `商户${i}`, industries[i % INDUSTRIES], business[i % business.length], time);
    }
    for (let i = 0; i < PRODUCTS; i += 1) {
      const owner = merchants[i % MERCHANTS];
      const day = String(1 + (i % 28)).padStart(2, '0');
      const time = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${day} ${String(i % 24).padStart(2, '0')}:00:00`;
      product.run(
        ids.next(),
        TENANT,
        owner.id,
        owner.name,
        `商品${i}`,
        1 + (i % 7),
        industries[i % INDUSTRIES],
        business[i % business.length],
        (i % 500) + 0.5,
        i % 3 === 0 ? 0 : 1,
        i % 2,
        time,
      );
    }
  })();
  db.close();
  return { industries };
};

interface Case {
  name: string;
  resource: 'product' | 'merchantInfo';
  verb: string;
  filter: Record<string, string>;
}

const CASES: Case[] = [
  { name: 'products-unfiltered', resource: 'product', verb: 'page', filter: {} },
  { name: 'products-picker', resource: 'product', verb: 'page', filter: { auditState: '1', status: '1' } },
  { name: 'products-by-name', resource: 'product', verb: 'page', filter: { name: '商品12' } },
  { name: 'merchants-unfiltered', resource: 'merchantInfo', verb: 'list', filter: {} },
  { name: 'merchants-by-name', resource: 'merchantInfo', verb: 'list', filter: { name: '商户1' } },
];

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-merchant-'));
  try {
    (await openBladeDatabase(dataDir)).db.close();
    const { industries } = fill(dataDir);
    const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
    const token = await adminToken(server.url, CAPTCHA);
    const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC };
    const direct = new Database(join(dataDir, 'blade.db'), { readonly: true });
    const identity = { tenantId: TENANT } as Identity;

    const lists = [];
    for (const spec of CASES) {
      const def = getResource(spec.resource) as ResourceDef;
      const store = createResourceStore(direct, def, createIdGenerator(Date.now), Date.now);
      const http: number[] = [];
      const sqlite: number[] = [];
      let total = 0;
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        const pages = i === 0 ? 1 : Math.max(1, Math.ceil(total / 10));
        const current = 1 + (i % Math.min(50, pages));
        const query = new URLSearchParams({ current: String(current), size: '10', ...spec.filter });
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api${def.endpoint}/${spec.verb}?${query}`, { headers });
        const body = (await res.json()) as { data: { total: number } };
        const t1 = performance.now();
        if (res.status !== 200) throw new Error(`${spec.name}: HTTP ${res.status}`);
        total = body.data.total;
        const t2 = performance.now();
        const parsed = parseConditions(def, spec.filter);
        const sort = parseSort(def, {});
        if (!parsed.ok || !sort.ok) throw new Error(`${spec.name}: bad query`);
        const where = allOf([store.scope(identity), ...parsed.conditions.map((c) => conditionSql(c))]);
        const page = store.page(where, sort.sort, current, 10);
        JSON.stringify(page.rows);
        const t3 = performance.now();
        if (page.total !== total) throw new Error(`${spec.name}: direct total ${page.total} ≠ HTTP ${total}`);
        if (i >= 5) {
          http.push(t1 - t0);
          sqlite.push(t3 - t2);
        }
      }
      const httpP95 = percentile(http, 95);
      const directP95 = percentile(sqlite, 95);
      lists.push({
        case: spec.name,
        matchingRows: total,
        httpMs: { p50: round(percentile(http, 50)), p95: round(httpP95) },
        directMs: { p50: round(percentile(sqlite, 50)), p95: round(directP95) },
        p95Ratio: round(httpP95 / directP95),
        withinTarget: httpP95 <= 3 * directP95,
      });
    }
    direct.close();

    // One level of the 10 000-node tree: the root's 100 industries, or an industry's 99 business types. The first
    // half of the industries through HTTP, the other half (and the root) in-process, each opened once.
    const LAZY = '/api/blade-merchant-product/merchantCategory/lazy-list';
    const half = industries.length / 2;
    const tree: number[] = [];
    for (const parentId of industries.slice(0, half)) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${LAZY}?parentId=${parentId}`, { headers });
      const body = (await res.json()) as { data: unknown[] };
      const t1 = performance.now();
      if (res.status !== 200 || body.data.length !== 99) throw new Error(`lazy-list: HTTP ${res.status}`);
      tree.push(t1 - t0);
    }
    await server.close();

    const { db } = await openBladeDatabase(dataDir);
    const app = await buildApp({ db, dataDir, captchaFixed: CAPTCHA });
    // One unmeasured call first (a business type: no children), so the first sample is not the app's warm-up.
    await app.inject({ method: 'GET', url: LAZY, query: { parentId: '1' }, headers });
    const inProcess: number[] = [];
    for (const parentId of ['0', ...industries.slice(half)]) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: LAZY, query: { parentId }, headers });
      const t1 = performance.now();
      const size = (res.json() as { data: unknown[] }).data.length;
      // The root also holds the demo seed's own industries.
      if (res.statusCode !== 200 || size < (parentId === '0' ? INDUSTRIES : 99))
        throw new Error(`lazy-list (inject): ${res.statusCode} ${size}`);
      inProcess.push(t1 - t0);
    }
    await app.close();
    db.close();

    const result = {
      name: 'merchant-catalogue',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      products: PRODUCTS,
      merchants: MERCHANTS,
      categoryNodes: INDUSTRIES * 100,
      targets: {
        lists: 'p95 through HTTP ≤ 3 × p95 of the same count + page run directly on better-sqlite3',
        tree: 'one lazy-list level of a 10 000-node tree ≤ 50 ms p95 server-side (in-process inject, cold levels)',
      },
      loadAverage: loadavg().map((n) => round(n)),
      lists,
      treeLevelHttpMs: { p50: round(percentile(tree, 50)), p95: round(percentile(tree, 95)), levels: tree.length },
      treeLevelServerMs: {
        p50: round(percentile(inProcess, 50)),
        p95: round(percentile(inProcess, 95)),
        levels: inProcess.length,
      },
      treeWithinTarget: percentile(inProcess, 95) <= 50,
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'merchant-catalogue.json'), `${JSON.stringify(result, null, 2)}\n`);
    for (const c of lists)
      console.log(
        `${c.case.padEnd(22)} rows ${String(c.matchingRows).padStart(6)}  http p95 ${c.httpMs.p95} ms  direct p95 ${c.directMs.p95} ms  ratio ${c.p95Ratio}`,
      );
    const { treeLevelHttpMs: viaHttp, treeLevelServerMs: onServer } = result;
    console.log(`category tree level via HTTP p50 ${viaHttp.p50} ms p95 ${viaHttp.p95} ms`);
    console.log(
      `category tree level server-side p50 ${onServer.p50} ms p95 ${onServer.p95} ms (load ${result.loadAverage})`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
