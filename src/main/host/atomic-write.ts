import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

// Write to a sibling temp file, then rename over the target: a crash mid-write leaves the old file
// intact instead of a truncated one (rename is atomic within one file system).
const tempPathFor = (path: string) => `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

export const writeFileAtomicSync = (path: string, data: string | Uint8Array, mode = 0o600): void => {
  mkdirSync(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    writeFileSync(temp, data, { mode });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
};

export const writeFileAtomic = async (path: string, data: string | Uint8Array, mode = 0o600): Promise<void> => {
  await mkdir(dirname(path), { recursive: true });
  const temp = tempPathFor(path);
  try {
    await writeFile(temp, data, { mode });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
};
