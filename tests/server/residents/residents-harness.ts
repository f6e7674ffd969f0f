import { formatDateTime } from '../../../src/server/db/clock';
import { createTestServer, type TestServer } from '../../helpers/server';

export type Body = { code: number; msg: string; data: unknown };

/** A seeded server signed in as the platform administrator, with GET/POST helpers over `/api`. */
export const residentsServer = async () => {
  const server: TestServer = await createTestServer();
  let admin = (await server.signIn('admin', 'admin')).access_token;
  let offset = 0;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    query: Record<string, string> = {},
    payload?: Record<string, unknown>,
  ) => {
    const res = await server.call(admin, {
      method,
      url: `/api${url}`,
      query,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json() as Body };
  };
  return {
    server,
    get: (url: string, query: Record<string, string> = {}) => call('GET', url, query),
    post: (url: string, payload?: Record<string, unknown>, query: Record<string, string> = {}) =>
      call('POST', url, query, payload ?? {}),
    /** The server's time `hours` from its now, as the wire writes it. */
    at: (hours: number) => formatDateTime(Date.now() + offset + hours * 3_600_000),
    /** Moves the clock and signs in again (a token does not outlive a jump of days). */
    advance: async (hours: number) => {
      offset += hours * 3_600_000;
      server.advance(hours * 3_600_000);
      admin = (await server.signIn('admin', 'admin')).access_token;
    },
    count: (sql: string, ...params: (string | number)[]) =>
      server.db.prepare<(string | number)[], { n: number }>(sql).get(...params)?.n ?? 0,
  };
};
