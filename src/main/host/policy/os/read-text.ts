import { readFile } from 'node:fs/promises';
import type { ReadText } from '../json-file-reader';

/** A file's text, or null when it does not exist (any other error rejects: the file is there but unreadable). */
export const readTextIfPresent: ReadText = async (path) => {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
