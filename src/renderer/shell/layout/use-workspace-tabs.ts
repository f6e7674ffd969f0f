import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { isUnnamedLanding } from '../../app/guards';
import { getApi } from '../../platform/api';
import { menuActions, type MenuView } from '../../stores/menu-store';
import { useSessionUser } from '../../stores/session-store';
import { flushTabs, loadWorkspaceTabs, persistTabs, tabsActions, useTabsStore } from '../../stores/tabs-store';
import { FIRST_PAGE_PATH } from '../../stores/updates/tab-updates';
import { handleOf } from './route-handle';
import { takeFreshSignIn } from './sign-in-tracker';
import { tabForLocation } from './tab-for-location';

/**
 * The tabs of the signed-in user: loaded once per user (cleared on a fresh sign-in, restored after a
 * reload or restart), saved to the host on every change, and fed by every navigation.
 * Returns whether they are loaded.
 */
export const useWorkspaceTabs = (menu: Pick<MenuView, 'items' | 'isLoading'>): boolean => {
  const user = useSessionUser();
  const owner = user ? `${user.tenantId}:${user.userId}` : null;
  const ready = useTabsStore((s) => owner !== null && s.owner === owner);
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  // How the window landed: opened at an address that names no page (a restart), it goes on to the tab that was
  // active; an explicit address (even /wel/index) stays where it is.
  const [unnamedLanding] = useState(() => isUnnamedLanding(location.state));

  useEffect(() => {
    if (owner === null) return;
    const fresh = takeFreshSignIn();
    if (fresh) menuActions.reset();
    let cancelled = false;
    void loadWorkspaceTabs(getApi(), owner, fresh).then((active) => {
      if (cancelled || fresh || !active) return;
      if (unnamedLanding && active !== FIRST_PAGE_PATH) void navigate(active, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [owner, unnamedLanding, navigate]);

  useEffect(() => {
    const api = getApi();
    const stop = persistTabs(api);
    // The debounce must not lose the last change when the window closes or reloads.
    window.addEventListener('pagehide', flushTabs);
    return () => {
      window.removeEventListener('pagehide', flushTabs);
      flushTabs();
      stop();
    };
  }, []);

  const handle = handleOf(matches);
  const lookup = tabForLocation(location, handle, menu);
  const tab = lookup.kind === 'tab' ? lookup.tab : null;
  const tabKey = tab ? `${tab.value}\u0000${tab.label}\u0000${JSON.stringify(tab.meta)}` : null;
  useEffect(() => {
    if (ready && tab) tabsActions.open(tab);
    // The key stands for the tab's content: a new object with the same content is the same tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, tabKey]);

  return ready;
};
