import { z } from 'zod';
import type { Logger } from './log';

/** One run of the embedded server (a utilityProcess under Electron; a fake in tests). */
export interface SupervisedChild {
  onMessage(listener: (message: unknown) => void): void;
  postMessage(message: unknown): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export interface SupervisorTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: SupervisorTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** What src/server/utility-entry.ts posts. */
const childMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), port: z.number().int().min(1).max(65535) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

export interface SupervisorOptions {
  fork: () => SupervisedChild;
  /** Posted to every new run before anything else (the embedded server's client secret). */
  startMessage?: () => unknown;
  log: Logger;
  timers?: SupervisorTimers;
  /** How long a start may take before the child is killed and retried. */
  readyTimeoutMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Failed first starts before start() gives up (the app then tells the user). */
  maxStartAttempts?: number;
  /** A run shorter than this counts as a crash loop: the backoff keeps growing. */
  stableAfterMs?: number;
}

/**
 * Keeps the embedded server running: waits for its `ready` message (with a timeout), and when it
 * exits, starts it again after an exponential backoff. The URL changes with every restart (the
 * port is ephemeral), so callers ask url() per request.
 */
export const createServerSupervisor = (opts: SupervisorOptions) => {
  const timers = opts.timers ?? realTimers;
  const readyTimeoutMs = opts.readyTimeoutMs ?? 30_000;
  const baseBackoffMs = opts.baseBackoffMs ?? 500;
  const maxBackoffMs = opts.maxBackoffMs ?? 30_000;
  const maxStartAttempts = opts.maxStartAttempts ?? 3;
  const stableAfterMs = opts.stableAfterMs ?? 60_000;

  let url = '';
  let child: SupervisedChild | null = null;
  let stopped = false;
  let everReady = false;
  let failures = 0;
  let pendingTimer: unknown = null;
  let firstStart: { resolve(url: string): void; reject(error: Error): void } | null = null;

  const schedule = (fn: () => void, ms: number) => {
    pendingTimer = timers.setTimeout(() => {
      pendingTimer = null;
      fn();
    }, ms);
  };

  const spawn = () => {
    if (stopped) return;
    const current = opts.fork();
    child = current;
    if (opts.startMessage) current.postMessage(opts.startMessage());
    let readyAt: number | null = null;
    let lastError = '';
    const readyTimer = timers.setTimeout(() => {
      opts.log.warn(`embedded server not ready after ${readyTimeoutMs} ms; restarting it`);
      lastError = 'ready timeout';
      current.kill();
    }, readyTimeoutMs);

    current.onMessage((message) => {
      const parsed = childMessageSchema.safeParse(message);
      if (!parsed.success) return;
      if (parsed.data.type === 'error') {
        lastError = parsed.data.message;
        opts.log.error(`embedded server failed: ${parsed.data.message}`);
        return;
      }
      timers.clearTimeout(readyTimer);
      readyAt = timers.now();
      url = `http://127.0.0.1:${parsed.data.port}`;
      everReady = true;
      opts.log.info(`embedded server ready on ${url}`);
      firstStart?.resolve(url);
      firstStart = null;
    });

    current.onExit((code) => {
      timers.clearTimeout(readyTimer);
      if (child === current) child = null;
      if (stopped) return;
      const ranStably = readyAt !== null && timers.now() - readyAt >= stableAfterMs;
      failures = ranStably ? 1 : failures + 1;
      if (!everReady && failures >= maxStartAttempts) {
        const reason = lastError || `exit code ${code ?? 'none'}`;
        opts.log.error(`embedded server could not start after ${failures} attempts (${reason})`);
        firstStart?.reject(new Error(`the embedded server could not start: ${reason}`));
        firstStart = null;
        return;
      }
      const delay = Math.min(baseBackoffMs * 2 ** (failures - 1), maxBackoffMs);
      opts.log.warn(`embedded server exited (code ${code ?? 'none'}); restarting in ${delay} ms`);
      schedule(spawn, delay);
    });
  };

  return {
    /** Resolves with the server's URL once it is first ready; rejects when it cannot start at all. */
    start(): Promise<string> {
      if (url) return Promise.resolve(url);
      return new Promise<string>((resolve, reject) => {
        firstStart = { resolve, reject };
        if (!child && pendingTimer === null) spawn();
      });
    },
    /** The current base URL ('' before the first start). */
    url: () => url,
    stop() {
      stopped = true;
      if (pendingTimer !== null) timers.clearTimeout(pendingTimer);
      child?.kill();
      child = null;
    },
  };
};
