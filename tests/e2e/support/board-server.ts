import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { insertFixtureOrders, type FixtureOrder } from '../../../src/server/db/seed-board/fixture';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, startWebHost, type WebHost } from '../../helpers/web-host';

/**
 * A BladeX server in its own process (`npm run server`), so a board test can stop it and start it again on
 * the same port and database: the browser host's embedded server runs in-process and cannot be stopped alone.
 */
export interface BoardServerProcess {
  url: string;
  port: number;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Writes orders of the board fixture's products straight into the server's database file, as another writer
   * would (the roll-up triggers keep the board's figures exact). Meant for a stopped server.
   */
  insertOrders(orders: FixtureOrder[]): void;
}

export const createBoardServerProcess = async (env: Record<string, string>): Promise<BoardServerProcess> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dali-board-server-'));
  let child: ChildProcess | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      let output = '';
      const proc = spawn('npx', ['tsx', 'src/server/cli.ts', '--port', String(port), '--data-dir', dataDir], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const timer = setTimeout(() => reject(new Error(`the server did not listen within 120 s:\n${output}`)), 120_000);
      proc.stdout?.setEncoding('utf8');
      proc.stderr?.setEncoding('utf8');
      proc.stderr?.on('data', (chunk: string) => (output += chunk));
      proc.stdout?.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('listening on')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before listening:\n${output}`));
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null || proc.pid === undefined) return resolve();
      proc.removeAllListeners('exit');
      proc.on('exit', () => resolve());
      // Its own process group: npx, tsx and node stop together.
      process.kill(-proc.pid, 'SIGTERM');
    });

  const insertOrders = (orders: FixtureOrder[]) => {
    const db = new Database(join(dataDir, 'blade.db'));
    try {
      insertFixtureOrders(db, orders);
    } finally {
      db.close();
    }
  };

  return { url: `http://127.0.0.1:${port}`, port, dataDir, start, stop, insertOrders };
};

/** A browser host data folder whose settings point at `serverUrl` instead of the embedded server. */
export const hostDataDirFor = (serverUrl: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'dali-board-host-'));
  writeFileSync(join(dir, 'settings.json'), JSON.stringify({ serverUrl }));
  return dir;
};

/**
 * Starts `server`, then a browser host whose settings point at it. The host's `stop` also stops the server and
 * removes both data folders, so a suite can treat the pair as one host while a test stops and starts the server.
 */
export const startHostOnServer = async (server: BoardServerProcess, env: Record<string, string>): Promise<WebHost> => {
  const hostDir = hostDataDirFor(server.url);
  const release = async () => {
    await server.stop();
    rmSync(hostDir, { recursive: true, force: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  };
  let host: WebHost;
  try {
    await server.start();
    host = await startWebHost({ dataDir: hostDir, env });
  } catch (error) {
    await release();
    throw error;
  }
  return {
    ...host,
    stop: async () => {
      await host.stop();
      await release();
    },
  };
};
