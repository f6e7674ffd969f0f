import { Readable } from 'node:stream';
import axios, { type AxiosRequestConfig } from 'axios';
import { EMBEDDED_CLIENT_ID } from '../../../shared/embedded-server';
import type { SettingsStore } from '../settings/settings-store';
import type { Logger } from '../log';
import { watchIdle, type IdleWatch } from './idle-watch';
import { isLoopbackUrl, resolveBaseUrl, toServerPath } from './server-path';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean | null>;

export interface OutgoingRequest {
  method: HttpMethod;
  /** A BladeX service path, with or without Saber's `/api` prefix. */
  path: string;
  params?: Record<string, ParamValue>;
  data?: unknown;
  /**
   * A body encoded beforehand (an upload with progress): sent as it streams, instead of `data`. Its timeout counts
   * silence (no bytes taken, or no answer after the last one), not the whole upload.
   */
  body?: EncodedBody;
  headers?: Record<string, string>;
  responseType?: 'json' | 'arraybuffer';
  timeoutMs?: number;
}

/** Bytes ready to send with their exact length, so the request carries a Content-Length. */
export interface EncodedBody {
  stream: Readable;
  length: number;
  contentType: string;
}

/** Any HTTP status 200–500 is an answer (Saber's rule); anything else is a network failure. */
export type RawOutcome =
  | { kind: 'answer'; status: number; body: unknown; contentType: string }
  | { kind: 'network'; timedOut: boolean; detail: string };

export type HttpSender = (request: OutgoingRequest) => Promise<RawOutcome>;

/** A WHATWG fetch: Electron's `net.fetch` (Chromium's network stack) in the desktop app. */
export type NetworkFetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

const basicAuth = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64')}`;

const toBytes = (body: unknown): unknown => {
  if (body instanceof Uint8Array)
    return new Uint8Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
  if (body instanceof ArrayBuffer) return new Uint8Array(body.slice(0));
  return body;
};

/**
 * The one place that touches axios: base URL, client credentials, timeout and status rules come
 * from the settings on every call, so a settings change applies to the next request.
 *
 * With `fetch` (Electron's `net.fetch`) axios's fetch adapter sends every call through Chromium's network stack, so
 * the OS proxy settings, a PAC script and the OS certificate store apply (a corporate proxy works with no setting);
 * without it (browser host, tests) axios's Node http adapter sends them.
 */
export const createHttpSender = (deps: {
  settings: SettingsStore;
  embeddedServerUrl: () => string;
  /** The embedded server's own client secret (embedded-client.ts); settings' client applies to a real server. */
  embeddedClientSecret?: () => string | undefined;
  log: Logger;
  fetch?: NetworkFetch;
}): HttpSender => {
  const client = axios.create();
  const clientAuthorization = (settings: ReturnType<SettingsStore['get']>) => {
    const embeddedSecret = settings.serverUrl === null ? deps.embeddedClientSecret?.() : undefined;
    return embeddedSecret
      ? basicAuth(EMBEDDED_CLIENT_ID, embeddedSecret)
      : basicAuth(settings.clientId, settings.clientSecret);
  };
  const viaFetch = deps.fetch !== undefined;
  const networkFetch = deps.fetch;
  const adapterConfig: AxiosRequestConfig = networkFetch
    ? // Chromium decides proxies (loopback is never proxied) and sizes; axios's body limits would wrap every body.
      {
        adapter: 'fetch',
        env: { fetch: (input, init) => networkFetch(input instanceof URL ? input.toString() : input, init) },
        maxBodyLength: -1,
        maxContentLength: -1,
      }
    : { maxBodyLength: Infinity, maxContentLength: Infinity };

  return async (request) => {
    const settings = deps.settings.get();
    const baseURL = resolveBaseUrl(settings.serverUrl, deps.embeddedServerUrl());
    const timeoutMs = request.timeoutMs ?? settings.requestTimeoutMs;
    const idle: IdleWatch | null = request.body ? watchIdle(request.body.stream, timeoutMs) : null;
    // axios's fetch adapter would label a FormData as url-encoded: it goes as the multipart bytes fetch makes of it.
    const form = viaFetch && request.data instanceof FormData ? await new Response(request.data).blob() : null;
    const config: AxiosRequestConfig = {
      baseURL,
      url: toServerPath(request.path),
      method: request.method,
      params: request.params,
      // Spring binds repeated keys (`ids=1&ids=2`), not PHP-style `ids[]=`.
      paramsSerializer: { indexes: null },
      // fetch takes a web stream (sent chunked: Chromium sets the length headers itself); Node's http a Readable.
      data: idle ? (viaFetch ? Readable.toWeb(idle.stream) : idle.stream) : (form ?? request.data),
      headers: {
        Authorization: clientAuthorization(settings),
        ...request.headers,
        ...(request.body ? { 'Content-Type': request.body.contentType } : {}),
        ...(form ? { 'Content-Type': form.type } : {}),
        ...(request.body && !viaFetch ? { 'Content-Length': String(request.body.length) } : {}),
      },
      // A streamed body's time limit counts silence (idle-watch.ts); axios's would cut a long upload off.
      ...(idle ? { timeout: 0, signal: idle.signal } : { timeout: timeoutMs }),
      responseType: request.responseType === 'arraybuffer' ? 'arraybuffer' : 'json',
      validateStatus: (status) => status >= 200 && status <= 500,
      // Environment proxies must not intercept the embedded server on loopback.
      ...(isLoopbackUrl(baseURL) && !viaFetch ? { proxy: false as const } : {}),
      maxRedirects: 0,
      ...adapterConfig,
    };
    try {
      const response = await client.request<unknown>(config);
      const contentType = String(response.headers['content-type'] ?? '');
      return { kind: 'answer', status: response.status, body: toBytes(response.data), contentType };
    } catch (error) {
      if (axios.isAxiosError(error)) {
        const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || idle?.fired() === true;
        const detail = error.response ? `HTTP ${error.response.status}` : `${error.code ?? ''} ${error.message}`.trim();
        deps.log.warn(`${request.method} ${config.url} failed: ${detail}`);
        return { kind: 'network', timedOut, detail };
      }
      throw error;
    } finally {
      idle?.dispose();
    }
  };
};
