import { getApi } from '../../platform/api';
import { reportError } from '../../stores/error-log-store';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/**
 * GET of a BladeX `R` envelope: its `data` when the call succeeded. A failure lands in the error log
 * (spec 000 §4) and throws with the server's or the host's message, so the caller can show it and retry.
 */
export const getEnvelopeData = async (url: string, params?: Record<string, string>): Promise<unknown> => {
  const result = await getApi().invoke('http.request', { method: 'GET', url, ...(params ? { params } : {}) });
  if (!result.ok) {
    reportError({ type: result.error.code, url: `GET ${url}`, message: result.error.message });
    throw new Error(result.error.message);
  }
  const body = result.data.data;
  // BladeX answers clear-cache with a Kv whose success is the text 'true', not an R.
  if (isRecord(body) && (body.success === true || body.success === 'true' || body.code === 200)) return body.data;
  const message = isRecord(body) && typeof body.msg === 'string' && body.msg ? body.msg : `HTTP ${result.data.status}`;
  reportError({ type: 'http', url: `GET ${url}`, message, info: JSON.stringify(body ?? null).slice(0, 500) });
  throw new Error(message);
};
