import Store from 'electron-store';
import { defaultSettings, settingsSchema, type Settings } from '../../shared/settings';
import type { Logger } from '../host/log';
import { createListeners, mergeSettings, type SettingsStore } from '../host/settings/settings-store';

/** Settings in electron-store (`<userData>/settings.json`, atomic writes), validated on read. */
export const createElectronStoreSettings = (log: Logger): SettingsStore => {
  const store = new Store<{ settings?: unknown }>({ name: 'settings', clearInvalidConfig: true });
  const parsed = settingsSchema.safeParse(store.get('settings') ?? {});
  let current: Settings = parsed.success ? parsed.data : defaultSettings();
  if (!parsed.success) log.warn('settings: the stored settings are invalid; using defaults until the next change');
  const listeners = createListeners();
  return {
    get: () => current,
    set(patch) {
      const next = mergeSettings(current, patch);
      store.set('settings', next);
      current = next;
      listeners.notify(current);
      return current;
    },
    onChange: listeners.add,
  };
};
