import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The minidumps under Electron's crash-dumps folder, by name and size (their content never leaves the machine). */
export const listCrashDumps = (dir: string | null): Array<{ name: string; bytes: number }> => {
  if (!dir) return [];
  const found: Array<{ name: string; bytes: number }> = [];
  const walk = (folder: string, depth: number) => {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry);
      try {
        const stat = statSync(path);
        if (stat.isDirectory() && depth < 3) walk(path, depth + 1);
        else if (stat.isFile() && entry.endsWith('.dmp')) found.push({ name: relative(dir, path), bytes: stat.size });
      } catch {
        // Removed while we looked: not there.
      }
    }
  };
  walk(dir, 0);
  return found;
};
