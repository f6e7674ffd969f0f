import type { Clock } from './clock';

/**
 * Where the idle lock learns how long the user has been away. Electron: powerMonitor (system-wide
 * input); the browser host and tests: the activity pings the windows send.
 */
export interface IdleSource {
  /** Seconds since the last keyboard or mouse input. */
  idleSeconds(): number;
  /** Called when the OS locks the screen or suspends; returns the unsubscribe function. */
  onAway(listener: () => void): () => void;
  /**
   * A window saw user input (`activity.ping`), or the user just signed in. Sources that read
   * the OS idle time already know and ignore it.
   */
  recordActivity?(): void;
}

/**
 * Idle time from the windows' activity pings, for hosts with no OS idle time (the browser host).
 * It only sees input in our own pages, which is what "idle in the workspace" means there.
 */
export const createActivityIdleSource = (clock: Clock): IdleSource & { recordActivity(): void } => {
  let lastActivity = clock.now();
  return {
    idleSeconds: () => Math.max(0, clock.now() - lastActivity) / 1000,
    onAway: () => () => {},
    recordActivity() {
      lastActivity = clock.now();
    },
  };
};
