import type { TestServer } from '../../helpers/server';

export type OpsBody = { code: number; msg: string; data: unknown };

/**
 * One call to a test server under `/api`, as the ops tests make them: the status, the R body when the answer is JSON
 * (a zip is not) and the raw bytes.
 */
export const opsCall = async (
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  query?: Record<string, string>,
) => {
  const res = await server.call(token, {
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(query ? { query } : {}),
  });
  return {
    status: res.statusCode,
    body: (res.headers['content-type'] ?? '').includes('json') ? (res.json() as OpsBody) : undefined,
    raw: res.rawPayload,
  };
};
