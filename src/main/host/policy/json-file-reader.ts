import type { PolicyReader } from './policy-source';

/** A text file's content, or null when it does not exist. */
export type ReadText = (path: string) => Promise<string | null>;

/**
 * The JSON policy file: `{ "ServerUrl": "https://...", "IdleLockMinutes": 10, ... }`, the same names as the registry
 * values. Linux reads it from /etc; Windows and macOS read it after their own stores, as a fallback.
 */
export const jsonFileReader = (path: string, readText: ReadText): PolicyReader => ({
  source: 'policy-file',
  location: path,
  async read() {
    const text = await readText(path);
    if (text === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`, {
        cause: error,
      });
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(`${path} is not an object`);
    return { source: 'policy-file', location: path, values: json as Record<string, unknown> };
  },
});
