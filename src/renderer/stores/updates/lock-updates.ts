import type { LockState } from '../../../shared/contract/workspace';

/**
 * The renderer's view of main's lock (main owns it: it spans windows and survives a reload) plus
 * where the operator was, so unlocking returns there.
 */
export interface LockStoreState {
  /** `loading` until main has answered `lock.get` once; the router waits for it. */
  status: 'loading' | 'ready';
  lock: LockState;
  /** The last workspace route seen while unlocked. */
  returnTo: string | null;
}

// Kept here rather than imported from contract/workspace.ts, whose zod schemas would join the sign-in bundle.
export const unlockedState: LockState = { locked: false, hasPassword: false, reason: null };

export const initialLockState: LockStoreState = { status: 'loading', lock: unlockedState, returnTo: null };

export const lockReceived = (state: LockStoreState, lock: LockState): LockStoreState => ({
  ...state,
  status: 'ready',
  lock,
});

/** Main could not be asked: carry on unlocked rather than keep the window blank. */
export const lockLoadFailed = (state: LockStoreState): LockStoreState => ({ ...state, status: 'ready' });

/** Signing out clears the lock (spec 000 §4), whether or not main's event has arrived yet. */
export const lockClearedBySignOut = (state: LockStoreState): LockStoreState =>
  state.lock.locked || state.returnTo !== null ? { ...state, lock: unlockedState, returnTo: null } : state;

const NOT_A_RETURN_PLACE = new Set(['/lock', '/login', '/404', '/403', '/500']);

/**
 * Remembers a route the operator reached, unless it is not a place to return to, or the workspace is
 * locked, or main has not said yet whether it is (a reload of a blocked address while locked).
 */
export const routeVisited = (state: LockStoreState, path: string): LockStoreState => {
  const pathname = path.split(/[?#]/)[0];
  if (state.status !== 'ready' || state.lock.locked || NOT_A_RETURN_PLACE.has(pathname) || state.returnTo === path)
    return state;
  return { ...state, returnTo: path };
};

export const DEFAULT_RETURN = '/wel/index';

export const returnPath = (state: LockStoreState): string => state.returnTo ?? DEFAULT_RETURN;
