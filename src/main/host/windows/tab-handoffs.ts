import { randomUUID } from 'node:crypto';
import type { TabHandoff } from '../../../shared/contract';
import type { Clock } from '../clock';

/** A handoff not taken in this time is dropped: the window meant to take it never came (closed, blocked popup). */
export const HANDOFF_TTL_MS = 60_000;
const SWEEP_EVERY_MS = 1000;
/** Torn-off windows remembered with the window they came from (the oldest forgotten first). */
const MAX_OPENERS = 100;

interface Parked {
  handoff: TabHandoff;
  ttlMs: number;
  /** The window that parked it: a torn-off window docks back to it. */
  from: number | null;
  parkedAt: number;
  taken: boolean;
  waiters: Array<(taken: boolean) => void>;
}

export interface TabHandoffs {
  /** Parks a tab under a new id; it lives `ttlMs` (HANDOFF_TTL_MS by default) unless taken. */
  park(handoff: TabHandoff, from: number | null, ttlMs?: number): string;
  /** The tab and its carried state, once; null when unknown, taken or expired. */
  take(id: string, by: number | null): TabHandoff | null;
  /** Resolves true once taken, false when it expires first (or is unknown). */
  settled(id: string): Promise<boolean>;
  /** The window a handoff taken by `windowId` came from (where "back" goes), if known. */
  openerOf(windowId: number): number | null;
  /** Drops what has expired (called on every park and take, and each second while anything is parked). */
  sweep(): void;
  /** Stops the sweep timer (the host is going away). */
  dispose(): void;
}

/**
 * Tabs in flight between workspace windows (tear-off and back). The source keeps its tab until the destination has
 * taken it, so a window that never opens loses nothing; each handoff is taken once and lives a minute at most.
 */
export const createTabHandoffs = (clock: Clock, newId: () => string = randomUUID): TabHandoffs => {
  const parked = new Map<string, Parked>();
  // A timer only while something is parked: a kiosk running for weeks keeps no idle timer for tabs nobody moves.
  let timer: unknown = null;
  // Which window a torn-off window came from, by the torn-off window's id.
  const openers = new Map<number, number>();

  const settle = (entry: Parked, taken: boolean) => {
    for (const waiter of entry.waiters.splice(0)) waiter(taken);
  };

  const sweep = () => {
    const now = clock.now();
    for (const [id, entry] of parked) {
      if (now - entry.parkedAt < entry.ttlMs) continue;
      parked.delete(id);
      settle(entry, entry.taken);
    }
    if (parked.size === 0 && timer !== null) {
      clock.clearInterval(timer);
      timer = null;
    }
  };

  return {
    park(handoff, from, ttlMs = HANDOFF_TTL_MS) {
      sweep();
      const id = newId();
      parked.set(id, { handoff, ttlMs, from, parkedAt: clock.now(), taken: false, waiters: [] });
      timer ??= clock.setInterval(sweep, SWEEP_EVERY_MS);
      return id;
    },
    take(id, by) {
      sweep();
      const entry = parked.get(id);
      if (!entry || entry.taken) return null;
      // Kept (taken) until it expires, so the source still learns it was taken if it asks late.
      entry.taken = true;
      if (by !== null && entry.from !== null && by !== entry.from) {
        openers.delete(by);
        openers.set(by, entry.from);
        if (openers.size > MAX_OPENERS) openers.delete(openers.keys().next().value as number);
      }
      settle(entry, true);
      return entry.handoff;
    },
    settled(id) {
      const entry = parked.get(id);
      if (!entry) return Promise.resolve(false);
      if (entry.taken) return Promise.resolve(true);
      return new Promise((resolve) => entry.waiters.push(resolve));
    },
    openerOf: (windowId) => openers.get(windowId) ?? null,
    sweep,
    dispose() {
      if (timer !== null) clock.clearInterval(timer);
      timer = null;
    },
  };
};
