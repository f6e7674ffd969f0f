/**
 * The envelope every IPC handler answers with.
 *
 * Errors thrown across Electron IPC keep only their message (electron/electron#24427), so handlers
 * never throw: they return `{ ok: false, error }` with a code the renderer can branch on.
 */
export type ErrorCode =
  /** The payload did not match the channel's schema, or the channel does not exist. */
  | 'invalid-payload'
  /** The server answered 401 or the session is gone: the renderer goes to /login. */
  | 'unauthorized'
  /** The server answered with a non-200 code; `message` is its msg / error_description. */
  | 'http'
  /** The code is on the configured white list: the caller handles it, no message is shown. */
  | 'silent'
  /** The server could not be reached or timed out. */
  | 'network'
  /** Input was refused before anything was sent (per-field messages in fieldErrors). */
  | 'validation'
  /** The signed-in user may not do this: the host checked the role (e.g. board settings are for administrators). */
  | 'forbidden'
  /** A bug in the host; the message is safe to show but says little. */
  | 'internal';

export interface ResultError {
  code: ErrorCode;
  message: string;
  /** HTTP status or body code, when the error came from the server. */
  status?: number;
  fieldErrors?: Record<string, string>;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ResultError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });

export const fail = (
  code: ErrorCode,
  message: string,
  extra: Omit<ResultError, 'code' | 'message'> = {},
): { ok: false; error: ResultError } => ({ ok: false, error: { code, message, ...extra } });
