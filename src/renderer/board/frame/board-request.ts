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

/** Unwraps a BladeX `R` answer (`{code, success, msg, data}`) to its data, or throws why it cannot. */
export const unwrapBoardAnswer = <T>(url: string, status: number, body: unknown): T => {
  if (status < 200 || status >= 300) throw new BoardRequestError(url, `HTTP ${status}`);
  if (!isEnvelope(body)) throw new BoardRequestError(url, 'answer is not a BladeX envelope');
  if (body.success === false || (typeof body.code === 'number' && body.code !== 200)) {
    throw new BoardRequestError(url, typeof body.msg === 'string' && body.msg ? body.msg : `code ${String(body.code)}`);
  }
  return body.data as T;
};
