import type { WorkspaceApi } from '../../../shared/contract/window-api';
import { sessionActions } from '../../stores/session-store';
import { signedOutView } from '../../stores/updates/session-updates';

/**
 * Signs out through main (server call, then local clean-up; `local` skips the server). An
 * unreachable server must not trap the operator signed in: a failed sign-out falls back to the
 * forced local one. The renderer shows signed-out whatever happens.
 */
export const signOutEverywhere = async (
  api: Pick<WorkspaceApi, 'invoke'>,
  options: { local?: boolean } = {},
): Promise<void> => {
  let result = options.local ? await api.invoke('auth.forceLogout') : await api.invoke('auth.logout');
  if (!result.ok && !options.local) result = await api.invoke('auth.forceLogout');
  sessionActions.changed(result.ok ? result.data : signedOutView);
};
