/** Where the session secret lives: the OS keychain, an encrypted file, or memory. */
export interface Vault {
  /** Which backend this is, for logs and diagnostics (`keytar`, `safe-storage-file`, `memory`). */
  readonly kind: string;
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A candidate answers null (with a reason through `skip`) when its backend cannot be used here. */
export type VaultCandidate = () => Promise<Vault | null>;
