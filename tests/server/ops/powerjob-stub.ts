import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local PowerJob server speaking the OpenAPI of powerjob-server 4.x as its own client calls it: `/openApi/assert`
 * (form appName, password → app id), `/saveJob` (JSON SaveJobInfoRequest → job id), `/enableJob`, `/disableJob`,
 * `/deleteJob`, `/runJob` (form jobId, appId → instance id), `/fetchInstanceInfo` (form instanceId). Every answer
 * is `{ success, data, message }`; a wrong password or an unknown app answers `success: false` as PowerJob does.
 */
export interface PowerJobStub {
  readonly url: string;
  readonly calls: { path: string; body: Record<string, unknown> }[];
  readonly jobs: Map<number, Record<string, unknown>>;
  close(): Promise<void>;
}

const read = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json'))
    return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
};

export const startPowerJobStub = async (appName: string, password: string): Promise<PowerJobStub> => {
  const APP_ID = 7;
  const jobs = new Map<number, Record<string, unknown>>();
  const instances = new Map<number, { jobId: number; status: number }>();
  const calls: PowerJobStub['calls'] = [];
  let nextJob = 100;
  let nextInstance = 9000;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const path = (request.url ?? '').replace(/^\/openApi/, '');
      calls.push({ path, body });
      const answer = (data: unknown, success = true, message: string | null = null) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success, data, message }));
      };
      const appOk = String(body.appId) === String(APP_ID);
      const job = jobs.get(Number(body.jobId));
      switch (path) {
        case '/assert':
          if (body.appName !== appName) return answer(null, false, `can't find appName: ${String(body.appName)}`);
          if (body.password !== password) return answer(null, false, 'password error!');
          return answer(APP_ID);
        case '/saveJob': {
          if (!appOk) return answer(null, false, 'Permission Denied!');
          const id = body.id ? Number(body.id) : nextJob++;
          jobs.set(id, { ...body, id });
          return answer(id);
        }
        case '/enableJob':
        case '/disableJob':
          if (!appOk || !job) return answer(null, false, `can't find job by id: ${String(body.jobId)}`);
          job.enable = path === '/enableJob';
          return answer(null);
        case '/deleteJob':
          jobs.delete(Number(body.jobId));
          return answer(null);
        case '/runJob': {
          if (!appOk || !job) return answer(null, false, `can't find job by id: ${String(body.jobId)}`);
          const id = nextInstance++;
          instances.set(id, { jobId: Number(body.jobId), status: 5 });
          return answer(id);
        }
        case '/fetchInstanceInfo': {
          const instance = instances.get(Number(body.instanceId));
          if (!instance) return answer(null, false, 'invalid instanceId');
          return answer({
            instanceId: Number(body.instanceId),
            jobId: instance.jobId,
            status: instance.status,
            result: 'processed 12 rows',
            actualTriggerTime: Date.parse('2026-03-01T10:00:00'),
            finishedTime: Date.parse('2026-03-01T10:00:03'),
          });
        }
        default:
          response.statusCode = 404;
          response.end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    jobs,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
