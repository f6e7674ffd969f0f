import { readFileSync } from 'node:fs';
import { defaultSettings, settingsSchema, type Settings } from '../../../shared/settings';
import { writeFileAtomicSync } from '../atomic-write';
import type { Logger } from '../log';
import { createListeners, mergeSettings, type SettingsStore } from './settings-store';

const readSettings = (filePath: string, log: Logger): Settings => {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn(`settings: cannot read ${filePath} (${(error as Error).message}); using defaults`);
    }
    return defaultSettings();
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    log.warn(`settings: ${filePath} is not valid JSON; using defaults (the file is replaced on the next change)`);
    return defaultSettings();
  }
  const parsed = settingsSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    log.warn(
      `settings: ${filePath} has invalid values (${where}); using defaults (the file is replaced on the next change)`,
    );
    return defaultSettings();
  }
  return parsed.data;
};

/** The browser host's settings: `<dataDir>/settings.json`, validated on read, written atomically. */
export const createJsonFileSettings = (filePath: string, log: Logger): SettingsStore => {
  let current = readSettings(filePath, log);
  const listeners = createListeners();
  return {
    get: () => current,
    set(patch) {
      const next = mergeSettings(current, patch);
      writeFileAtomicSync(filePath, `${JSON.stringify(next, null, 2)}\n`);
      current = next;
      listeners.notify(current);
      return current;
    },
    onChange: listeners.add,
  };
};
