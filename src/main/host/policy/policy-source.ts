import type { PolicySource } from '../../../shared/policy';

/** What one place IT writes policy to holds right now: name → raw value, as that place stores it. */
export interface RawPolicy {
  source: PolicySource;
  /** The registry key, plist or file, as IT would look for it. */
  location: string;
  values: Record<string, unknown>;
}

/**
 * One place policy is read from. `read` answers null when the place does not exist (no key, no file): the common
 * case on a machine IT does not manage. It rejects only when the place exists but cannot be read.
 */
export interface PolicyReader {
  readonly source: PolicySource;
  readonly location: string;
  read(): Promise<RawPolicy | null>;
}
