import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface WebHost {
  /** e.g. http://127.0.0.1:41234, exactly as the host announced it. */
  url: string;
  port: number;
  /** This launch's secret, from the announced address: pages and the socket need it as a cookie. */
  launchKey: string;
  dataDir: string;
  /** Everything the host printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartWebHostOptions {
  env?: Record<string, string>;
  /** How long to wait for the `ready on` line. */
  readyTimeoutMs?: number;
  /**
   * An existing data folder (a restart of an earlier host): used as it is and left in place on stop.
   * Without it each host gets a fresh folder, removed on stop.
   */
  dataDir?: string;
  /** Extra command-line flags for the host, e.g. `['--keychain']`. */
  args?: string[];
}

/** A port nobody listens on right now (the host binds it a moment later). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

/**
 * Starts the browser host (`src/main/web/cli.ts`) on a free port with a fresh data folder and
 * resolves once it prints `ready on http://127.0.0.1:N`. The renderer must be built already
 * (`npm run test:e2e` builds it; `--no-build` keeps the host from doing it again).
 */
export const startWebHost = async (options: StartWebHostOptions = {}): Promise<WebHost> => {
  // E2E_WEB_ROOT lets parallel work build the renderer into its own folder.
  const staticRoot = process.env.E2E_WEB_ROOT ?? join(repoRoot, 'out', 'web');
  const webRoot = join(staticRoot, 'index.html');
  if (!existsSync(webRoot)) {
    throw new Error(`${webRoot} is missing: build the renderer first (npx vite build --config vite.web.config.ts)`);
  }
  const port = await freePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dali-e2e-'));
  const child = spawn(
    'npx',
    [
      'tsx',
      'src/main/web/cli.ts',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--static-root',
      staticRoot,
      ...(options.args ?? []),
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ...options.env },
      // Its own process group: npx, tsx and node all stop together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (output += chunk));

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  try {
    const announced = await new Promise<{ url: string; launchKey: string }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the web host printed no "ready on" line within ${readyTimeoutMs} ms:\n${output}`)),
        readyTimeoutMs,
      );
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /ready on (http:\/\/127\.0\.0\.1:\d+)\/\?launch=([\w-]+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve({ url: match[1], launchKey: match[2] });
        }
      });
      child.once('exit', (code, sig) => {
        clearTimeout(timer);
        reject(new Error(`the web host exited (${sig ?? code}) before it was ready:\n${output}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    return { ...announced, port, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** The cookie a page of this host holds once it was opened from the announced address (launch-key.ts). */
export const launchCookie = (host: Pick<WebHost, 'url' | 'port' | 'launchKey'>) => ({
  name: `dali_launch_${host.port}`,
  value: host.launchKey,
  url: host.url,
});

/**
 * Calls one channel of the host's contract over its WebSocket, as a page of its origin would (the host
 * keeps one session for every page): lets a test sign out or read state without driving the UI.
 */
export const hostInvoke = async (
  host: Pick<WebHost, 'url' | 'port' | 'launchKey'>,
  channel: string,
  input?: unknown,
): Promise<unknown> => {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(`${host.url.replace(/^http/, 'ws')}/__host`, {
    origin: host.url,
    headers: { cookie: `${launchCookie(host).name}=${launchCookie(host).value}` },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const reply = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${channel}`)), 10_000);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { t?: string; id?: number; result?: unknown };
        if (message.t === 'result' && message.id === 1) {
          clearTimeout(timer);
          resolve(message.result);
        }
      });
    });
    socket.send(JSON.stringify({ t: 'invoke', id: 1, channel, input }));
    return await reply;
  } finally {
    socket.close();
  }
};
