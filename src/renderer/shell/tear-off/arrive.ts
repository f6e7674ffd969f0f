import type { WorkspaceApi } from '../../../shared/contract/window-api';
import { provideCarried } from '../page-hooks/carried-state';
import { markSatellite, takeHandoffParam, writeSatelliteTabs } from '../../platform/window-role';

/**
 * A window opened for a torn-off tab: takes the tab and its page's state before the first page renders, so the page
 * starts where it was, and becomes a torn-off window whose only tab it is. Other windows pass through untouched.
 */
export const arriveWithHandoff = async (api: Pick<WorkspaceApi, 'invoke'>): Promise<void> => {
  const handoffId = takeHandoffParam();
  if (!handoffId) return;
  markSatellite();
  const result = await api.invoke('window.takeHandoff', { handoffId });
  // Gone (taken already, or expired): the route still opens, as it would from a link.
  if (!result.ok) return;
  provideCarried(result.data.tab.value, result.data.carried);
  writeSatelliteTabs({ tabs: [result.data.tab], active: result.data.tab.value });
};
