import type { Database } from 'better-sqlite3';
import { JOB_INSTANCE_STATUS as S, JOB_TRIGGER, type JobInstanceStatus } from '../../../shared/bladex/ops';
import { formatDateTime } from '../../db/clock';
import type { IdGenerator } from '../../db/ids';
import { nextFire, TIME_TYPE, type Timing } from './job-timing';
import { BUILT_IN_PROCESSORS, runExternal } from './processors';

/** The columns of `blade_job_info` the scheduler reads. */
export interface JobRow {
  id: string;
  tenant_id: string;
  job_name: string;
  enable: number;
  time_expression_type: number;
  time_expression: string | null;
  lifecycle_start: string | null;
  lifecycle_end: string | null;
  processor_type: number;
  processor_info: string;
  job_params: string | null;
  max_instance_num: number | null;
  instance_time_limit: number | null;
  instance_retry_num: number | null;
  task_retry_num: number | null;
  last_fire_time: string | null;
  create_time: string | null;
}

export interface SchedulerOptions {
  readonly db: Database;
  readonly ids: IdGenerator;
  readonly now: () => number;
  readonly fetch?: typeof fetch;
  /** Called after each run ends (tests wait on it). */
  readonly onRunEnd?: (instanceId: string) => void;
}

/** `yyyy-MM-dd HH:mm:ss.SSS`: a fire time, to the millisecond so fixed rates never share one. */
export const fireTimeText = (ms: number): string => `${formatDateTime(ms)}.${String(ms % 1000).padStart(3, '0')}`;

const parseTime = (text: string | null | undefined): number | undefined => {
  if (!text) return undefined;
  const [day, time = '00:00:00'] = text.trim().split(' ');
  const ms = new Date(`${day}T${time}`).getTime();
  return Number.isNaN(ms) ? undefined : ms;
};

const timingOf = (job: JobRow): Timing => ({
  type: job.time_expression_type,
  expression: job.time_expression,
  lifecycleStart: parseTime(job.lifecycle_start),
  lifecycleEnd: parseTime(job.lifecycle_end),
});

const paramsOf = (text: string | null): Record<string, unknown> => {
  if (!text?.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
};

/** How many missed fires are counted before saying "at least". */
const MISSED_COUNT_CAP = 10_000;
/** setTimeout's ceiling; a later fire re-arms on wake-up. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The embedded scheduler: the enabled jobs of the `local` job servers of every tenant, each with its next fire
 * time, and ONE timer armed for the earliest (so the process is idle between fires). A fire first inserts its
 * instance row under `UNIQUE (job_info_id, fire_time)` and runs only when the insert took: a fire time runs once,
 * also across a restart or a second scheduler on the same database. At start, fires that fell while the app was
 * closed are reported as one MISSED instance (not run). Runs honour the max instances, the time limit and the
 * instance retries (each attempt logged).
 */
export const createScheduler = (options: SchedulerOptions) => {
  const { db, ids, now } = options;
  const next = new Map<string, number>();
  const running = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const pending = new Set<Promise<void>>();

  // Cross-tenant by design (the one scheduler of the process); a job runs only through a server of its own tenant.
  const localJob = db.prepare<[string], JobRow>(
    `SELECT j.* FROM blade_job_info j
     JOIN blade_job_server s ON s.id = j.job_server_id AND s.tenant_id = j.tenant_id AND s.is_deleted = 0
     WHERE j.id = ? AND j.is_deleted = 0 AND lower(trim(s.job_server_url)) = 'local'`,
  );
  const enabledLocalJobs = db.prepare<[], JobRow>(
    `SELECT j.* FROM blade_job_info j
     JOIN blade_job_server s ON s.id = j.job_server_id AND s.tenant_id = j.tenant_id AND s.is_deleted = 0
     WHERE j.is_deleted = 0 AND j.enable = 1 AND lower(trim(s.job_server_url)) = 'local'`,
  );
  const insertInstance = db.prepare(
    `INSERT OR IGNORE INTO blade_job_instance
       (id, tenant_id, job_info_id, fire_time, trigger_type, status, attempt, start_time, end_time, result, log, create_time)
     VALUES (@id, @tenantId, @jobId, @fireTime, @trigger, @status, 0, NULL, @endTime, @result, '', @createTime)`,
  );
  // The writes touch the job just read and its instance, and name that job's tenant (defence in depth).
  const markRunning = db.prepare<[number, string, string, string]>(
    'UPDATE blade_job_instance SET status = 3, attempt = ?, start_time = COALESCE(start_time, ?) WHERE tenant_id = ? AND id = ?',
  );
  const finishInstance = db.prepare<[number, string, string, string, string, string]>(
    'UPDATE blade_job_instance SET status = ?, end_time = ?, result = ?, log = ? WHERE tenant_id = ? AND id = ?',
  );
  const setFireTimesOf = db.prepare<[string | null, string | null, string, string]>(
    'UPDATE blade_job_info SET last_fire_time = COALESCE(?, last_fire_time), next_fire_time = ? WHERE tenant_id = ? AND id = ?',
  );
  const setFireTimes = (job: JobRow, last: string | null, following: string | null) =>
    setFireTimesOf.run(last, following, job.tenant_id, job.id);

  const record = (job: JobRow, fireMs: number | null, trigger: number, status: JobInstanceStatus, result = '') => {
    const id = ids.next();
    const took = insertInstance.run({
      id,
      tenantId: job.tenant_id,
      jobId: job.id,
      fireTime: fireMs === null ? null : fireTimeText(fireMs),
      trigger,
      status,
      endTime: status === S.MISSED || status === S.FAILED ? formatDateTime(now()) : null,
      result,
      createTime: formatDateTime(now()),
    });
    return took.changes === 1 ? id : undefined;
  };

  /** The runs of a job, attempt by attempt; never throws. */
  const execute = async (job: JobRow, instanceId: string): Promise<void> => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(`${formatDateTime(now())} ${line}`);
    const max = job.max_instance_num ?? 0;
    if (max > 0 && (running.get(job.id) ?? 0) >= max) {
      finishInstance.run(
        S.FAILED,
        formatDateTime(now()),
        `已有 ${max} 个实例在运行，超过最大实例数`,
        '',
        job.tenant_id,
        instanceId,
      );
      options.onRunEnd?.(instanceId);
      return;
    }
    running.set(job.id, (running.get(job.id) ?? 0) + 1);
    const attempts = 1 + Math.max(0, job.instance_retry_num ?? 0);
    let status: JobInstanceStatus = S.FAILED;
    let result = '';
    try {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        markRunning.run(attempt, formatDateTime(now()), job.tenant_id, instanceId);
        log(`第 ${attempt} 次执行开始`);
        try {
          result = await attemptOnce(job, instanceId, log);
          status = S.SUCCEED;
          log(`第 ${attempt} 次执行成功`);
          break;
        } catch (error) {
          result = error instanceof Error ? error.message : String(error);
          log(`第 ${attempt} 次执行失败：${result}`);
        }
      }
    } finally {
      running.set(job.id, (running.get(job.id) ?? 1) - 1);
      finishInstance.run(
        status,
        formatDateTime(now()),
        result.slice(0, 2000),
        lines.join('\n'),
        job.tenant_id,
        instanceId,
      );
      if (!stopped && job.time_expression_type === TIME_TYPE.FIXED_DELAY) plan(job.id, now());
      options.onRunEnd?.(instanceId);
    }
  };

  const attemptOnce = async (job: JobRow, instanceId: string, log: (line: string) => void): Promise<string> => {
    const limit = job.instance_time_limit ?? 0;
    const controller = new AbortController();
    const timeout =
      limit > 0
        ? new Promise<never>((_, reject) => {
            const handle = setTimeout(() => {
              controller.abort();
              reject(new Error(`运行超过时间限制 ${limit} 毫秒`));
            }, limit);
            controller.signal.addEventListener('abort', () => clearTimeout(handle));
          })
        : undefined;
    const work = (async () => {
      if (job.processor_type === 1) {
        const processor = BUILT_IN_PROCESSORS[job.processor_info.trim()];
        if (!processor) throw new Error(`内置处理器“${job.processor_info}”不存在`);
        return processor({
          db,
          tenantId: job.tenant_id,
          params: paramsOf(job.job_params),
          now: now(),
          signal: controller.signal,
          log,
        });
      }
      if (job.processor_type === 4) {
        return runExternal(
          job.processor_info.trim(),
          { jobId: job.id, jobName: job.job_name, jobParams: job.job_params ?? '', instanceId },
          controller.signal,
          options.fetch,
        );
      }
      throw new Error(`处理器类型 ${job.processor_type} 无效`);
    })();
    try {
      return await (timeout ? Promise.race([work, timeout]) : work);
    } finally {
      controller.abort();
    }
  };

  const launch = (job: JobRow, instanceId: string) => {
    const run = execute(job, instanceId).finally(() => pending.delete(run));
    pending.add(run);
  };

  /** Computes and keeps a job's next fire after `afterMs` (or forgets it); then re-arms the timer. */
  const plan = (jobId: string, afterMs: number) => {
    const job = localJob.get(jobId);
    const at = job && job.enable === 1 ? nextFire(timingOf(job), afterMs) : undefined;
    if (at === undefined) next.delete(jobId);
    else next.set(jobId, at);
    if (job) setFireTimes(job, null, at === undefined ? null : formatDateTime(at));
    arm();
  };

  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped || next.size === 0) return;
    let earliest = Infinity;
    for (const at of next.values()) earliest = Math.min(earliest, at);
    timer = setTimeout(tick, Math.min(MAX_DELAY, Math.max(0, earliest - now())));
    // The server keeps the process alive; a forgotten timer must not.
    timer.unref();
  };

  const tick = () => {
    timer = undefined;
    const current = now();
    for (const [jobId, at] of [...next]) {
      if (at > current) continue;
      const job = localJob.get(jobId);
      if (!job || job.enable !== 1) {
        next.delete(jobId);
        continue;
      }
      const instanceId = record(job, at, JOB_TRIGGER.SCHEDULE, S.WAITING);
      setFireTimes(job, formatDateTime(at), null);
      if (instanceId) launch(job, instanceId);
      if (job.time_expression_type === TIME_TYPE.FIXED_DELAY) next.delete(jobId);
      else {
        // A CRON or fixed rate job counts from its fire time, but never schedules into the past twice.
        const following = nextFire(timingOf(job), Math.max(at, current - 1));
        if (following === undefined) next.delete(jobId);
        else next.set(jobId, following);
        setFireTimes(job, null, following === undefined ? null : formatDateTime(following));
      }
    }
    arm();
  };

  /** Reports the fires a job missed while the app was closed, as one MISSED instance. */
  const reportMissed = (job: JobRow, current: number) => {
    if (job.time_expression_type !== TIME_TYPE.CRON && job.time_expression_type !== TIME_TYPE.FIXED_RATE) return;
    const since = parseTime(job.last_fire_time);
    if (since === undefined) return;
    const timing = timingOf(job);
    let first: number | undefined;
    let last: number | undefined;
    let count = 0;
    for (
      let at = nextFire(timing, since);
      at !== undefined && at < current && count < MISSED_COUNT_CAP;
      at = nextFire(timing, at)
    ) {
      first ??= at;
      last = at;
      count++;
    }
    if (first === undefined || last === undefined) return;
    const more = count >= MISSED_COUNT_CAP ? '至少' : '';
    record(
      job,
      first,
      JOB_TRIGGER.SCHEDULE,
      S.MISSED,
      `应用关闭期间错过${more} ${count} 次触发（${formatDateTime(first)} 至 ${formatDateTime(last)}），未补跑`,
    );
    setFireTimes(job, formatDateTime(last), null);
  };

  return {
    start() {
      stopped = false;
      const current = now();
      for (const job of enabledLocalJobs.all()) {
        reportMissed(job, current);
        const at = nextFire(timingOf(job), current);
        if (at !== undefined) next.set(job.id, at);
        setFireTimes(job, null, at === undefined ? null : formatDateTime(at));
      }
      arm();
    },
    /** After a job was saved, enabled, paused or removed: its schedule follows the row. */
    reschedule(jobId: string) {
      if (!stopped) plan(jobId, now());
    },
    /** Runs a job of the embedded server now (`run`); answers the instance id. */
    runNow(jobId: string): string | undefined {
      const job = localJob.get(jobId);
      if (!job) return undefined;
      const instanceId = record(job, null, JOB_TRIGGER.MANUAL, S.WAITING);
      if (instanceId) launch(job, instanceId);
      return instanceId;
    },
    /** The jobs scheduled and their next fire times (epoch ms). */
    planned: (): ReadonlyMap<string, number> => next,
    /** Stops firing and waits for the runs under way. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...pending]);
    },
  };
};

export type Scheduler = ReturnType<typeof createScheduler>;
