import type { Database } from 'better-sqlite3';
import type { JobSyncResult } from '../../../shared/bladex/ops';
import { formatDateTime } from '../../db/clock';
import { createPowerJobClient, PowerJobError, type PowerJobSaveRequest } from './powerjob-client';
import type { JobRow } from './scheduler';

/** The columns of `blade_job_server` this side reads. */
export interface JobServerRow {
  id: string;
  tenant_id: string;
  job_server_url: string;
  job_app_name: string;
  job_app_password: string;
}

interface FullJobRow extends JobRow {
  job_server_id: string;
  job_id: string | null;
  is_deleted: number;
  job_description: string | null;
  execute_type: number;
  dispatch_strategy: number;
  concurrency: number | null;
  min_cpu_cores: number | null;
  min_memory_space: number | null;
  min_disk_space: number | null;
  designated_workers: string | null;
  max_worker_count: number | null;
  notify_user_ids: string | null;
  alert_threshold: number | null;
  statistic_window_len: number | null;
  silence_window_len: number | null;
  log_type: number | null;
  log_level: number | null;
  extra: string | null;
}

export const isLocalServer = (url: string | null | undefined): boolean => (url ?? '').trim().toLowerCase() === 'local';

const epoch = (text: string | null): number | undefined => {
  if (!text) return undefined;
  const ms = new Date(text.replace(' ', 'T')).getTime();
  return Number.isNaN(ms) ? undefined : ms;
};

/** A job row as PowerJob's `SaveJobInfoRequest`. */
export const toSaveRequest = (job: FullJobRow): PowerJobSaveRequest => ({
  ...(job.job_id ? { id: Number(job.job_id) } : {}),
  jobName: job.job_name,
  jobDescription: job.job_description ?? '',
  jobParams: job.job_params ?? '',
  timeExpressionType: job.time_expression_type,
  timeExpression: job.time_expression ?? '',
  executeType: job.execute_type,
  processorType: job.processor_type,
  processorInfo: job.processor_info,
  maxInstanceNum: job.max_instance_num ?? 0,
  concurrency: job.concurrency ?? 5,
  instanceTimeLimit: job.instance_time_limit ?? 0,
  instanceRetryNum: job.instance_retry_num ?? 0,
  taskRetryNum: job.task_retry_num ?? 0,
  minCpuCores: job.min_cpu_cores ?? 0,
  minMemorySpace: job.min_memory_space ?? 0,
  minDiskSpace: job.min_disk_space ?? 0,
  enable: job.enable === 1,
  designatedWorkers: job.designated_workers ?? '',
  maxWorkerCount: job.max_worker_count ?? 0,
  notifyUserIds: (job.notify_user_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number),
  extra: job.extra ?? '',
  dispatchStrategy: job.dispatch_strategy,
  lifeCycle: { start: epoch(job.lifecycle_start), end: epoch(job.lifecycle_end) },
  alarmConfig: {
    alertThreshold: job.alert_threshold ?? 0,
    statisticWindowLen: job.statistic_window_len ?? 0,
    silenceWindowLen: job.silence_window_len ?? 0,
  },
  logConfig: { type: job.log_type ?? 1, level: job.log_level ?? 2 },
});

/**
 * Jobs of PowerJob servers: pushed after every save, change and remove (the row here is the truth; a failure is
 * kept on the row as `sync_status` 2 with PowerJob's message, and `sync` pushes again), run and read back.
 */
export const createJobRemote = (db: Database, now: () => number, fetchImpl?: typeof fetch) => {
  const jobWithServer = db.prepare<
    [string, string],
    FullJobRow & { server_url: string | null; server_app: string; server_password: string }
  >(
    `SELECT j.*, s.job_server_url AS server_url, s.job_app_name AS server_app, s.job_app_password AS server_password
     FROM blade_job_info j LEFT JOIN blade_job_server s ON s.id = j.job_server_id AND s.is_deleted = 0 AND s.tenant_id = j.tenant_id
     WHERE j.tenant_id = ? AND j.id = ?`,
  );
  const setSync = db.prepare<[string | null, number, string, string, string]>(
    'UPDATE blade_job_info SET job_id = COALESCE(?, job_id), sync_status = ?, sync_message = ? WHERE tenant_id = ? AND id = ?',
  );

  const clientOf = (row: { server_url: string | null; server_app: string; server_password: string }) =>
    createPowerJobClient(
      { url: row.server_url ?? '', appName: row.server_app, password: row.server_password },
      fetchImpl,
    );

  /** Pushes one job of a PowerJob server; answers the failure message, or undefined when it took. */
  const push = async (tenantId: string, jobId: string): Promise<string | undefined> => {
    const row = jobWithServer.get(tenantId, jobId);
    if (!row || row.server_url === null || isLocalServer(row.server_url)) return undefined;
    const client = clientOf(row);
    try {
      if (row.is_deleted === 1) {
        if (row.job_id) await client.deleteJob(Number(row.job_id));
        return undefined;
      }
      const remoteId = await client.saveJob(toSaveRequest(row));
      setSync.run(String(remoteId), 1, `已同步（${formatDateTime(now())}）`, tenantId, jobId);
      return undefined;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Any failure (PowerJob's refusal, a network error) is kept on the row; the push never throws.
      if (row.is_deleted === 0) setSync.run(null, 2, message.slice(0, 500), tenantId, jobId);
      return message;
    }
  };

  return {
    push,
    async pushAll(tenantId: string, jobIds: readonly string[]): Promise<JobSyncResult> {
      const messages: string[] = [];
      for (const id of jobIds) {
        const problem = await push(tenantId, id);
        if (problem) messages.push(problem);
      }
      return { synced: jobIds.length - messages.length, failed: messages.length, messages: [...new Set(messages)] };
    },
    /** Runs a job on its PowerJob server now; PowerJob's instance id. Throws PowerJobError. */
    async run(tenantId: string, jobId: string): Promise<number> {
      const row = jobWithServer.get(tenantId, jobId);
      if (!row) throw new PowerJobError('任务不存在');
      if (!row.job_id) {
        const problem = await push(tenantId, jobId);
        if (problem) throw new PowerJobError(problem);
      }
      const fresh = jobWithServer.get(tenantId, jobId);
      return clientOf(row).runJob(Number(fresh?.job_id), row.job_params ?? undefined);
    },
    /** PowerJob's view of a run. Throws PowerJobError. */
    async instance(tenantId: string, jobId: string, remoteInstanceId: number) {
      const row = jobWithServer.get(tenantId, jobId);
      if (!row) throw new PowerJobError('任务不存在');
      return clientOf(row).fetchInstanceInfo(remoteInstanceId);
    },
    /** Checks the app name and password of a server; its app id. Throws PowerJobError. */
    assertServer: (server: JobServerRow) =>
      createPowerJobClient(
        { url: server.job_server_url, appName: server.job_app_name, password: server.job_app_password },
        fetchImpl,
      ).assertApp(),
  };
};

export type JobRemote = ReturnType<typeof createJobRemote>;
