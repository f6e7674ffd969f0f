import { z } from 'zod';
import type { JobInstance } from '../../../shared/bladex/ops';
import { JOB_INSTANCE_STATUS } from '../../../shared/bladex/ops';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { pageOffset, pageQuery } from '../../http/paging';
import { R, toPage } from '../../http/r';
import { parseInput } from '../../http/validate';
import { createJobRemote, isLocalServer } from './job-remote';
import { timingProblem } from './job-timing';
import { BUILT_IN_PROCESSORS, builtInProcessorNames } from './processors';
import { createScheduler } from './scheduler';
import { PowerJobError } from './powerjob-client';

const changeQuery = z.object({
  id: z
    .string({ error: '请选择任务' })
    .trim()
    .regex(/^\d{1,20}$/, '任务id格式不正确'),
  enable: z.enum(['0', '1'], { error: '请选择是否开启' }).transform(Number),
});
const runQuery = changeQuery.pick({ id: true });
const instancesQuery = pageQuery.extend({ jobId: changeQuery.shape.id });
const syncBody = z
  .object({ ids: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional() })
  .loose()
  .optional();

interface InstanceRow {
  id: string;
  job_info_id: string;
  fire_time: string | null;
  trigger_type: number;
  status: number;
  attempt: number;
  start_time: string | null;
  end_time: string | null;
  result: string | null;
  log: string | null;
  remote_instance_id: string | null;
  create_time: string;
}

const toInstance = (row: InstanceRow): JobInstance => ({
  id: row.id,
  jobInfoId: row.job_info_id,
  fireTime: row.fire_time ?? '',
  triggerType: row.trigger_type,
  status: row.status as JobInstance['status'],
  attempt: row.attempt,
  startTime: row.start_time ?? '',
  endTime: row.end_time ?? '',
  result: row.result ?? '',
  log: row.log ?? '',
  remoteInstanceId: row.remote_instance_id ?? '',
  createTime: row.create_time,
});

const FINAL = new Set<number>([
  JOB_INSTANCE_STATUS.FAILED,
  JOB_INSTANCE_STATUS.SUCCEED,
  JOB_INSTANCE_STATUS.MISSED,
  JOB_INSTANCE_STATUS.CANCELED,
  JOB_INSTANCE_STATUS.STOPPED,
]);

/** `BLADE_JOB_SCHEDULER=off` keeps the embedded scheduler from firing (a second process on the same data). */
const schedulerWanted = (): boolean => process.env.BLADE_JOB_SCHEDULER !== 'off';

/**
 * Jobs (spec 002 §3, §5, §9): the form's rules (the time expression fits its type, a CRON's error by position; a
 * built-in processor must exist; an external one is an http(s) address; the job server is one of the caller's
 * tenant), the embedded scheduler over the `local` servers' jobs, PowerJob pushes for the others, and the routes
 * `change`, `run`, `sync` and `instances` (runs of a job, newest first).
 */
export default resourceModule('jobInfo', ({ services }) => {
  const { ctx } = services;
  const db = ctx.db;
  const scheduler = createScheduler({ db, ids: ctx.ids, now: ctx.now });
  const remote = createJobRemote(db, ctx.now);

  const serverOf = db.prepare<[string, string], { id: string; job_server_url: string }>(
    'SELECT id, job_server_url FROM blade_job_server WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const jobOf = db.prepare<[string, string], { id: string; job_server_id: string; job_params: string | null }>(
    'SELECT id, job_server_id, job_params FROM blade_job_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const setEnable = db.prepare<[number, string, string, string, string]>(
    'UPDATE blade_job_info SET enable = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const jobIdsOf = db.prepare<[string], { id: string }>(
    'SELECT id FROM blade_job_info WHERE tenant_id = ? AND is_deleted = 0 ORDER BY id',
  );
  const instancesOf = db.prepare<[string, string, number, number], InstanceRow>(
    `SELECT * FROM blade_job_instance WHERE tenant_id = ? AND job_info_id = ?
     ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const countOf = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM blade_job_instance WHERE tenant_id = ? AND job_info_id = ?',
  );
  const addRemoteInstance = db.prepare(
    `INSERT INTO blade_job_instance (id, tenant_id, job_info_id, fire_time, trigger_type, status, attempt, remote_instance_id, create_time)
     VALUES (?, ?, ?, NULL, 2, 1, 0, ?, ?)`,
  );
  // The row was read tenant-scoped by `instancesOf`; the tenant is named again because an await lies between.
  const updateRemoteInstance = db.prepare<[number, string | null, string | null, string | null, string, string]>(
    'UPDATE blade_job_instance SET status = ?, start_time = ?, end_time = ?, result = ? WHERE tenant_id = ? AND id = ?',
  );

  const stamp = (ms: number | null | undefined): string | null => {
    if (!ms) return null;
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  };

  /** After the write commits: the schedule or the PowerJob copy follows the row. */
  const follow = (tenantId: string, jobId: string) => {
    setImmediate(() => {
      scheduler.reschedule(jobId);
      void remote.push(tenantId, jobId);
    });
  };

  return {
    hooks: {
      beforeWrite({ identity, values, existing }) {
        const get = (column: string): unknown => (column in values ? values[column] : existing?.[column]);
        const serverId = String(get('job_server_id') ?? '');
        if (!serverOf.get(identity.tenantId, serverId)) throw badRequest('请选择任务应用');
        const problem = timingProblem(Number(get('time_expression_type')), get('time_expression') as string | null);
        if (problem) throw badRequest(problem);
        const type = Number(get('processor_type'));
        const info = String(get('processor_info') ?? '').trim();
        if (type === 1 && !BUILT_IN_PROCESSORS[info]) {
          throw badRequest(`内置处理器“${info}”不存在，可选：${builtInProcessorNames().join('、')}`);
        }
        if (type === 4 && !/^https?:\/\/\S+$/i.test(info)) {
          throw badRequest('外部处理器的处理器参数须为 http:// 或 https:// 开头的地址');
        }
        const start = get('lifecycle_start');
        const end = get('lifecycle_end');
        if (start && end && String(start) > String(end)) throw badRequest('生命周期的结束时间不能早于开始时间');
        if (existing && 'job_server_id' in values && String(values.job_server_id) !== String(existing.job_server_id)) {
          throw badRequest('任务应用不能修改');
        }
      },
      afterWrite({ identity, key }) {
        follow(identity.tenantId, key);
      },
      afterRemove(keys, identity) {
        for (const key of keys) follow(identity.tenantId, key);
      },
    },
    routes(app) {
      if (schedulerWanted()) scheduler.start();
      app.addHook('onClose', async () => scheduler.stop());

      // POST change?id=&enable=: pause or resume. The row changes here first; a PowerJob server that refuses or
      // is down leaves the job marked as not synced with its message (nothing is lost; `sync` retries).
      app.post('/blade-job/job-info/change', async (request) => {
        const identity = withButton(services, request, 'job_info_change');
        const { id, enable } = parseInput(changeQuery, { ...queryOf(request), ...(request.body as object) });
        const job = jobOf.get(identity.tenantId, id);
        if (!job) throw badRequest('任务不存在或已被删除');
        setEnable.run(enable, identity.userId, stamp(ctx.now()) ?? '', identity.tenantId, id);
        scheduler.reschedule(id);
        const problem = await remote.push(identity.tenantId, id);
        return problem
          ? R.data(
              { synced: false, message: problem },
              `已${enable ? '开启' : '暂停'}，但同步到 PowerJob 失败：${problem}`,
            )
          : R.data({ synced: true, message: '' });
      });

      // POST run?id=: one run now, whatever the schedule (API jobs run only so).
      app.post('/blade-job/job-info/run', async (request) => {
        const identity = withButton(services, request, 'job_info_run');
        const { id } = parseInput(runQuery, { ...queryOf(request), ...(request.body as object) });
        const job = jobOf.get(identity.tenantId, id);
        if (!job) throw badRequest('任务不存在或已被删除');
        const server = serverOf.get(identity.tenantId, job.job_server_id);
        if (!server) throw badRequest('任务应用不存在或已被删除');
        if (isLocalServer(server.job_server_url)) {
          const instanceId = scheduler.runNow(id);
          return R.data({ instanceId: instanceId ?? '' });
        }
        try {
          const remoteId = await remote.run(identity.tenantId, id);
          const instanceId = ctx.ids.next();
          addRemoteInstance.run(instanceId, identity.tenantId, id, String(remoteId), stamp(ctx.now()));
          return R.data({ instanceId, remoteInstanceId: String(remoteId) });
        } catch (error) {
          if (error instanceof PowerJobError) throw badRequest(error.message);
          throw error;
        }
      });

      // POST sync (body { ids? }): pushes the chosen jobs (or all) to their servers again.
      app.post('/blade-job/job-info/sync', async (request) => {
        const identity = withButton(services, request, 'job_info_sync');
        const body = parseInput(syncBody, request.body ?? undefined);
        const wanted =
          body?.ids === undefined ? [] : (Array.isArray(body.ids) ? body.ids : body.ids.split(',')).map(String);
        const ids = jobIdsOf
          .all(identity.tenantId)
          .map((row) => row.id)
          .filter((id) => wanted.length === 0 || wanted.includes(id));
        for (const id of ids) scheduler.reschedule(id);
        return R.data(await remote.pushAll(identity.tenantId, ids));
      });

      // GET instances?jobId=: a job's runs, newest first; PowerJob runs not yet final are read back from PowerJob.
      app.get('/blade-job/job-info/instances', async (request) => {
        const identity = withButton(services, request, 'job_info_view');
        const query = parseInput(instancesQuery, queryOf(request));
        if (!jobOf.get(identity.tenantId, query.jobId)) throw badRequest('任务不存在或已被删除');
        let rows = instancesOf.all(identity.tenantId, query.jobId, query.size, pageOffset(query));
        const open = rows.filter((row) => row.remote_instance_id && !FINAL.has(row.status));
        for (const row of open) {
          try {
            const info = await remote.instance(identity.tenantId, query.jobId, Number(row.remote_instance_id));
            updateRemoteInstance.run(
              info.status,
              stamp(info.actualTriggerTime),
              stamp(info.finishedTime),
              info.result ?? null,
              identity.tenantId,
              row.id,
            );
          } catch (error) {
            if (!(error instanceof PowerJobError)) throw error;
            updateRemoteInstance.run(
              row.status,
              row.start_time,
              row.end_time,
              `读取 PowerJob 实例失败：${error.message}`,
              identity.tenantId,
              row.id,
            );
          }
        }
        if (open.length) rows = instancesOf.all(identity.tenantId, query.jobId, query.size, pageOffset(query));
        const total = countOf.get(identity.tenantId, query.jobId)?.n ?? 0;
        return R.data(toPage(rows.map(toInstance), total, query.current, query.size));
      });
    },
  };
});
