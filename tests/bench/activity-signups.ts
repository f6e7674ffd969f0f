// Issue 14: the sign-up list of an activity with 10 000 sign-ups (among 20 000 of the tenant), p95 through HTTP
// against the same count + page run directly with the store the route uses (target ≤ 3×). Pages 1..50 of
// size 10 and 50, filtered by the activity; the first five requests of each case warm caches and are not
// counted. `npm run bench -- activity-signups`; writes bench-results/activity-signups.json; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { activitySignupResource } from '../../src/shared/resources/activity/activity-signup';
import { parseConditions, parseSort } from '../../src/shared/resources/index';
import { createResourceStore } from '../../src/server/crud/resource-store';
import { allOf, conditionSql } from '../../src/server/crud/where';
import { createIdGenerator } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { startServer } from '../../src/server/start';
import type { Identity } from '../../src/server/auth/identity';
import { adminToken, BASIC, percentile, round } from './_bench-http';

const SIGNUPS = 10_000;
const REQUESTS = 60;
const CAPTCHA = 'bench';
const ACTIVITY = '2990000000000000101';
const OTHER = '2990000000000000102';

const fill = (dataDir: string) => {
  const db = new Database(join(dataDir, 'blade.db'));
  const activity = db.prepare(
    `INSERT INTO project_baseinfo (id, tenant_id, title, number_limit, is_free, status, is_deleted, create_time)
     VALUES (?, '000000', ?, 20000, 0, 1, 0, '2026-01-01 00:00:00')`,
  );
  const signup = db.prepare(
    `INSERT INTO project_signup (id, tenant_id, activity_id, user_name, phone, amount, sign_status, status, is_deleted, create_time)
     VALUES (?, '000000', ?, ?, ?, 0, ?, 1, 0, ?)`,
  );
  const ids = createIdGenerator(() => 1_700_000_000_000);
  db.transaction(() => {
    activity.run(ACTIVITY, '压测活动');
    activity.run(OTHER, '另一个活动');
    for (let i = 0; i < SIGNUPS * 2; i += 1) {
      const time = `2026-03-${String(1 + (i % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:00:00`;
      signup.run(
        ids.next(),
        i % 2 ? OTHER : ACTIVITY,
        `报名人${i}`,
        `1388720${String(i).padStart(4, '0')}`,
        i % 3,
        time,
      );
    }
  })();
  db.close();
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-signups-'));
  try {
    (await openBladeDatabase(dataDir)).db.close();
    fill(dataDir);
    const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
    const token = await adminToken(server.url, CAPTCHA);
    const direct = new Database(join(dataDir, 'blade.db'), { readonly: true });
    const store = createResourceStore(direct, activitySignupResource, createIdGenerator(Date.now), Date.now);
    const identity = { tenantId: '000000' } as Identity;
    const cases = [];
    for (const size of [10, 50]) {
      const http: number[] = [];
      const sqlite: number[] = [];
      let total = 0;
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        const current = 1 + (i % 50);
        const filter = { activityId: ACTIVITY };
        const query = new URLSearchParams({ current: String(current), size: String(size), ...filter });
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/blade-app/project/signup/list?${query}`, {
          headers: { 'blade-auth': `bearer ${token}`, authorization: BASIC },
        });
        const body = (await res.json()) as { data: { total: number } };
        const t1 = performance.now();
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        total = body.data.total;
        const t2 = performance.now();
        const parsed = parseConditions(activitySignupResource, filter);
        const sort = parseSort(activitySignupResource, {});
        if (!parsed.ok || !sort.ok) throw new Error('bad query');
        const where = allOf([store.scope(identity), ...parsed.conditions.map((c) => conditionSql(c))]);
        const page = store.page(where, sort.sort, current, size);
        JSON.stringify(page.rows);
        const t3 = performance.now();
        if (page.total !== total) throw new Error(`direct total ${page.total} differs from HTTP ${total}`);
        if (i >= 5) {
          http.push(t1 - t0);
          sqlite.push(t3 - t2);
        }
      }
      const httpP95 = percentile(http, 95);
      const directP95 = percentile(sqlite, 95);
      cases.push({
        size,
        signUps: total,
        httpMs: { p50: round(percentile(http, 50)), p95: round(httpP95) },
        directMs: { p50: round(percentile(sqlite, 50)), p95: round(directP95) },
        p95Ratio: round(httpP95 / directP95),
        withinTarget: httpP95 <= 3 * directP95,
      });
    }
    direct.close();
    await server.close();
    const result = {
      name: 'activity-signups',
      node: process.version,
      path: 'fetch → Fastify on 127.0.0.1 → GET /api/blade-app/project/signup/list?activityId= → better-sqlite3',
      target: 'p95 through HTTP ≤ 3 × p95 of the same count + page run directly',
      cases,
      loadAverage: loadavg(),
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'activity-signups.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
