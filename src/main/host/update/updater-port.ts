/** What the host needs of an updater: electron-updater behind `electron-updater-port.ts`, a fake in tests. */
export interface UpdaterPort {
  /** Points the updater at a generic feed and a channel (`latest*.yml` for stable, `beta*.yml` for beta). */
  configure(feed: { url: string; channel: 'stable' | 'beta' }): void;
  /** The newer version on the feed, and whether this installation is inside its staged rollout; null: none. */
  check(): Promise<{ version: string; inRollout: boolean } | null>;
  /**
   * Downloads the version found and verifies it (sha512 from the feed; Authenticode publisher on Windows, the code
   * signature on macOS); rejects when it does not verify. Progress 0-100.
   */
  download(onProgress: (percent: number) => void): Promise<void>;
  /** Quits and installs what `download` verified; only ever called after it resolved. */
  install(): void;
}
