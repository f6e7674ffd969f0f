import { fail, ok, type Result } from '../../../shared/contract';
import type { Settings } from '../../../shared/settings';
import { hostText } from '../texts';
import { classifyResponse, type Verdict } from './error-catalogue';
import type { RawOutcome } from './http-sender';

export type Classified =
  { verdict: Verdict; status: number; body: unknown } | { verdict: null; failure: Result<never> };

const decodeJsonBytes = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return {};
  }
};

/**
 * Applies the error catalogue to a raw outcome. Binary answers are judged by their JSON body when
 * the server sent JSON (an export that failed), otherwise by the HTTP status alone.
 */
export const classifyOutcome = (outcome: RawOutcome, settings: Settings, fallbackMessage?: string): Classified => {
  if (outcome.kind === 'network') {
    const message = hostText(outcome.timedOut ? 'timeout' : 'networkError', settings.language);
    return { verdict: null, failure: fail('network', message) };
  }
  const judged =
    outcome.body instanceof Uint8Array
      ? outcome.contentType.includes('json')
        ? decodeJsonBytes(outcome.body)
        : {}
      : outcome.body;
  const verdict = classifyResponse(
    outcome.status,
    judged,
    settings.statusWhiteList,
    settings.language,
    fallbackMessage,
  );
  return { verdict, status: outcome.status, body: outcome.body };
};

/** The Result the renderer gets for a verdict other than 401 (which the caller handles first). */
export const verdictFailure = (verdict: Exclude<Verdict, { kind: 'ok' }>, httpStatus: number): Result<never> => {
  switch (verdict.kind) {
    case 'silent':
      return fail('silent', verdict.message, { status: verdict.code });
    case 'unauthorized':
      return fail('unauthorized', verdict.message, { status: 401 });
    case 'error':
      return fail('http', verdict.message, { status: verdict.code === 200 ? httpStatus : verdict.code });
  }
};

export const okResponse = (status: number, data: unknown) => ok({ status, data });
