import { describe, expect, it } from 'vitest';
import {
  createRendererWatchdog,
  FIRST_RELOAD_DELAY_MS,
  HANG_GRACE_MS,
  HEALTHY_AFTER_MS,
  MAX_RELOAD_DELAY_MS,
} from '../../../src/main/electron/windows/renderer-watchdog';

/** A hand-driven clock: timers fire only when the test advances time. */
const fakeTimers = () => {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    timers: {
      now: () => now,
      setTimeout: (fn: () => void, ms: number) => {
        pending.set(next, { at: now + ms, fn });
        return next++;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
    pendingCount: () => pending.size,
  };
};

const setup = () => {
  const clock = fakeTimers();
  const calls: string[] = [];
  const watchdog = createRendererWatchdog({
    reload: () => calls.push('reload'),
    kill: () => calls.push('kill'),
    warn: () => undefined,
    timers: clock.timers,
  });
  return { clock, calls, watchdog };
};

describe('kiosk renderer watchdog', () => {
  it('reloads a crashed renderer after a short delay', () => {
    const { clock, calls, watchdog } = setup();
    watchdog.gone('crashed');
    clock.advance(FIRST_RELOAD_DELAY_MS - 1);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual(['reload']);
  });

  it('waits longer while crashes repeat, up to a minute, and forgets after a healthy spell', () => {
    const { clock, calls, watchdog } = setup();
    const delays: number[] = [];
    for (let crash = 0; crash < 8; crash += 1) {
      watchdog.gone('crashed');
      let waited = 0;
      while (calls.length === crash) {
        clock.advance(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, MAX_RELOAD_DELAY_MS, MAX_RELOAD_DELAY_MS]);
    clock.advance(HEALTHY_AFTER_MS);
    watchdog.gone('oom');
    clock.advance(FIRST_RELOAD_DELAY_MS);
    expect(calls).toHaveLength(9);
  });

  it('ignores a clean exit and a second report while a reload is pending', () => {
    const { clock, calls, watchdog } = setup();
    watchdog.gone('clean-exit');
    clock.advance(MAX_RELOAD_DELAY_MS);
    expect(calls).toEqual([]);
    watchdog.gone('crashed');
    watchdog.gone('crashed');
    clock.advance(FIRST_RELOAD_DELAY_MS);
    expect(calls).toEqual(['reload']);
  });

  it('ends a renderer that stays unresponsive past the grace period, not one that recovers', () => {
    const { clock, calls, watchdog } = setup();
    watchdog.unresponsive();
    clock.advance(HANG_GRACE_MS - 1);
    watchdog.responsive();
    clock.advance(HANG_GRACE_MS);
    expect(calls).toEqual([]);
    watchdog.unresponsive();
    watchdog.unresponsive();
    clock.advance(HANG_GRACE_MS);
    expect(calls).toEqual(['kill']);
    // The kill crashes it; the crash reloads it.
    watchdog.gone('killed');
    clock.advance(FIRST_RELOAD_DELAY_MS);
    expect(calls).toEqual(['kill', 'reload']);
  });

  it('does nothing once the window has closed', () => {
    const { clock, calls, watchdog } = setup();
    watchdog.gone('crashed');
    watchdog.unresponsive();
    watchdog.dispose();
    expect(clock.pendingCount()).toBe(0);
    watchdog.gone('crashed');
    clock.advance(MAX_RELOAD_DELAY_MS);
    expect(calls).toEqual([]);
  });
});
