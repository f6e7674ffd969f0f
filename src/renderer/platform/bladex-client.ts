import type { InvokeInput, InvokeOutput } from '../../shared/contract/channels';
import type { Result, ResultError } from '../../shared/contract/result';
import { getApi } from './api';
import { logFailedCall } from './request-or-log';

type Params = NonNullable<InvokeInput<'http.request'>['params']>;
type Invoke = (input: InvokeInput<'http.request'>) => Promise<Result<InvokeOutput<'http.request'>>>;

/**
 * A failed BladeX call, with what a screen needs to show it: the server's (or the host's) message, per-field
 * messages when known, and the IPC Result's code (`http`, `network`, `unauthorized` ...).
 */
export class BladeError extends Error {
  readonly code: ResultError['code'];
  readonly status?: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(error: ResultError) {
    super(error.message);
    this.name = 'BladeError';
    this.code = error.code;
    this.status = error.status;
    this.fieldErrors = error.fieldErrors ?? {};
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The `data` of a BladeX `R` answer (bladex-contract.md §1.4: `success` true — or the text 'true' of a Kv such as
 * clear-cache — or `code` 200), or a BladeError with its `msg`. Read `code`, not only the HTTP status: a
 * service-level token failure is HTTP 200 with code 401. `fieldErrors` of the embedded server's 400s go along.
 */
export const unwrapEnvelope = <T>(status: number, body: unknown): T => {
  if (isRecord(body) && (body.success === true || body.success === 'true' || body.code === 200)) return body.data as T;
  const message = isRecord(body) && typeof body.msg === 'string' && body.msg ? body.msg : `HTTP ${status}`;
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  const fieldErrors = data && isRecord(data.fieldErrors) ? (data.fieldErrors as Record<string, string>) : undefined;
  throw new BladeError({ code: 'http', message, status, ...(fieldErrors ? { fieldErrors } : {}) });
};

export interface BladexClient {
  get<T = unknown>(url: string, params?: Params): Promise<T>;
  post<T = unknown>(url: string, params?: Params, body?: unknown): Promise<T>;
}

export interface BladexClientOptions {
  /** How calls reach the host: the workspace's API unless the board window gives its own. */
  invoke?: Invoke;
  /** Where failures are noted once (the workspace's error log); the board logs them itself. */
  log?: boolean;
}

/**
 * The renderer's one BladeX client: typed `get`/`post` over the host's `http.request`, the `R` envelope read in
 * one place, every failure (host, network, a refusing `code`) thrown as a BladeError and written to the error log
 * once (spec 000 §4).
 */
export const createBladexClient = ({ invoke, log = true }: BladexClientOptions = {}): BladexClient => {
  const send: Invoke = invoke ?? ((input) => getApi().invoke('http.request', input));
  const call = async <T>(method: 'GET' | 'POST', url: string, params?: Params, data?: unknown): Promise<T> => {
    const input: InvokeInput<'http.request'> = {
      method,
      url,
      ...(params && Object.keys(params).length > 0 ? { params } : {}),
      ...(data === undefined ? {} : { data }),
    };
    const sent = await send(input);
    const result = log ? logFailedCall(sent, { method, url, params }) : sent;
    if (!result.ok) throw new BladeError(result.error);
    try {
      return unwrapEnvelope<T>(result.data.status, result.data.data);
    } catch (error) {
      // A refusal inside a delivered answer (code 400 with a msg) is logged like a failed call.
      if (log && error instanceof BladeError)
        logFailedCall(
          { ok: false, error: { code: 'http', message: error.message, status: error.status } },
          { method, url, params },
        );
      throw error;
    }
  };
  return {
    get: (url, params) => call('GET', url, params),
    post: (url, params, body) => call('POST', url, params, body),
  };
};

/** The workspace's client. */
export const bladex: BladexClient = createBladexClient();
