import type { Result } from '../../../shared/contract/result';
import type { WorkspaceApi } from '../../../shared/contract/window-api';
import type { PublicSettings, SettingsPatch } from '../../../shared/settings';
import { settingsActions } from '../../stores/settings-store';

/** Stores a settings change in the host (every window and the next start follow) and shows it here at once. */
export const saveSettings = async (
  api: Pick<WorkspaceApi, 'invoke'>,
  patch: SettingsPatch,
): Promise<Result<PublicSettings>> => {
  const result = await api.invoke('settings.set', patch);
  if (result.ok) settingsActions.received(result.data);
  return result;
};
