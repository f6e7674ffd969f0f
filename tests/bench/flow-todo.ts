// Issue 16's workflow target: the todo list of a user with 10 000 open tasks ≤ 50 ms p95 (through HTTP, an upper
// bound of the server's time), beside 10 000 open tasks of someone else and 10 000 claimable tasks of the admin role.
// `npm run bench -- flow-todo`; writes bench-results/flow-todo.json; never asserts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { createSequentialIds } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { SEED_IDS } from '../../src/server/db/seed-org';
import { startServer } from '../../src/server/start';
import { adminToken, BASIC, percentile, round } from './_bench-http';

const OPEN_TASKS = 10_000;
const REQUESTS = 60;
const CAPTCHA = 'bench';
const TENANT = '000000';

/** Instances of the seeded leave process with one open task each: the admin's, someone else's, or claimable. */
const fill = (dataDir: string) => {
  const db = new Database(join(dataDir, 'blade.db'));
  const definition = db
    .prepare("SELECT id FROM blade_flow_definition WHERE tenant_id = ? AND process_key = 'Leave'")
    .pluck()
    .get(TENANT) as string;
  const ids = createSequentialIds('1800000000000000000');
  const instance = db.prepare(
    `INSERT INTO blade_flow_instance (id, tenant_id, definition_id, business_table, business_id, start_user, start_time,
       status) VALUES (?, ?, ?, 'blade_process_leave', ?, ?, ?, 'running')`,
  );
  const task = db.prepare(
    `INSERT INTO blade_flow_task (id, tenant_id, instance_id, activity_id, name, assignee, candidate_groups, status,
       create_time) VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < OPEN_TASKS * 3; i += 1) {
      const id = ids.next();
      const time = `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')} 09:00:00`;
      instance.run(id, TENANT, definition, ids.next(), '1123598821738675202', time);
      const kind = i % 3;
      task.run(
        ids.next(),
        TENANT,
        id,
        kind === 2 ? 'hrAudit' : 'deptHeadAudit',
        kind === 2 ? '人事审批' : '部门主管审批',
        kind === 0 ? SEED_IDS.adminUser : kind === 1 ? '1123598821738675299' : null,
        kind === 2 ? 'admin,administrator' : '',
        time,
      );
    }
  })();
  db.close();
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-flow-'));
  try {
    (await openBladeDatabase(dataDir)).db.close();
    fill(dataDir);
    const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
    const token = await adminToken(server.url, CAPTCHA);
    const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC };
    const measure = async (list: string) => {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < REQUESTS + 5; i += 1) {
        const current = 1 + (i % 50);
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/blade-flow/work/${list}?current=${current}&size=10`, { headers });
        const body = (await res.json()) as { data: { total: number } };
        const t1 = performance.now();
        if (res.status !== 200) throw new Error(`${list}: HTTP ${res.status}`);
        total = body.data.total;
        if (i >= 5) times.push(t1 - t0);
      }
      return { list, total, ms: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) } };
    };
    const todo = await measure('todo-list');
    const claim = await measure('claim-list');
    await server.close();
    const result = {
      name: 'flow-todo',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      openTasks: OPEN_TASKS * 3,
      target: 'todo list of a user with 10 000 open tasks ≤ 50 ms p95 (through HTTP, an upper bound)',
      todo,
      claim,
      withinTarget: todo.ms.p95 <= 50,
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'flow-todo.json'), `${JSON.stringify(result, null, 2)}\n`);
    for (const row of [todo, claim])
      console.log(`${row.list} rows ${row.total} p50 ${row.ms.p50} ms p95 ${row.ms.p95} ms`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
