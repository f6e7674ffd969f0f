import type { InvokeOutput, ParsedInput, Result, UploadProgress } from '../../../shared/contract';
import type { SettingsStore } from '../settings/settings-store';
import type { HttpSender, OutgoingRequest } from './http-sender';
import { progressBody } from './upload-body';
import { classifyOutcome, okResponse, verdictFailure } from './verdict-to-result';

/** What the session lends the api client for one call; the token never goes further. */
export interface SessionCredentials {
  accessToken: string;
  tenantId: string;
  deptId: string;
  roleId: string;
}

export interface ApiClient {
  request(input: ParsedInput<'http.request'>): Promise<Result<InvokeOutput<'http.request'>>>;
  upload(input: ParsedInput<'http.upload'>): Promise<Result<InvokeOutput<'http.upload'>>>;
  /**
   * A call the host itself makes for a channel (register-guest, update-password), with the session's headers.
   * `background`: a call nobody asked for (the work queues' poll); its 401 is that call's refusal (BladeX answers a
   * denied `@PreAuth` with 401) and neither refreshes nor ends the session.
   */
  call(
    request: OutgoingRequest,
    options?: { fallbackMessage?: string; background?: boolean },
  ): Promise<Result<InvokeOutput<'http.request'>>>;
}

export const createApiClient = (deps: {
  send: HttpSender;
  settings: SettingsStore;
  credentials: () => SessionCredentials | null;
  /**
   * Called on a 401 to a signed-in call, with the token it used: the session refreshes (`retry`: the call is made
   * once more with the new token) or ends (`session.expired`).
   */
  onUnauthorized: (accessToken: string) => Promise<'retry' | 'expired' | 'failed'>;
  /** A retried call refused again with the fresh token: the session ends (`session.expired`). */
  onUnauthorizedAgain: (accessToken: string) => Promise<void>;
  /** Where the progress of an upload that named an `uploadId` goes (the `upload.progress` event). */
  onUploadProgress?: (progress: UploadProgress) => void;
}): ApiClient => {
  const sessionHeaders = (credentials: SessionCredentials | null): Record<string, string> => {
    const settings = deps.settings.get();
    if (!credentials) return { 'Tenant-Id': settings.defaultTenantId };
    const headers: Record<string, string> = {
      'Blade-Auth': `bearer ${credentials.accessToken}`,
      'Tenant-Id': credentials.tenantId || settings.defaultTenantId,
    };
    // Dept-Id / Role-Id narrow the identity only in switch mode (spec 000 §6).
    if (settings.switchMode) {
      if (credentials.deptId) headers['Dept-Id'] = credentials.deptId;
      if (credentials.roleId) headers['Role-Id'] = credentials.roleId;
    }
    return headers;
  };

  /**
   * One call. `build` makes the request (again for the retry after a refreshed token: a streamed body can be read
   * once only). A 401 to a signed-in call is retried once when the session could refresh its token.
   */
  const exchange = async (
    build: () => Promise<OutgoingRequest> | OutgoingRequest,
    fallbackMessage?: string,
    retried = false,
    background = false,
  ): Promise<Result<InvokeOutput<'http.request'>>> => {
    const request = await build();
    const credentials = deps.credentials();
    const outcome = await deps.send({ ...request, headers: { ...sessionHeaders(credentials), ...request.headers } });
    request.body?.stream.destroy();
    const classified = classifyOutcome(outcome, deps.settings.get(), fallbackMessage);
    if (classified.verdict === null) return classified.failure;
    const { verdict, status, body } = classified;
    if (verdict.kind === 'ok') return okResponse(status, body);
    if (verdict.kind === 'unauthorized' && credentials && !background) {
      // Refused again right after a refresh, as a whole R: the token is good, so this is a denial of this call
      // (`@PreAuth`), and the session stays.
      if (retried && verdict.mayBeDenial)
        return verdictFailure({ kind: 'error', code: 401, message: verdict.message }, status);
      if (retried) await deps.onUnauthorizedAgain(credentials.accessToken);
      else if ((await deps.onUnauthorized(credentials.accessToken)) === 'retry')
        return exchange(build, fallbackMessage, true);
    }
    return verdictFailure(verdict, status);
  };

  return {
    call: (request, options) => exchange(() => request, options?.fallbackMessage, false, options?.background),
    request: (input) =>
      exchange(() => ({
        method: input.method,
        path: input.url,
        params: input.params,
        data: input.data,
        responseType: input.responseType,
        timeoutMs: input.timeoutMs,
      })),
    upload: async (input) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
      const blob = new Blob([new Uint8Array(input.bytes)], { type: input.mimeType || 'application/octet-stream' });
      form.append('file', blob, input.fileName);
      const { uploadId } = input;
      const report = deps.onUploadProgress;
      if (uploadId === undefined || !report) return exchange(() => ({ method: 'POST', path: input.url, data: form }));
      // A request that failed half-way leaves the rest of its body unread: exchange releases it after each try.
      return exchange(async () => ({
        method: 'POST',
        path: input.url,
        body: await progressBody(form, (sent, total) => report({ uploadId, sent, total })),
      }));
    },
  };
};
