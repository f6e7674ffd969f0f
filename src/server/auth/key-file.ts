import { chmod, readFile, writeFile } from 'node:fs/promises';

/**
 * A key made once per data folder and kept in a file of its own (mode 0600), so it survives a restart but never
 * matches another installation's. `parse` answers the key, or throws with a message naming the file when its
 * content is damaged (a damaged key is never silently replaced: tokens or configured clients depend on it).
 */
export const loadOrCreateKeyFile = async <T>(
  file: string,
  create: () => { text: string; key: T },
  parse: (text: string) => T,
): Promise<T> => {
  try {
    return parse((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = create();
  // 'wx' fails if another process created it meanwhile; then read theirs so both agree.
  try {
    await writeFile(file, made.text, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKeyFile(file, create, parse);
    throw error;
  }
  await chmod(file, 0o600).catch(() => undefined);
  return made.key;
};
