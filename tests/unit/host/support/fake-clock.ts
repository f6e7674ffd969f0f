import type { Clock } from '../../../../src/main/host/clock';

/** A clock whose time moves only when the test says so; intervals fire as time passes. */
export const createFakeClock = (start = 1_700_000_000_000) => {
  let now = start;
  const timers = new Map<number, { fn: () => void; ms: number; next: number }>();
  let nextId = 1;
  const clock: Clock & { advance(ms: number): void; set(ms: number): void; timerCount(): number } = {
    now: () => now,
    setInterval(fn, ms) {
      const id = nextId++;
      timers.set(id, { fn, ms, next: now + ms });
      return id;
    },
    clearInterval(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.fn();
      }
      now = end;
    },
    set(ms) {
      now = ms;
    },
    timerCount: () => timers.size,
  };
  return clock;
};
