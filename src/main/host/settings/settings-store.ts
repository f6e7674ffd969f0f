import { settingsSchema, type Settings, type SettingsPatch } from '../../../shared/settings';

/** The host's view of the settings, whatever keeps them (JSON file, electron-store, memory). */
export interface SettingsStore {
  get(): Settings;
  /** Merges the patch, validates the whole, persists it and notifies; throws without writing when invalid. */
  set(patch: SettingsPatch): Settings;
  onChange(listener: (settings: Settings) => void): () => void;
}

/** Applies a patch to settings, validating the result; shared by every store. */
export const mergeSettings = (current: Settings, patch: SettingsPatch): Settings =>
  settingsSchema.parse({ ...current, ...patch });

/** Keeps the listener set for a store. */
export const createListeners = () => {
  const listeners = new Set<(settings: Settings) => void>();
  return {
    add(listener: (settings: Settings) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(settings: Settings) {
      for (const listener of listeners) listener(settings);
    },
  };
};
