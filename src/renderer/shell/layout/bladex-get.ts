import { bladex } from '../../platform/bladex-client';

/**
 * GET of a BladeX `R` envelope: its `data` when the call succeeded. A failure lands in the error log
 * (spec 000 §4) and throws with the server's or the host's message, so the caller can show it and retry.
 */
export const getEnvelopeData = (url: string, params?: Record<string, string>): Promise<unknown> =>
  bladex.get<unknown>(url, params);
