import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';
import { opsCall } from './ops-call';
import { startPowerJobStub, type PowerJobStub } from './powerjob-stub';

// Jobs and job servers through the API: the form's rules, runs on the embedded server, and PowerJob servers
// through their OpenAPI (a local stub), including a wrong app password and a server that is down.

let server: TestServer;
let admin: string;
let midu: string;
let stub: PowerJobStub;
let localServer: string;

type Body = { code: number; msg: string; data: Record<string, unknown> };
const call = async (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  query?: Record<string, string>,
) => {
  const { status, body } = await opsCall(server, token, method, url, payload, query);
  return { status, body: body as Body };
};
const jobRow = (id: string) =>
  server.db.prepare<[string], Record<string, unknown>>('SELECT * FROM blade_job_info WHERE id = ?').get(id)!;

const job = (values: Record<string, unknown> = {}) => ({
  jobServerId: localServer,
  jobName: '清理日志',
  enable: 1,
  timeExpressionType: 2,
  timeExpression: '0 0 3 * * ?',
  executeType: 1,
  dispatchStrategy: 1,
  processorType: 1,
  processorInfo: 'pruneLogs',
  jobParams: '{"days":30}',
  ...values,
});

const submitJob = async (values: Record<string, unknown> = {}) => {
  const res = await call(admin, 'POST', '/blade-job/job-info/submit', job(values));
  expect(res.status, res.body.msg).toBe(200);
  return String(
    server.db
      .prepare('SELECT id FROM blade_job_info WHERE job_name = ? ORDER BY create_time DESC, id DESC')
      .pluck()
      .get(job(values).jobName),
  );
};

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
  stub = await startPowerJobStub('dali-prod', 's3cret');
  localServer = String(
    server.db
      .prepare("SELECT id FROM blade_job_server WHERE tenant_id = '000000' AND job_server_url = 'local'")
      .pluck()
      .get(),
  );
}, 60_000);
afterAll(async () => {
  await stub.close().catch(() => undefined);
  await server.close();
});

describe('the job form', () => {
  it('refuses an invalid CRON expression with the position of the error, and writes nothing', async () => {
    const before = tableCounts(server.db);
    const res = await call(admin, 'POST', '/blade-job/job-info/submit', job({ timeExpression: '0 0 25 * * ?' }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^第3个字段（时）“25”无效/);
    expect(tableCounts(server.db)).toEqual(before);
  });

  it('says which required field is missing, with the spec messages', async () => {
    for (const [field, message] of [
      ['jobServerId', '请选择任务应用'],
      ['jobName', '请输入任务名称'],
      ['timeExpressionType', '请选择定时信息'],
      ['processorInfo', '请输入处理器参数'],
    ] as const) {
      const res = await call(admin, 'POST', '/blade-job/job-info/submit', job({ [field]: '' }));
      expect(res.body.msg, field).toBe(message);
    }
  });

  it('refuses an unknown built-in processor, an external one that is no address, and a server of another tenant', async () => {
    expect((await call(admin, 'POST', '/blade-job/job-info/submit', job({ processorInfo: 'nope' }))).body.msg).toMatch(
      /^内置处理器“nope”不存在，可选：.*pruneLogs/,
    );
    expect(
      (await call(admin, 'POST', '/blade-job/job-info/submit', job({ processorType: 4, processorInfo: 'ftp://x' })))
        .body.msg,
    ).toBe('外部处理器的处理器参数须为 http:// 或 https:// 开头的地址');
    expect((await call(midu, 'POST', '/blade-job/job-info/submit', job())).body.msg).toBe('请选择任务应用');
  });

  it('keeps the job application on edit and accepts API jobs without an expression', async () => {
    const id = await submitJob({ jobName: '按需任务', timeExpressionType: 1, timeExpression: '' });
    const other = await call(admin, 'POST', '/blade-job/job-server/submit', {
      jobServerName: '另一个',
      jobServerUrl: 'local',
      jobAppName: 'x',
      jobAppPassword: 'y',
    });
    expect(other.status).toBe(200);
    const otherId = String(
      server.db.prepare("SELECT id FROM blade_job_server WHERE job_server_name = '另一个'").pluck().get(),
    );
    await call(admin, 'POST', '/blade-job/job-info/submit', { id, jobServerId: otherId, jobName: '按需任务2' });
    expect(jobRow(id)).toMatchObject({ job_server_id: localServer, job_name: '按需任务2', next_fire_time: null });
  });
});

describe('jobs of the embedded server', () => {
  it('run on demand, and list the run with its result', async () => {
    const id = await submitJob({ jobName: '手动运行' });
    const run = await call(admin, 'POST', '/blade-job/job-info/run', undefined, { id });
    expect(run.status, run.body.msg).toBe(200);
    await vi.waitFor(async () => {
      const page = await call(admin, 'GET', '/blade-job/job-info/instances', undefined, { jobId: id });
      const [latest] = page.body.data.records as { status: number; result: string; triggerType: number }[];
      expect(latest).toMatchObject({ status: 5, triggerType: 2 });
      expect(latest!.result).toMatch(/^已清理/);
    });
  });

  it('pause and resume through change, the schedule following', async () => {
    const id = await submitJob({ jobName: '暂停恢复' });
    await vi.waitFor(() => expect(jobRow(id).next_fire_time).toMatch(/ 03:00:00$/));
    expect((await call(admin, 'POST', '/blade-job/job-info/change', undefined, { id, enable: '0' })).status).toBe(200);
    expect(jobRow(id)).toMatchObject({ enable: 0, next_fire_time: null });
    expect((await call(admin, 'POST', '/blade-job/job-info/change', undefined, { id, enable: '2' })).body.msg).toBe(
      '参数错误: enable 请选择是否开启',
    );
    await call(admin, 'POST', '/blade-job/job-info/change', undefined, { id, enable: '1' });
    expect(jobRow(id).next_fire_time).toMatch(/ 03:00:00$/);
  });
});

describe('PowerJob servers', () => {
  let powerServer: string;

  it('refuse a wrong app password with a clear message, kept on the row', async () => {
    const res = await call(admin, 'POST', '/blade-job/job-server/submit', {
      jobServerName: '生产调度',
      jobServerUrl: stub.url,
      jobAppName: 'dali-prod',
      jobAppPassword: 'wrong',
    });
    expect(res.status).toBe(200);
    powerServer = String(
      server.db.prepare("SELECT id FROM blade_job_server WHERE job_server_name = '生产调度'").pluck().get(),
    );
    const sync = await call(admin, 'POST', '/blade-job/job-server/sync', undefined, { id: powerServer });
    expect(sync.status).toBe(400);
    expect(sync.body.msg).toBe('PowerJob 应用“dali-prod”认证失败（请检查应用名称和应用密码）：password error!');
    expect(server.db.prepare('SELECT sync_message FROM blade_job_server WHERE id = ?').pluck().get(powerServer)).toBe(
      sync.body.msg,
    );
  });

  it('sign in with the right password and keep the app id', async () => {
    await call(admin, 'POST', '/blade-job/job-server/submit', { id: powerServer, jobAppPassword: 's3cret' });
    const sync = await call(admin, 'POST', '/blade-job/job-server/sync', undefined, { id: powerServer });
    expect(sync.status, sync.body.msg).toBe(200);
    expect(server.db.prepare('SELECT app_id FROM blade_job_server WHERE id = ?').pluck().get(powerServer)).toBe('7');
    const select = await call(admin, 'GET', '/blade-job/job-server/select');
    expect((select.body.data as unknown as { jobServerName: string }[]).map((row) => row.jobServerName)).toContain(
      '生产调度',
    );
  });

  it('receive their jobs through saveJob, are enabled, disabled and run there, and the runs are read back', async () => {
    const id = await submitJob({ jobServerId: powerServer, jobName: '远程任务', maxInstanceNum: 2 });
    await vi.waitFor(() => expect(jobRow(id)).toMatchObject({ sync_status: 1 }));
    const remoteId = Number(jobRow(id).job_id);
    expect(stub.jobs.get(remoteId)).toMatchObject({
      appId: 7,
      jobName: '远程任务',
      timeExpressionType: 2,
      timeExpression: '0 0 3 * * ?',
      processorType: 1,
      processorInfo: 'pruneLogs',
      maxInstanceNum: 2,
      concurrency: 5,
      enable: true,
      logConfig: { type: 1, level: 2 },
    });
    await call(admin, 'POST', '/blade-job/job-info/change', undefined, { id, enable: '0' });
    expect(stub.jobs.get(remoteId)?.enable).toBe(false);
    const run = await call(admin, 'POST', '/blade-job/job-info/run', undefined, { id });
    expect(run.status, run.body.msg).toBe(200);
    expect(run.body.data.remoteInstanceId).toBe('9000');
    const page = await call(admin, 'GET', '/blade-job/job-info/instances', undefined, { jobId: id });
    expect((page.body.data.records as Record<string, unknown>[])[0]).toMatchObject({
      remoteInstanceId: '9000',
      status: 5,
      result: 'processed 12 rows',
      startTime: '2026-03-01 10:00:00',
    });
  });

  it('when down: the change is kept, the job shows the failure, and run answers why', async () => {
    const id = String(server.db.prepare("SELECT id FROM blade_job_info WHERE job_name = '远程任务'").pluck().get());
    await stub.close();
    const change = await call(admin, 'POST', '/blade-job/job-info/change', undefined, { id, enable: '1' });
    expect(change.status).toBe(200);
    expect(change.body.msg).toMatch(/^已开启，但同步到 PowerJob 失败：无法连接 PowerJob 服务/);
    expect(jobRow(id)).toMatchObject({ enable: 1, sync_status: 2 });
    expect(String(jobRow(id).sync_message)).toMatch(/^无法连接 PowerJob 服务/);
    const run = await call(admin, 'POST', '/blade-job/job-info/run', undefined, { id });
    expect(run.status).toBe(400);
    expect(run.body.msg).toMatch(/^无法连接 PowerJob 服务/);
  });
});
