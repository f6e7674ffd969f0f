import { execFile } from 'node:child_process';
import type { RegQuery } from '../windows-registry-reader';

/**
 * `reg.exe query KEY` (Windows' own tool: no native module to build). Exit code 1 means the key does not exist,
 * which answers null; any other failure rejects.
 */
export const regExeQuery: RegQuery = (key) =>
  new Promise((resolve, reject) => {
    execFile('reg.exe', ['query', key], { windowsHide: true, timeout: 10_000 }, (error, stdout) => {
      if (!error) return resolve(stdout);
      if (typeof error.code === 'number' && error.code === 1) return resolve(null);
      reject(error);
    });
  });
