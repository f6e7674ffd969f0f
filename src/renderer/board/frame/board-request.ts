import { unwrapEnvelope } from '../../platform/bladex-client';

/** A board call that did not produce figures: logged by the caller, never shown to the viewer. */
export class BoardRequestError extends Error {
  constructor(
    readonly url: string,
    message: string,
  ) {
    super(`${url}: ${message}`);
    this.name = 'BoardRequestError';
  }
}

interface Envelope {
  code?: unknown;
  success?: unknown;
  msg?: unknown;
  data?: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('data' in value || 'code' in value);

/**
 * Unwraps a BladeX `R` answer (`{code, success, msg, data}`) to its data with the renderer's one envelope reader,
 * or throws why it cannot, naming the board's call.
 */
export const unwrapBoardAnswer = <T>(url: string, status: number, body: unknown): T => {
  if (status < 200 || status >= 300) throw new BoardRequestError(url, `HTTP ${status}`);
  if (!isEnvelope(body)) throw new BoardRequestError(url, 'answer is not a BladeX envelope');
  try {
    return unwrapEnvelope<T>(status, body);
  } catch (error) {
    throw new BoardRequestError(url, error instanceof Error ? error.message : String(error));
  }
};
