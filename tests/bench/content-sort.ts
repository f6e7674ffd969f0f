// Issue 13's figures for content lists: a drag-sort of 500 travel guides saved as ONE update/sort request (HTTP
// time, p50/p95 over 20 saves of the whole reversed order) and the renderer's reorder step (moveItem + renumber
// over 500 rows), and the guides' list page through HTTP against the same query run directly (p95 ratio; target
// ≤ 3×), the server's own share of each answer (its Server-Timing) against the same query too: the fixed cost of a
// request through fetch weighs most on a 10-row page. `npm run bench -- content-sort`; writes bench-results/content-sort.json; never asserts. Repaint time is
// not measured here (no browser): the figure is the computation before React renders the dialog's rows.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { contentGuideResource, moveItem, parseSort, renumber } from '../../src/shared/resources/index';
import { md5Hex } from '../../src/server/auth/password';
import { createResourceStore } from '../../src/server/crud/resource-store';
import { createIdGenerator } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { startServer } from '../../src/server/start';
import type { Identity } from '../../src/server/auth/identity';
import { percentile, round, serverMs } from './_stats';

const ROWS = 500;
const SAVES = 20;
const REQUESTS = 60;
const CAPTCHA = 'bench';
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

const fillGuides = (dataDir: string): string[] => {
  const db = new Database(join(dataDir, 'blade.db'));
  const insert = db.prepare(
    `INSERT INTO app_content_guide (id, tenant_id, title, tag, cover, jump_type, rich_text, sort, is_show_swiper,
       like_num, collect_num, views_num, create_user, create_time, update_time, is_deleted, status)
     VALUES (?, '000000', ?, '', 'https://example.com/c.png', 5, '<p>x</p>', ?, 0, 0, 0, 0, '1123598821738675201', ?, ?, 0, 1)`,
  );
  const ids = createIdGenerator(() => 1_700_000_000_000);
  const made: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < ROWS; i += 1) {
      const id = ids.next();
      const time = `2024-05-${String(1 + (i % 28)).padStart(2, '0')} 08:00:00`;
      insert.run(id, `攻略${i}`, i + 1, time, time);
      made.push(id);
    }
  })();
  db.close();
  return made;
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-content-'));
  try {
    (await openBladeDatabase(dataDir)).db.close();
    const guideIds = fillGuides(dataDir);
    const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
    const captcha = (await (await fetch(`${server.url}/blade-auth/oauth/captcha`)).json()) as { key: string };
    const tokenUrl = `${server.url}/blade-auth/oauth/token?grant_type=captcha&username=admin&password=${md5Hex('admin')}&tenantId=000000&scope=all`;
    const token = (await (
      await fetch(tokenUrl, {
        method: 'POST',
        headers: { authorization: BASIC, 'tenant-id': '000000', 'captcha-key': captcha.key, 'captcha-code': CAPTCHA },
      })
    ).json()) as { access_token: string };
    const headers = { 'blade-auth': `bearer ${token.access_token}`, authorization: BASIC };

    // The dialog's step: move the last row to the top, then renumber all 500 (1–999999).
    const items = guideIds.map((id, index) => ({ id, label: id, sort: index + 1 }));
    const reorder: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const t0 = performance.now();
      const moved = moveItem(items, ROWS - 1, 0);
      const changes = renumber(moved, { min: 1, max: 999999 });
      reorder.push(performance.now() - t0);
      if (changes?.length !== ROWS) throw new Error('every row should move by one');
    }

    // One update/sort request per save, the whole order reversed then restored.
    const saves: number[] = [];
    for (let i = 0; i < SAVES; i += 1) {
      const order = i % 2 === 0 ? [...guideIds].reverse() : guideIds;
      const body = order.map((id, index) => ({ id, sort: index + 1 }));
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/blade-app/contentGuide/update/sort`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code: number; msg: string };
      saves.push(performance.now() - t0);
      if (answer.code !== 200) throw new Error(`update/sort: ${answer.msg}`);
    }

    // The list page through HTTP against the store's own query on a second connection.
    const direct = new Database(join(dataDir, 'blade.db'), { readonly: true });
    const store = createResourceStore(direct, contentGuideResource, createIdGenerator(Date.now), Date.now);
    const identity = { tenantId: '000000' } as Identity;
    const sort = parseSort(contentGuideResource, {});
    if (!sort.ok) throw new Error('bad sort');
    const lists = [];
    for (const size of [10, 200]) {
      const http: number[] = [];
      const serverSide: number[] = [];
      const sqlite: number[] = [];
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        const current = 1 + (i % Math.ceil(ROWS / size));
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/blade-app/contentGuide/list?current=${current}&size=${size}`, {
          headers,
        });
        await res.json();
        const t1 = performance.now();
        const answered = serverMs(res);
        const page = store.page(store.scope(identity), sort.sort, current, size);
        JSON.stringify(page.rows);
        const t2 = performance.now();
        if (i >= 5) {
          http.push(t1 - t0);
          serverSide.push(answered);
          sqlite.push(t2 - t1);
        }
      }
      lists.push({
        size,
        httpMs: { p50: round(percentile(http, 50)), p95: round(percentile(http, 95)) },
        directMs: { p50: round(percentile(sqlite, 50)), p95: round(percentile(sqlite, 95)) },
        p95Ratio: round(percentile(http, 95) / Math.max(percentile(sqlite, 95), 0.001)),
        serverMs: { p50: round(percentile(serverSide, 50)), p95: round(percentile(serverSide, 95)) },
        serverP95Ratio: round(percentile(serverSide, 95) / Math.max(percentile(sqlite, 95), 0.001)),
      });
    }
    direct.close();
    await server.close();

    const result = {
      bench: 'content-sort',
      rows: ROWS,
      loadAverage: loadavg().map((value) => round(value)),
      reorderStepMs: { p50: round(percentile(reorder, 50)), p95: round(percentile(reorder, 95)) },
      updateSortRequestMs: { p50: round(percentile(saves, 50)), p95: round(percentile(saves, 95)), requests: SAVES },
      lists,
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'content-sort.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

void main();
