import { POLICY_BUNDLE_ID } from './policy-names';
import type { PolicyReader } from './policy-source';

/** A property list read as JSON (`plutil -convert json`), or null when the file does not exist. */
export type ReadPlist = (path: string) => Promise<unknown>;

/**
 * Where a configuration profile's preferences for the app land (managed preferences, written by MDM or a
 * profile installed by hand): for one macOS user, or for the whole computer.
 */
export const macosManagedPaths = (userName: string | null): string[] => [
  `/Library/Managed Preferences/${POLICY_BUNDLE_ID}.plist`,
  ...(userName ? [`/Library/Managed Preferences/${userName}/${POLICY_BUNDLE_ID}.plist`] : []),
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const macosManagedReader = (path: string, readPlist: ReadPlist): PolicyReader => ({
  source: 'macos-managed',
  location: path,
  async read() {
    const content = await readPlist(path);
    if (content === null || content === undefined) return null;
    if (!isRecord(content)) throw new Error(`${path} is not a dictionary`);
    return { source: 'macos-managed', location: path, values: content };
  },
});
