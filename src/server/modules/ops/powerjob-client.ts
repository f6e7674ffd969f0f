/**
 * A client of PowerJob's OpenAPI (`/openApi/*` of powerjob-server 4.x, the one BladeX deployments run): the app is
 * asserted with its name and password (form `appName`, `password` → `ResultDTO<Long>` app id), jobs are saved as
 * JSON (`SaveJobInfoRequest`, `ResultDTO<Long>` job id) and enabled, disabled, deleted and run by form posts of
 * `jobId` and `appId`; `fetchInstanceInfo` reads a run back. Every answer is `{ success, data, message }`.
 * Failures become `PowerJobError`s with a message an operator can act on (wrong password, server down).
 */

export interface PowerJobServer {
  /** `http://host:7700` (a missing scheme means http, as PowerJob's own client assumes). */
  readonly url: string;
  readonly appName: string;
  readonly password: string;
}

/** PowerJob's `SaveJobInfoRequest` (the subset of fields this product's job form holds). */
export interface PowerJobSaveRequest {
  id?: number;
  appId?: number;
  jobName: string;
  jobDescription?: string;
  jobParams?: string;
  timeExpressionType: number;
  timeExpression?: string;
  executeType: number;
  processorType: number;
  processorInfo: string;
  maxInstanceNum: number;
  concurrency: number;
  instanceTimeLimit: number;
  instanceRetryNum: number;
  taskRetryNum: number;
  minCpuCores: number;
  minMemorySpace: number;
  minDiskSpace: number;
  enable: boolean;
  designatedWorkers?: string;
  maxWorkerCount: number;
  notifyUserIds?: number[];
  extra?: string;
  dispatchStrategy: number;
  lifeCycle?: { start?: number; end?: number };
  alarmConfig?: { alertThreshold?: number; statisticWindowLen?: number; silenceWindowLen?: number };
  logConfig?: { type?: number; level?: number };
}

/** PowerJob's `InstanceInfoDTO` (what this product reads of it). */
export interface PowerJobInstanceInfo {
  instanceId: number;
  jobId: number;
  status: number;
  result?: string | null;
  actualTriggerTime?: number | null;
  finishedTime?: number | null;
}

interface ResultDto<T> {
  success: boolean;
  data?: T;
  message?: string | null;
}

export class PowerJobError extends Error {}

type Fetch = typeof fetch;

const baseOf = (url: string): string => {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
};

export const createPowerJobClient = (server: PowerJobServer, fetchImpl: Fetch = fetch, timeoutMs = 10_000) => {
  const base = baseOf(server.url);
  let appId: number | undefined;

  const post = async <T>(path: string, body: URLSearchParams | object): Promise<T> => {
    const form = body instanceof URLSearchParams;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/openApi${path}`, {
        method: 'POST',
        headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: form ? body.toString() : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PowerJobError(`无法连接 PowerJob 服务 ${base}：${reason}`);
    }
    if (!response.ok) throw new PowerJobError(`PowerJob 服务 ${base} 返回 HTTP ${response.status}`);
    let result: ResultDto<T>;
    try {
      result = (await response.json()) as ResultDto<T>;
    } catch {
      throw new PowerJobError(`PowerJob 服务 ${base} 的应答不是 JSON，请检查服务地址`);
    }
    if (!result.success) throw new PowerJobError(result.message || `PowerJob 调用 ${path} 失败`);
    return result.data as T;
  };

  const ensureApp = async (): Promise<number> => {
    if (appId !== undefined) return appId;
    try {
      appId = await post<number>(
        '/assert',
        new URLSearchParams({ appName: server.appName, password: server.password }),
      );
    } catch (error) {
      if (error instanceof PowerJobError && !error.message.startsWith('无法连接') && !error.message.includes('HTTP')) {
        throw new PowerJobError(
          `PowerJob 应用“${server.appName}”认证失败（请检查应用名称和应用密码）：${error.message}`,
        );
      }
      throw error;
    }
    return appId;
  };

  const jobForm = async (jobId: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({ jobId: String(jobId), appId: String(await ensureApp()), ...extra });

  return {
    /** Signs in; the app id. */
    assertApp: ensureApp,
    async saveJob(request: PowerJobSaveRequest): Promise<number> {
      return post<number>('/saveJob', { ...request, appId: await ensureApp() });
    },
    async enableJob(jobId: number): Promise<void> {
      await post('/enableJob', await jobForm(jobId));
    },
    async disableJob(jobId: number): Promise<void> {
      await post('/disableJob', await jobForm(jobId));
    },
    async deleteJob(jobId: number): Promise<void> {
      await post('/deleteJob', await jobForm(jobId));
    },
    async runJob(jobId: number, instanceParams?: string): Promise<number> {
      return post<number>(
        '/runJob',
        await jobForm(jobId, { delay: '0', ...(instanceParams ? { instanceParams } : {}) }),
      );
    },
    async fetchInstanceInfo(instanceId: number): Promise<PowerJobInstanceInfo> {
      await ensureApp();
      return post<PowerJobInstanceInfo>('/fetchInstanceInfo', new URLSearchParams({ instanceId: String(instanceId) }));
    },
  };
};

export type PowerJobClient = ReturnType<typeof createPowerJobClient>;
