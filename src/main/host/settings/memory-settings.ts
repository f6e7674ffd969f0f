import { defaultSettings, settingsSchema, type Settings } from '../../../shared/settings';
import { createListeners, mergeSettings, type SettingsStore } from './settings-store';

/** Settings that live only in memory, for tests. */
export const createMemorySettings = (initial: Partial<Settings> = {}): SettingsStore => {
  let current = settingsSchema.parse({ ...defaultSettings(), ...initial });
  const listeners = createListeners();
  return {
    get: () => current,
    set(patch) {
      current = mergeSettings(current, patch);
      listeners.notify(current);
      return current;
    },
    onChange: listeners.add,
  };
};
