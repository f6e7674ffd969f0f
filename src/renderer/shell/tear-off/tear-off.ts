import type { Tab } from '../../../shared/contract/workspace';
import { i18n } from '../../app/i18n';
import { getApi } from '../../platform/api';
import { notify } from '../../platform/notify';
import { collectCarried, provideCarried, type Carried } from '../page-hooks/carried-state';
import { isSatelliteWindow } from '../../platform/window-role';

/** What a tab takes with it: the tab itself (the host checks its value is an in-app route) and its page's state. */
const handoffOf = (tab: Tab): { tab: Tab; carried: Carried } => ({ tab, carried: collectCarried(tab.value) });

/**
 * Where the browser opens a torn-off page: a window of this one's size (at the drop point when dragged out), so it
 * can go to another monitor; a browser that refuses popups opens a tab instead.
 */
const windowFeatures = (at?: { x: number; y: number }) => {
  const size = `width=${window.outerWidth},height=${window.outerHeight}`;
  return at ? `popup,${size},left=${Math.max(0, at.x - 120)},top=${Math.max(0, at.y - 16)}` : `popup,${size}`;
};

/**
 * Moves a tab to a new window (issue 20 item 7): the host parks it with its page's state and opens the window
 * (Electron, at the drop point) or answers the URL this page opens (the browser host); once the new window has taken
 * it, this window closes the tab. A window that never opens (a blocked popup) leaves the tab here.
 */
export const tearOff = async (
  tab: Tab,
  closeTab: (value: string) => void,
  options: { at?: { x: number; y: number } } = {},
): Promise<boolean> => {
  const api = getApi();
  const t = i18n.t.bind(i18n);
  const parked = await api.invoke('window.tearOff', { ...handoffOf(tab), ...(options.at ? { at: options.at } : {}) });
  if (!parked.ok) {
    notify.error(t('desktop.tearOff.failed', { message: parked.error.message }));
    return false;
  }
  if (!parked.data.opened) window.open(parked.data.route, '_blank', windowFeatures(options.at));
  const taken = await api.invoke('window.handoffTaken', { handoffId: parked.data.handoffId });
  if (!taken.ok || !taken.data.taken) {
    notify.warning(t('desktop.tearOff.notTaken'));
    return false;
  }
  closeTab(tab.value);
  return true;
};

/**
 * Hands a torn-off window's tab back to the window it came from (or the one used last). Once taken there, the tab
 * closes here, and a torn-off window left with no tab closes itself.
 */
export const dockTab = async (tab: Tab, remaining: number, closeTab: (value: string) => void): Promise<boolean> => {
  const t = i18n.t.bind(i18n);
  const result = await getApi().invoke('window.dock', handoffOf(tab));
  if (!result.ok || !result.data.docked) {
    notify.warning(t('desktop.tearOff.notDocked'));
    return false;
  }
  if (remaining <= 1 && isSatelliteWindow()) window.close();
  else closeTab(tab.value);
  return true;
};

/**
 * Takes a tab handed to this window (a torn-off window docking back), with its page's state, and shows it. Returns
 * the tab's route, or null when the handoff was gone.
 */
export const receiveTab = async (handoffId: string): Promise<string | null> => {
  const result = await getApi().invoke('window.takeHandoff', { handoffId });
  if (!result.ok) return null;
  provideCarried(result.data.tab.value, result.data.carried);
  notify.info(i18n.t('desktop.tearOff.received', { label: result.data.tab.label }));
  window.focus();
  return result.data.tab.value;
};
