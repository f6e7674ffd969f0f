import type { Clock } from '../clock';
import type { IdleSource } from '../idle-source';
import type { Logger } from '../log';
import type { SettingsStore } from '../settings/settings-store';

/** How often the host looks at the idle time (spec'd as 5 s; shorter when a test shortens the minute). */
export const IDLE_CHECK_INTERVAL_MS = 5_000;
export const REAL_MINUTE_MS = 60_000;

export interface IdleLock {
  start(): void;
  dispose(): void;
  /** One check (the timer calls it; tests call it directly). */
  check(): Promise<void>;
}

/**
 * The idle lock, in main so that it covers every window and needs no renderer timer: it locks
 * (reason `idle`) once the user has been idle for `settings.idleLockMinutes`; 0 turns it off.
 *
 * When the OS locks the screen or suspends (powerMonitor), the workspace locks at once (reason `away`) if the idle
 * lock is on or the operator has set a lock password: whoever walked away from a locked PC left it locked. An
 * operator with neither is not locked out on every coffee break, since a lock without a password can only be left
 * by signing out (spec 000 §4).
 */
export const createIdleLock = (deps: {
  clock: Clock;
  idleSource: IdleSource;
  settings: SettingsStore;
  /** How long an idle "minute" lasts: 60 000 except under the browser host's test switch. */
  minuteMs?: number;
  shouldLock(): boolean;
  /** Whether the session has a lock password (then going away locks even with the idle lock off). */
  hasLockPassword(): boolean;
  lockIdle(reason: 'idle' | 'away'): Promise<void>;
  log: Logger;
}): IdleLock => {
  const minuteMs = deps.minuteMs ?? REAL_MINUTE_MS;
  const interval = Math.max(50, Math.min(IDLE_CHECK_INTERVAL_MS, Math.floor(minuteMs / 4)));
  let timer: unknown = null;
  let offAway: (() => void) | null = null;

  const enabled = () => deps.settings.get().idleLockMinutes > 0;

  const check = async () => {
    const minutes = deps.settings.get().idleLockMinutes;
    if (minutes <= 0 || !deps.shouldLock()) return;
    if (deps.idleSource.idleSeconds() * 1000 >= minutes * minuteMs) await deps.lockIdle('idle');
  };

  const run = (what: string) => {
    check().catch((error: unknown) => deps.log.error(`idle lock ${what} failed`, error));
  };

  return {
    start() {
      timer ??= deps.clock.setInterval(() => run('check'), interval);
      offAway ??= deps.idleSource.onAway(() => {
        if ((enabled() || deps.hasLockPassword()) && deps.shouldLock()) {
          deps.lockIdle('away').catch((error: unknown) => deps.log.error('lock on away failed', error));
        }
      });
    },
    dispose() {
      if (timer !== null) deps.clock.clearInterval(timer);
      timer = null;
      offAway?.();
      offAway = null;
    },
    check,
  };
};
