import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

export interface RotatingFileOptions {
  /** Bytes one file may reach before it is rotated out (the cap per file). */
  maxBytes: number;
  /** Rotated files kept beside the current one (`main.1.log` newest ... `main.N.log` oldest). */
  keep: number;
}

/** 2 MB per file and three old ones: at most 8 MB per process, a week or more of an operator's day. */
export const DEFAULT_ROTATION: RotatingFileOptions = { maxBytes: 2 * 1024 * 1024, keep: 3 };

/** `main.log` → `main.1.log`. */
export const rotatedPath = (path: string, index: number): string => {
  const ext = extname(path);
  return join(dirname(path), `${basename(path, ext)}.${index}${ext}`);
};

/** Every file of one log, current first: what the diagnostics export collects. */
export const logFilesOf = (path: string, keep: number): string[] => [
  path,
  ...Array.from({ length: keep }, (_, i) => rotatedPath(path, i + 1)),
];

/**
 * Appends lines to a file, rotating it when the next line would take it past `maxBytes`. Synchronous on purpose: a
 * line logged just before a crash is on disk, and a desktop app logs a few lines a minute. Never throws: a log that
 * cannot be written (full disk, no permission) must not take the app down; it reports once through `onError`.
 */
export const createRotatingFile = (
  path: string,
  options: RotatingFileOptions = DEFAULT_ROTATION,
  onError: (error: unknown) => void = () => {},
) => {
  let size: number | null = null;
  let failed = false;

  const currentSize = () => {
    if (size === null) size = existsSync(path) ? statSync(path).size : 0;
    return size;
  };

  const rotate = () => {
    rmSync(rotatedPath(path, options.keep), { force: true });
    for (let index = options.keep - 1; index >= 1; index -= 1) {
      const from = rotatedPath(path, index);
      if (existsSync(from)) renameSync(from, rotatedPath(path, index + 1));
    }
    if (options.keep > 0 && existsSync(path)) renameSync(path, rotatedPath(path, 1));
    else rmSync(path, { force: true });
    size = 0;
  };

  return {
    path,
    append(line: string) {
      const text = line.endsWith('\n') ? line : `${line}\n`;
      const bytes = Buffer.byteLength(text);
      try {
        mkdirSync(dirname(path), { recursive: true });
        if (currentSize() > 0 && currentSize() + bytes > options.maxBytes) rotate();
        appendFileSync(path, text, { mode: 0o600 });
        size = currentSize() + bytes;
        failed = false;
      } catch (error) {
        size = null;
        if (!failed) onError(error);
        failed = true;
      }
    },
    files: () => logFilesOf(path, options.keep).filter((file) => existsSync(file)),
  };
};

export type RotatingFile = ReturnType<typeof createRotatingFile>;
