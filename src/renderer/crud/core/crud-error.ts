import type { ResultError } from '../../../shared/contract/result';

/**
 * A failed data call, with what the screen needs to show it: the server's (or host's) message, and per-field
 * messages when they are known. `code` follows the IPC Result (`http`, `network`, `unauthorized` ...).
 */
export class CrudError extends Error {
  readonly code: ResultError['code'];
  readonly status?: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(error: ResultError) {
    super(error.message);
    this.name = 'CrudError';
    this.code = error.code;
    this.status = error.status;
    this.fieldErrors = error.fieldErrors ?? {};
  }
}

/** The message of anything thrown by a data call. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';
