import { useEffect, useRef } from 'react';
import type { BoardApi, WindowKind, WorkspaceApi } from '../../../shared/contract/window-api';
import { BOARD_ACCOUNT } from '../../app/guards';
import { getApi, isKioskWindow } from '../../platform/api';
import { signOutEverywhere } from '../../shell/dialogs/sign-out';
import { openBoard } from '../open-board';
import { sessionActions } from '../../stores/session-store';
import { signedOutView } from '../../stores/updates/session-updates';

type Navigate = (path: string) => void;

/**
 * The kiosk's API, or null in a workspace window or a browser page. The platform types `window.api` as the
 * workspace's; the kiosk's preload marks its narrower API with `kind: 'board'` (contract window-api.ts).
 */
export const kioskApi = (api: { readonly kind?: WindowKind }): BoardApi | null =>
  api.kind === 'board' ? (api as unknown as BoardApi) : null;

/**
 * "Enter the admin back office" (and, signed out, "sign in"): the kiosk asks main to show the workspace window and
 * close the kiosk; a workspace window or browser page goes to the home page itself (its guard sends a signed-out
 * user on to /login).
 */
export const enterAdmin = async (api: WorkspaceApi, navigate: Navigate): Promise<void> => {
  const kiosk = kioskApi(api);
  if (!kiosk) return navigate('/wel/index');
  const result = await kiosk.invoke('board.enterAdmin');
  if (!result.ok) console.error('[board] enter admin:', result.error.message);
  else if (result.data.route) navigate(result.data.route);
};

/**
 * Signs out after the confirmation: in the kiosk main signs out and shows the workspace window (which then shows
 * /login) and closes the kiosk; elsewhere the usual sign-out (locally when the server cannot be reached), then
 * /login in the same page.
 */
export const signOutOfBoard = async (api: WorkspaceApi, navigate: Navigate): Promise<void> => {
  const kiosk = kioskApi(api);
  if (!kiosk) {
    await signOutEverywhere(api);
    return navigate('/login');
  }
  const result = await kiosk.invoke('board.signOut');
  if (!result.ok) {
    // The session event tells this window what became of the session.
    console.error('[board] sign out:', result.error.message);
    return;
  }
  // Until the window closes it shows the board signed out (the session event says the same).
  sessionActions.changed(signedOutView);
  if (result.data.route) navigate(result.data.route);
};

/**
 * Under Electron the board account's sign-in lands on the board in the workspace window, but its board belongs on
 * the control room's display, full screen (spec 000 §2.4): the kiosk opens there (the remembered display, else the
 * primary) once the account is seen. The browser host has no kiosk: its page is the board already.
 */
export const useKioskForBoardAccount = (account: string | null): void => {
  useEffect(() => {
    if (account !== BOARD_ACCOUNT) return;
    const api = getApi();
    if (kioskApi(api)) return;
    let cancelled = false;
    void (async () => {
      const info = await api.invoke('app.info');
      if (cancelled || !info.ok || info.data.transport !== 'electron') return;
      const failure = await openBoard(api);
      if (failure) console.error('[board] opening the kiosk:', failure.message);
    })();
    return () => {
      cancelled = true;
    };
  }, [account]);
};

/**
 * The board's own route needs no sign-in (spec 000 §2.1), so no guard moves a workspace window or browser page off
 * it when the session ends elsewhere (the kiosk's sign-out, an expiry): this does, to /login, where signing in
 * happens. The kiosk stays: main closes it.
 */
export const useLoginWhenSignedOut = (signedIn: boolean, navigate: Navigate): void => {
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    const ended = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (ended && !isKioskWindow()) navigate('/login');
  }, [signedIn, navigate]);
};
