import { create } from 'zustand';
import type { PublicSettings } from '../../shared/settings';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { initialSettingsState, settingsReceived, type SettingsState } from './updates/settings-updates';

export const useSettingsStore = create<SettingsState>()(() => initialSettingsState);

export const settingsActions = {
  received: (settings: PublicSettings) => useSettingsStore.setState((s) => settingsReceived(s, settings), true),
};

export const useSetting = <K extends keyof PublicSettings>(key: K): PublicSettings[K] =>
  useSettingsStore((s) => s.settings[key]);

/** Reads main's public settings and follows `settings.changed`. Returns the unsubscribe function. */
export const connectSettings = async (api: Pick<WorkspaceApi, 'invoke' | 'on'>): Promise<() => void> => {
  const off = api.on('settings.changed', (settings) => settingsActions.received(settings));
  const result = await api.invoke('settings.get');
  if (result.ok) settingsActions.received(result.data);
  return off;
};
