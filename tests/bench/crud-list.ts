// A list page through the whole HTTP path (client → Fastify → generic CRUD route → SQLite) against the same
// queries run directly on better-sqlite3 in the same run, over 100 000 rows of blade_param.
// `npm run bench -- crud-list`; writes bench-results/crud-list.json and prints the ratios; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { paramResource, parseConditions, parseSort } from '../../src/shared/resources/index';
import { md5Hex } from '../../src/server/auth/password';
import { createResourceStore } from '../../src/server/crud/resource-store';
import { allOf, conditionSql } from '../../src/server/crud/where';
import { createIdGenerator } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { startServer } from '../../src/server/start';
import type { Identity } from '../../src/server/auth/identity';
import { percentile, round } from './_stats';

const ROWS = 100_000;
const REQUESTS = 60;
const CAPTCHA = 'bench';
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

const fillParams = (dataDir: string) => {
  const db = new Database(join(dataDir, 'blade.db'));
  const insert = db.prepare(
    `INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time, update_time, is_deleted)
     VALUES (?, ?, ?, ?, '', '1123598821738675201', ?, ?, 0)`,
  );
  const ids = createIdGenerator(() => 1_700_000_000_000);
  db.transaction(() => {
    for (let i = 0; i < ROWS; i += 1) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const time = `2024-${String(1 + (i % 12)).padStart(2, '0')}-${day} ${String(i % 24).padStart(2, '0')}:00:${String(i % 60).padStart(2, '0')}`;
      insert.run(ids.next(), `参数${i}`, `bench.group${i % 50}.key${i}`, `value-${i}`, time, time);
    }
  })();
  db.close();
};

interface Case {
  name: string;
  size: number;
  filter: Record<string, string>;
}

const CASES: Case[] = [
  { name: 'size10-unfiltered', size: 10, filter: {} },
  { name: 'size200-unfiltered', size: 200, filter: {} },
  { name: 'size10-filtered', size: 10, filter: { paramKey: 'group7.' } },
  { name: 'size200-filtered', size: 200, filter: { paramKey: 'group7.' } },
];

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-crud-'));
  try {
    (await openBladeDatabase(dataDir)).db.close();
    fillParams(dataDir);
    const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
    const captcha = (await (await fetch(`${server.url}/blade-auth/oauth/captcha`)).json()) as { key: string };
    const tokenUrl = `${server.url}/blade-auth/oauth/token?grant_type=captcha&username=admin&password=${md5Hex('admin')}&tenantId=000000&scope=all`;
    const token = (await (
      await fetch(tokenUrl, {
        method: 'POST',
        headers: { authorization: BASIC, 'tenant-id': '000000', 'captcha-key': captcha.key, 'captcha-code': CAPTCHA },
      })
    ).json()) as { access_token: string };

    // The direct side builds its SQL with the same store the route uses, on its own connection.
    const direct = new Database(join(dataDir, 'blade.db'), { readonly: true });
    const store = createResourceStore(direct, paramResource, createIdGenerator(Date.now), Date.now);
    const identity = { tenantId: '000000' } as Identity;

    const results = [];
    for (const spec of CASES) {
      const http: number[] = [];
      const sqlite: number[] = [];
      let total = 0;
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        // Pages 1..50, but only pages that hold rows: a page past the end is answered from the count alone.
        const pages = i === 0 ? 1 : Math.max(1, Math.ceil(total / spec.size));
        const current = 1 + (i % Math.min(50, pages));
        const query = new URLSearchParams({ current: String(current), size: String(spec.size), ...spec.filter });
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/blade-system/param/list?${query}`, {
          headers: { 'blade-auth': `bearer ${token.access_token}`, authorization: BASIC },
        });
        const body = (await res.json()) as { data: { total: number; records: unknown[] } };
        const t1 = performance.now();
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        total = body.data.total;

        const t2 = performance.now();
        const parsed = parseConditions(paramResource, spec.filter);
        const sort = parseSort(paramResource, {});
        if (!parsed.ok || !sort.ok) throw new Error('bad query');
        const where = allOf([store.scope(identity), ...parsed.conditions.map((c) => conditionSql(c))]);
        const page = store.page(where, sort.sort, current, spec.size);
        JSON.stringify(page.rows);
        const t3 = performance.now();
        if (page.total !== total) throw new Error(`direct total ${page.total} differs from HTTP ${total}`);
        // The first five of each case warm caches on both sides and are not counted.
        if (i >= 5) {
          http.push(t1 - t0);
          sqlite.push(t3 - t2);
        }
      }
      const httpP95 = percentile(http, 95);
      const directP95 = percentile(sqlite, 95);
      results.push({
        case: spec.name,
        matchingRows: total,
        requests: REQUESTS,
        httpMs: { p50: round(percentile(http, 50)), p95: round(httpP95) },
        directMs: { p50: round(percentile(sqlite, 50)), p95: round(directP95) },
        p95Ratio: round(httpP95 / directP95),
        withinTarget: httpP95 <= 3 * directP95,
      });
    }
    direct.close();
    await server.close();

    const result = {
      name: 'crud-list',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      rows: ROWS,
      path: 'fetch (undici, keep-alive) → Fastify on 127.0.0.1 → GET /api/blade-system/param/list → better-sqlite3',
      target: 'p95 through HTTP ≤ 3 × p95 of the same queries (count + page) run directly on better-sqlite3',
      cases: results,
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'crud-list.json'), `${JSON.stringify(result, null, 2)}\n`);
    for (const c of results) {
      console.log(
        `${c.case.padEnd(20)} rows ${String(c.matchingRows).padStart(6)}  http p50 ${c.httpMs.p50} p95 ${c.httpMs.p95} ms  direct p50 ${c.directMs.p50} p95 ${c.directMs.p95} ms  ratio ${c.p95Ratio}`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
