/**
 * Where the idle lock learns how long the user has been away. Electron: powerMonitor; browser
 * host and tests: something else. The idle lock itself comes with its own issue.
 */
export interface IdleSource {
  /** Seconds since the last keyboard or mouse input, system-wide. */
  idleSeconds(): number;
  /** Called when the OS locks the screen or suspends; returns the unsubscribe function. */
  onAway(listener: () => void): () => void;
}
