import { describe, expect, it } from 'vitest';
import { createServerSupervisor, type SupervisedChild } from '../../../src/main/host/server-supervisor';
import { recordingLogger } from './support/bladex-fixtures';

/** Timers that run only when the test advances them. */
const fakeTimers = () => {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    now: () => now,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
};

const fakeChild = () => {
  const messageListeners: Array<(m: unknown) => void> = [];
  const exitListeners: Array<(c: number | null) => void> = [];
  let killed = false;
  const received: unknown[] = [];
  const child: SupervisedChild & {
    post(m: unknown): void;
    exit(code: number | null): void;
    killed(): boolean;
    received: unknown[];
  } = {
    onMessage: (l) => void messageListeners.push(l),
    postMessage: (m) => void received.push(m),
    received,
    onExit: (l) => void exitListeners.push(l),
    kill: () => {
      if (killed) return;
      killed = true;
      exitListeners.forEach((l) => l(null));
    },
    post: (m) => messageListeners.forEach((l) => l(m)),
    exit: (code) => exitListeners.forEach((l) => l(code)),
    killed: () => killed,
  };
  return child;
};

const setup = () => {
  const timers = fakeTimers();
  const children: Array<ReturnType<typeof fakeChild>> = [];
  const log = recordingLogger();
  const supervisor = createServerSupervisor({
    fork: () => {
      const child = fakeChild();
      children.push(child);
      return child;
    },
    log,
    timers,
    readyTimeoutMs: 1000,
    baseBackoffMs: 100,
    maxBackoffMs: 1000,
    maxStartAttempts: 3,
    stableAfterMs: 10_000,
    startMessage: () => ({ type: 'start', clientSecret: 'vault-secret' }),
  });
  return { timers, children, log, supervisor };
};

describe('embedded server supervisor', () => {
  it('resolves with the URL from the ready message', async () => {
    const t = setup();
    const started = t.supervisor.start();
    t.children[0].post({ type: 'ready', port: 41234 });
    await expect(started).resolves.toBe('http://127.0.0.1:41234');
    expect(t.supervisor.url()).toBe('http://127.0.0.1:41234');
  });

  it('restarts after an exit with a growing backoff, and the URL follows the new port', async () => {
    const t = setup();
    const started = t.supervisor.start();
    t.children[0].post({ type: 'ready', port: 1111 });
    await started;
    t.children[0].exit(1);
    t.timers.advance(99);
    expect(t.children).toHaveLength(1);
    t.timers.advance(1);
    expect(t.children).toHaveLength(2);
    t.children[1].post({ type: 'ready', port: 2222 });
    expect(t.supervisor.url()).toBe('http://127.0.0.1:2222');
    t.children[1].exit(1); // crashed right after starting: backoff doubles
    t.timers.advance(199);
    expect(t.children).toHaveLength(2);
    t.timers.advance(1);
    expect(t.children).toHaveLength(3);
  });

  it('kills and retries a child that never says ready', async () => {
    const t = setup();
    const started = t.supervisor.start();
    t.timers.advance(1000);
    expect(t.children[0].killed()).toBe(true);
    t.timers.advance(100);
    t.children[1].post({ type: 'ready', port: 3333 });
    await expect(started).resolves.toBe('http://127.0.0.1:3333');
  });

  it('gives up the first start after the allowed attempts, with the server reason', async () => {
    const t = setup();
    const started = t.supervisor.start();
    for (let i = 0; i < 3; i += 1) {
      t.children[i].post({ type: 'error', message: 'database is locked' });
      t.children[i].exit(1);
      t.timers.advance(1000);
    }
    await expect(started).rejects.toThrow(/database is locked/);
    expect(t.children).toHaveLength(3);
  });

  it('stop() kills the child and restarts nothing', async () => {
    const t = setup();
    const started = t.supervisor.start();
    t.children[0].post({ type: 'ready', port: 1 });
    await started;
    t.supervisor.stop();
    expect(t.children[0].killed()).toBe(true);
    t.timers.advance(60_000);
    expect(t.children).toHaveLength(1);
  });

  it('ignores messages that are not the protocol', async () => {
    const t = setup();
    const started = t.supervisor.start();
    t.children[0].post('hello');
    t.children[0].post({ type: 'ready', port: 'x' });
    t.children[0].post({ type: 'ready', port: 5555 });
    await expect(started).resolves.toBe('http://127.0.0.1:5555');
  });
  it('hands every run the start message (the client secret) before anything else', async () => {
    const t = setup();
    const started = t.supervisor.start();
    t.children[0].post({ type: 'ready', port: 4100 });
    await started;
    expect(t.children[0].received).toEqual([{ type: 'start', clientSecret: 'vault-secret' }]);
  });
});
