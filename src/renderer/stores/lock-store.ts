import { create } from 'zustand';
import type { LockState } from '../../shared/contract/workspace';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import type { Result } from '../../shared/contract/result';
import { useSessionStore } from './session-store';
import {
  initialLockState,
  lockClearedBySignOut,
  lockLoadFailed,
  lockReceived,
  returnPath,
  routeVisited,
  type LockStoreState,
} from './updates/lock-updates';

/** sessionStorage: a reload of the lock page still knows where to return. */
const RETURN_KEY = 'dali.lockReturnTo';

const readReturn = (): string | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
};

export const useLockStore = create<LockStoreState>()(() => ({ ...initialLockState, returnTo: readReturn() }));

useLockStore.subscribe((state, previous) => {
  if (state.returnTo === previous.returnTo) return;
  try {
    if (state.returnTo === null) sessionStorage.removeItem(RETURN_KEY);
    else sessionStorage.setItem(RETURN_KEY, state.returnTo);
  } catch {
    // Storage disabled: unlocking then returns to the home page.
  }
});

const apply = (update: (state: LockStoreState) => LockStoreState) => useLockStore.setState(update, true);

export const lockActions = {
  received: (lock: LockState) => apply((s) => lockReceived(s, lock)),
  loadFailed: () => apply(lockLoadFailed),
  signedOut: () => apply(lockClearedBySignOut),
  visited: (path: string) => apply((s) => routeVisited(s, path)),
};

export const useIsLocked = (): boolean => useLockStore((s) => s.lock.locked);
export const useLockState = (): LockState => useLockStore((s) => s.lock);
export const useLockStatus = (): LockStoreState['status'] => useLockStore((s) => s.status);
export const useReturnPath = (): string => useLockStore(returnPath);
export const isLockedNow = (): boolean => useLockStore.getState().lock.locked;

/**
 * Follows main's lock: subscribes to `lock.changed` (the idle lock and other windows), then reads
 * the current state; clears the local view when the session ends. Returns the unsubscribe function.
 */
export const connectLock = async (api: Pick<WorkspaceApi, 'invoke' | 'on'>): Promise<() => void> => {
  const offChanged = api.on('lock.changed', (lock) => lockActions.received(lock));
  const offSession = useSessionStore.subscribe((state, previous) => {
    if (previous.view.signedIn && !state.view.signedIn) lockActions.signedOut();
  });
  const result = await api.invoke('lock.get');
  if (result.ok) lockActions.received(result.data);
  else lockActions.loadFailed();
  return () => {
    offChanged();
    offSession();
  };
};

/** Locks now; sets (or replaces) the lock password first when one is given. */
export const lockWorkspace = async (
  api: Pick<WorkspaceApi, 'invoke'>,
  password?: string,
): Promise<Result<LockState>> => {
  const result = await api.invoke('lock.lock', password === undefined ? {} : { password });
  if (result.ok) lockActions.received(result.data);
  return result;
};

export const unlockWorkspace = async (
  api: Pick<WorkspaceApi, 'invoke'>,
  password: string,
): Promise<Result<LockState>> => {
  const result = await api.invoke('lock.unlock', { password });
  if (result.ok) lockActions.received(result.data);
  return result;
};
