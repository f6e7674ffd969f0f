import type { Settings } from '../../../shared/settings';
import { hostText } from '../texts';

/**
 * What an HTTP answer means, after Saber's interceptor (spec 000 §8, spec 002 §7,
 * bladex-contract §2.4). Pure: the api client and the auth adapters act on the verdict.
 */
export type Verdict =
  | { kind: 'ok' }
  /** On the white list: handed back to the caller with no message shown. */
  | { kind: 'silent'; code: number; message: string }
  /**
   * 401: the session is gone. The message is kept for sign-in screens (e.g. a bad client). `mayBeDenial`: HTTP 401
   * with a whole R, which is both BladeX's `@PreAuth` denial and a monolith's expired-token answer; only a retry with
   * a fresh token tells them apart.
   */
  | { kind: 'unauthorized'; message: string; mayBeDenial?: true }
  | { kind: 'error'; code: number; message: string };

const asRecord = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Saber reads `error_code || code || status`: a number, or a numeric string; 0 and '' fall through. */
const codeOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value) && value !== 0) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim()) && Number(value) !== 0) return Number(value);
  return null;
};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export const classifyResponse = (
  httpStatus: number,
  body: unknown,
  whiteList: readonly number[],
  language: Settings['language'],
  /** What to say when the server gives no msg; the catalogue's unknown error otherwise. */
  fallbackMessage?: string,
): Verdict => {
  const record = asRecord(body);
  const code = codeOf(record.error_code) ?? codeOf(record.code) ?? httpStatus;
  const description = textOf(record.error_description);
  const message = textOf(record.msg) ?? description ?? fallbackMessage ?? hostText('unknownError', language);

  if (whiteList.includes(code)) return { kind: 'silent', code, message };
  // A SecureException is HTTP 401 carrying a whole R (`success: false`): BladeX's `@PreAuth` denial, but also a
  // monolith's answer to an expired token. The gateway's refusal has no `success`; the service's check is HTTP 200
  // with code 401 (bladex-contract.md §1.4).
  if (code === 401 && httpStatus === 401 && record.success === false)
    return { kind: 'unauthorized', message, mayBeDenial: true };
  if (code === 401) return { kind: 'unauthorized', message };
  if (code !== 200) return { kind: 'error', code, message };
  // An OAuth-style failure can come back as HTTP 200 with no code: error_description decides.
  if (description !== null) return { kind: 'error', code: httpStatus === 200 ? 400 : httpStatus, message: description };
  return { kind: 'ok' };
};
