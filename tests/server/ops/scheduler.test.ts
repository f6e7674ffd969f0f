import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_INSTANCE_STATUS as S } from '../../../src/shared/bladex/ops';
import { formatDateTime } from '../../../src/server/db/clock';
import { createSequentialIds } from '../../../src/server/db/ids';
import { createScheduler, type Scheduler } from '../../../src/server/modules/ops/scheduler';
import { createTestServer, type TestServer } from '../../helpers/server';

// The embedded scheduler on a real database: a fire runs once even with two schedulers on one database (a
// restart overlapping the old process), a paused job does not fire, fires missed while closed are reported once,
// and the time limit and retries hold.

let server: TestServer;
let serverId: string;
let slow: Server;
let slowUrl: string;
const ids = createSequentialIds('1900000000000000000');
const schedulers: Scheduler[] = [];

const schedulerOf = (): Scheduler => {
  const scheduler = createScheduler({ db: server.db, ids, now: Date.now });
  schedulers.push(scheduler);
  return scheduler;
};

const addJob = (values: Record<string, string | number | null>): string => {
  const id = ids.next();
  const row = {
    id,
    tenant_id: '000000',
    job_server_id: serverId,
    job_name: `测试任务${id.slice(-3)}`,
    enable: 1,
    time_expression_type: 2,
    time_expression: '* * * * * ?',
    execute_type: 1,
    dispatch_strategy: 1,
    processor_type: 1,
    processor_info: 'pruneLogs',
    job_params: '{"days":30}',
    max_instance_num: 0,
    instance_time_limit: 0,
    instance_retry_num: 0,
    is_deleted: 0,
    create_time: formatDateTime(Date.now()),
    ...values,
  };
  const names = Object.keys(row);
  server.db
    .prepare(`INSERT INTO blade_job_info (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
    .run(row);
  return id;
};

type Instance = { status: number; fire_time: string | null; result: string; log: string; attempt: number };
const instancesOf = (jobId: string) =>
  server.db
    .prepare<[string], Instance>('SELECT * FROM blade_job_instance WHERE job_info_id = ? ORDER BY create_time, id')
    .all(jobId);

beforeAll(async () => {
  server = await createTestServer();
  serverId = server.db
    .prepare<[], { id: string }>(
      "SELECT id FROM blade_job_server WHERE tenant_id = '000000' AND job_server_url = 'local'",
    )
    .get()!.id;
  // An external processor that answers after 2 s: longer than the time limit the test gives.
  slow = createServer((_request, response) => {
    setTimeout(() => response.end('late'), 2000).unref();
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/run`;
}, 60_000);

afterAll(async () => {
  await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  slow.closeAllConnections();
  await new Promise((resolve) => slow.close(resolve));
  await server.close();
});

describe('the embedded scheduler', () => {
  it('runs each fire time once, even with two schedulers on the same database', async () => {
    const jobId = addJob({});
    const first = schedulerOf();
    const second = schedulerOf();
    first.start();
    second.start();
    await vi.waitFor(
      () => expect(instancesOf(jobId).filter((row) => row.status === S.SUCCEED).length).toBeGreaterThanOrEqual(3),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    await first.stop();
    await second.stop();
    const rows = instancesOf(jobId);
    const fires = rows.map((row) => row.fire_time);
    expect(new Set(fires).size).toBe(fires.length);
    for (const row of rows) {
      expect(row.status).toBe(S.SUCCEED);
      expect(row.result).toMatch(/^已清理 .* 之前的日志 \d+ 条$/);
      expect(row.log).toContain('blade_log_api：删除');
    }
  });

  it('does not fire a paused job', async () => {
    const jobId = addJob({});
    const scheduler = schedulerOf();
    scheduler.start();
    await vi.waitFor(() => expect(instancesOf(jobId).length).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    server.db.prepare('UPDATE blade_job_info SET enable = 0 WHERE id = ?').run(jobId);
    scheduler.reschedule(jobId);
    expect(scheduler.planned().has(jobId)).toBe(false);
    const seen = instancesOf(jobId).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(instancesOf(jobId).length).toBe(seen);
    expect(server.db.prepare('SELECT next_fire_time FROM blade_job_info WHERE id = ?').pluck().get(jobId)).toBeNull();
    await scheduler.stop();
  });

  it('reports the fires missed while the app was closed once, and does not run them', async () => {
    const jobId = addJob({ time_expression: '0 * * * * ?', last_fire_time: formatDateTime(Date.now() - 10 * 60_000) });
    const scheduler = schedulerOf();
    scheduler.start();
    await scheduler.stop();
    const again = schedulerOf();
    again.start();
    await again.stop();
    const rows = instancesOf(jobId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe(S.MISSED);
    expect(rows[0]!.result).toMatch(/^应用关闭期间错过 (9|10) 次触发（.+ 至 .+），未补跑$/);
  });

  it('stops a run at its time limit and retries it as many times as allowed', async () => {
    const jobId = addJob({
      time_expression_type: 1,
      time_expression: null,
      processor_type: 4,
      processor_info: slowUrl,
      instance_time_limit: 300,
      instance_retry_num: 1,
    });
    const scheduler = schedulerOf();
    scheduler.start();
    expect(scheduler.planned().has(jobId)).toBe(false);
    expect(scheduler.runNow(jobId)).toBeTruthy();
    await vi.waitFor(() => expect(instancesOf(jobId)[0]?.status).toBe(S.FAILED), { timeout: 10_000 });
    const [run] = instancesOf(jobId);
    expect(run!.attempt).toBe(2);
    expect(run!.result).toBe('运行超过时间限制 300 毫秒');
    expect(run!.log.match(/执行失败：运行超过时间限制/g)).toHaveLength(2);
    await scheduler.stop();
  });
});
