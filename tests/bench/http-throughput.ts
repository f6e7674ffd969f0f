// Requests per second of `GET /blade-system/user/page?current=1&size=10` with a valid token, against a Fastify
// hello-world measured in the same run with the same load (autocannon, 20 connections, 20 s each; issue 18).
// Each server runs in its own process; the load generator runs here. `npm run bench -- http-throughput`
// (THROUGHPUT_SECONDS shortens a trial run); writes bench-results/http-throughput.json; never asserts.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { md5Hex } from '../../src/server/auth/password';
import { startTarget, stopTarget as stop } from './_target-process';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 20);
const CAPTCHA = 'bench';
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const PAGE_PATH = '/blade-system/user/page?current=1&size=10';

/** CPU time (user + system) a process has used, from /proc; null where there is none (not Linux). */
const cpuMicros = (pid: number | undefined): number | null => {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
  } catch {
    return null;
  }
};

/**
 * One autocannon run. Besides requests per second, the server's own CPU time per request: the two cores of this
 * machine are shared, so the rate moves with whatever else runs, while the CPU a request costs moves much less.
 */
const load = async (url: string, pid: number | undefined, headers: Record<string, string> = {}) => {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpuAfter = cpuMicros(pid);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMicrosPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : Math.round((cpuAfter - cpuBefore) / result.requests.total),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
};

const signIn = async (url: string): Promise<string> => {
  const captcha = (await (await fetch(`${url}/blade-auth/oauth/captcha`)).json()) as { key: string };
  const body = new URLSearchParams({
    grant_type: 'captcha',
    username: 'admin',
    password: md5Hex('admin'),
    tenantId: '000000',
    scope: 'all',
  });
  const answer = await fetch(`${url}/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: BASIC,
      'tenant-id': '000000',
      'captcha-key': captcha.key,
      'captcha-code': CAPTCHA,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  const token = (await answer.json()) as { access_token?: string };
  if (!token.access_token) throw new Error(`sign-in failed: ${JSON.stringify(token)}`);
  return token.access_token;
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blade-bench-throughput-'));
  try {
    const hello = await startTarget(['hello']);
    let helloWorld;
    try {
      await load(hello.url, hello.child.pid);
      helloWorld = await load(hello.url, hello.child.pid);
    } finally {
      await stop(hello);
    }
    const blade = await startTarget(['blade', dataDir]);
    let userPage;
    try {
      const token = await signIn(blade.url);
      const headers = { 'blade-auth': `bearer ${token}`, authorization: BASIC };
      const check = await fetch(`${blade.url}${PAGE_PATH}`, { headers });
      const page = (await check.json()) as { data?: { records?: unknown[] } };
      if (check.status !== 200 || !page.data?.records?.length) throw new Error(`the page answered ${check.status}`);
      // A warm-up run first, as for the hello-world: the figures are of a server that has served before.
      await load(`${blade.url}${PAGE_PATH}`, blade.child.pid, headers);
      userPage = await load(`${blade.url}${PAGE_PATH}`, blade.child.pid, headers);
    } finally {
      await stop(blade);
    }
    const result = {
      name: 'http-throughput',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      helloWorld,
      userPage: { path: PAGE_PATH, ...userPage },
      ratio: Math.round((userPage.requestsPerSecond / helloWorld.requestsPerSecond) * 1000) / 1000,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      measuredAt: new Date().toISOString(),
    };
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'http-throughput.json'), `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
