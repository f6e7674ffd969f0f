import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import type { ReadPlist } from '../macos-managed-reader';

/** A property list as JSON through macOS's own `plutil` (binary and XML plists alike); null when absent. */
export const plutilReadPlist: ReadPlist = async (path) => {
  try {
    await access(path);
  } catch {
    return null;
  }
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile('/usr/bin/plutil', ['-convert', 'json', '-o', '-', path], { timeout: 10_000 }, (error, out) =>
      error ? reject(error) : resolve(out),
    );
  });
  return JSON.parse(stdout) as unknown;
};
