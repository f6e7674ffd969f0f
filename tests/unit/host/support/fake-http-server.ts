import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body's fields when it is a form (`application/x-www-form-urlencoded`), else empty. */
  form: URLSearchParams;
  /** Query and form fields together, as Spring's @RequestParam reads them. */
  fields: URLSearchParams;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  raw?: { contentType: string; body: Buffer };
  /** Milliseconds to wait before answering (timeouts). */
  delayMs?: number;
}

export type FakeRoute = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A tiny HTTP server on 127.0.0.1:0 that records every request and answers from a route table. */
export const startFakeHttpServer = async (routes: Record<string, FakeRoute> = {}) => {
  const requests: RecordedRequest[] = [];
  const table = new Map(Object.entries(routes));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
        form: new URLSearchParams(),
        fields: new URLSearchParams(url.searchParams),
      };
      if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        recorded.form = new URLSearchParams(recorded.body.toString('utf8'));
        for (const [key, value] of recorded.form) recorded.fields.append(key, value);
      }
      requests.push(recorded);
      const route = table.get(`${recorded.method} ${recorded.path}`);
      Promise.resolve(route ? route(recorded) : { status: 404, json: { code: 404, msg: 'no route' } })
        .then(async (answer) => {
          if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
          if (res.destroyed) return;
          res.statusCode = answer.status ?? 200;
          if (answer.raw) {
            res.setHeader('content-type', answer.raw.contentType);
            res.end(answer.raw.body);
          } else {
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(answer.json ?? {}));
          }
        })
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    route(key: string, handler: FakeRoute) {
      table.set(key, handler);
    },
    last: () => requests[requests.length - 1],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type FakeHttpServer = Awaited<ReturnType<typeof startFakeHttpServer>>;
