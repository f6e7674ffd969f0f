import type { InvokeInput, InvokeOutput } from '../../shared/contract/channels';
import type { ErrorCode, Result, ResultError } from '../../shared/contract/result';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { getApi } from './api';
import { reportError } from '../stores/error-log-store';

/** Failures worth an entry: the server refused, could not be reached, or the host broke. */
const LOGGED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['http', 'network', 'internal']);

export const isLoggedFailure = (error: ResultError): boolean => LOGGED.has(error.code);

const describeParams = (params: unknown): string => {
  if (params === undefined) return '';
  try {
    return JSON.stringify(params);
  } catch {
    return '';
  }
};

/** Records a failed call in the error log when its code is one that deserves it; returns the result unchanged. */
export const logFailedCall = <T>(
  result: Result<T>,
  call: { method: string; url: string; params?: unknown },
): Result<T> => {
  if (!result.ok && isLoggedFailure(result.error)) {
    const status = result.error.status === undefined ? '' : ` (${result.error.status})`;
    reportError({
      type: result.error.code,
      url: `${call.method} ${call.url}`,
      message: `${result.error.message}${status}`,
      info: describeParams(call.params),
    });
  }
  return result;
};

/** `http.request` that writes a failure into the error log; the caller still gets the Result to show. */
export const requestOrLog = async (
  input: InvokeInput<'http.request'>,
  api: Pick<WorkspaceApi, 'invoke'> = getApi(),
): Promise<Result<InvokeOutput<'http.request'>>> =>
  logFailedCall(await api.invoke('http.request', input), {
    method: input.method,
    url: input.url,
    params: input.params,
  });

/** `http.upload` that writes a failure into the error log (the file's bytes are never logged). */
export const uploadOrLog = async (
  input: InvokeInput<'http.upload'>,
  api: Pick<WorkspaceApi, 'invoke'> = getApi(),
): Promise<Result<InvokeOutput<'http.upload'>>> =>
  logFailedCall(await api.invoke('http.upload', input), {
    method: 'POST',
    url: input.url,
    params: { fileName: input.fileName, mimeType: input.mimeType, size: input.bytes.byteLength },
  });
