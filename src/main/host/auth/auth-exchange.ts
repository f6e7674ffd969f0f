import { fail, ok, type Result } from '../../../shared/contract';
import type { SettingsStore } from '../settings/settings-store';
import type { HttpSender, OutgoingRequest } from '../api/http-sender';
import { classifyOutcome, verdictFailure } from '../api/verdict-to-result';
import { hostText } from '../texts';

/**
 * Sends an auth call and applies the error catalogue. A sign-in answer that fails (including
 * HTTP 200 with `error_description`) becomes `fail('http', description)`; a 401 here is a bad
 * client or grant, not an expired session, so it is reported as `http` too.
 */
export const authExchange = async (
  send: HttpSender,
  settings: SettingsStore,
  request: OutgoingRequest,
): Promise<Result<unknown>> => {
  const current = settings.get();
  const classified = classifyOutcome(await send(request), current);
  if (classified.verdict === null) return classified.failure;
  const { verdict, status, body } = classified;
  if (verdict.kind === 'ok') return ok(body);
  if (verdict.kind === 'unauthorized') return fail('http', verdict.message, { status: 401 });
  return verdictFailure(verdict, status);
};

/**
 * A token call with its fields as a form body (BladeX and SpringBlade read them from the query or the form alike):
 * passwords and refresh tokens never travel in a URL, which proxies and access logs keep.
 */
export const formPost = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
): OutgoingRequest => ({
  method: 'POST',
  path,
  data: new URLSearchParams(fields).toString(),
  headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
});

/** A 200 whose body is not what the dialect promises. */
export const badTokenResponse = (settings: SettingsStore) =>
  fail('http', hostText('badTokenResponse', settings.get().language));
