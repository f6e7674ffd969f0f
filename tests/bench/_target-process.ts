// Starting and stopping `_throughput-target.ts` (a server in a process of its own) for the benchmarks that measure
// a server apart from their own process: http-throughput (its load generator) and order-money (its RSS).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags';

const target = fileURLToPath(new URL('./_throughput-target.ts', import.meta.url));

export interface Started {
  url: string;
  child: ChildProcess;
}

/** `hello`, or `blade <dataDir>` (with the flags its process is started with): resolves with the base URL once it listens. */
export const startTarget = (args: string[]): Promise<Started> =>
  new Promise((resolve, reject) => {
    const flags = args[0] === 'blade' ? SERVER_NODE_FLAGS : [];
    const child = spawn(process.execPath, [...flags, '--import', 'tsx', target, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BLADE_BOARD_SEED: 'none' },
    });
    let out = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      out += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (match) resolve({ url: match[0], child });
    });
    child.once('exit', (code) => reject(new Error(`target ${args[0]} exited (${code}) before it listened`)));
  });

export const stopTarget = (started: Started): Promise<void> =>
  new Promise((resolve) => {
    if (started.child.exitCode !== null) return resolve();
    started.child.once('exit', () => resolve());
    started.child.kill('SIGTERM');
  });
