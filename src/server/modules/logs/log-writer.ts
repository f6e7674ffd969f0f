import { hostname } from 'node:os';
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { formatDateTime } from '../../db/clock';
import type { IdGenerator } from '../../db/ids';

/** Where a request came from and where it landed: the LogAbstract columns every log row shares. */
export interface RequestFacts {
  remoteIp: string;
  userAgent: string;
  requestUri: string;
  method: string;
  serverIp: string;
}

export interface ApiLogEntry extends RequestFacts {
  tenantId: string;
  title: string;
  /** Never a password, token or captcha answer: callers pass only what an administrator may read. */
  params: string;
  createBy: string;
  methodClass: string;
  methodName: string;
  durationMs: number;
}

export interface ErrorLogEntry extends RequestFacts {
  tenantId: string;
  serviceId: string;
  createBy: string;
  message: string;
  stackTrace: string;
  exceptionName: string;
  params: string;
  createTime: string;
}

const MAX_USER_AGENT = 500;

export const requestFacts = (request: FastifyRequest): RequestFacts => {
  const agent = request.headers['user-agent'];
  return {
    remoteIp: request.ip ?? '',
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, MAX_USER_AGENT),
    requestUri: request.url.split('?')[0],
    method: request.method,
    serverIp: request.socket?.localAddress ?? '',
  };
};

/** `a=1&b=2` without URL encoding, so Chinese values stay readable in the log screen. */
export const formatParams = (params: Record<string, string | undefined>): string =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/** Writes log rows; each call is one statement or one transaction, so a batch is all or nothing. */
export const createLogWriter = (db: Database, ids: IdGenerator, now: () => number) => {
  const serverHost = hostname();
  const env = process.env.NODE_ENV || 'dev';
  const insertApi = db.prepare(`INSERT INTO blade_log_api (id, tenant_id, service_id, server_ip, server_host, env,
      remote_ip, user_agent, request_uri, method, method_class, method_name, params, time, create_by, create_time,
      type, title)
    VALUES (@id, @tenant_id, 'blade-auth', @server_ip, @server_host, @env, @remote_ip, @user_agent, @request_uri,
      @method, @method_class, @method_name, @params, @time, @create_by, @create_time, '1', @title)`);
  const insertError = db.prepare(`INSERT INTO blade_log_error (id, tenant_id, service_id, server_ip, server_host, env,
      remote_ip, user_agent, request_uri, method, method_class, method_name, params, time, create_by, create_time,
      stack_trace, exception_name, message, file_name, line_number)
    VALUES (@id, @tenant_id, @service_id, @server_ip, @server_host, @env, @remote_ip, @user_agent, @request_uri,
      @method, '', '', @params, '0', @create_by, @create_time, @stack_trace, @exception_name, @message, '', NULL)`);
  const saveErrors = db.transaction((entries: ErrorLogEntry[]) => {
    for (const entry of entries) {
      insertError.run({
        id: ids.next(),
        tenant_id: entry.tenantId,
        service_id: entry.serviceId,
        server_ip: entry.serverIp,
        server_host: serverHost,
        env,
        remote_ip: entry.remoteIp,
        user_agent: entry.userAgent,
        request_uri: entry.requestUri,
        method: entry.method,
        params: entry.params,
        create_by: entry.createBy,
        create_time: entry.createTime,
        stack_trace: entry.stackTrace,
        exception_name: entry.exceptionName,
        message: entry.message,
      });
    }
    return entries.length;
  });

  return {
    api(entry: ApiLogEntry): void {
      insertApi.run({
        id: ids.next(),
        tenant_id: entry.tenantId,
        server_ip: entry.serverIp,
        server_host: serverHost,
        env,
        remote_ip: entry.remoteIp,
        user_agent: entry.userAgent,
        request_uri: entry.requestUri,
        method: entry.method,
        method_class: entry.methodClass,
        method_name: entry.methodName,
        params: entry.params,
        time: String(Math.max(0, Math.round(entry.durationMs))),
        create_by: entry.createBy,
        create_time: formatDateTime(now()),
        title: entry.title,
      });
    },
    errors: (entries: ErrorLogEntry[]): number => saveErrors(entries),
  };
};

export type LogWriter = ReturnType<typeof createLogWriter>;

export const LOG_TITLES = { signInOk: '登录成功', signInFailed: '登录失败', signOut: '退出登录' } as const;
