import { useSessionStore } from '../../stores/session-store';

let freshSignIn = false;
let watching = false;

/**
 * Tells a sign-in made in this window (signed out, then signed in, or another user) from a session that
 * was already there when the window loaded (a reload or a restart). Spec 000 §4 clears the tabs on a
 * sign-in; a restored session keeps its user's tabs. Lives in the first chunk so no sign-in slips by.
 */
export const watchSignIns = (): void => {
  if (watching) return;
  watching = true;
  useSessionStore.subscribe((state, previous) => {
    if (!state.view.signedIn) return;
    const cameIn = previous.status === 'ready' && !previous.view.signedIn;
    const switchedUser =
      previous.view.signedIn && previous.view.user?.userId !== state.view.user?.userId && previous.status === 'ready';
    if (cameIn || switchedUser) freshSignIn = true;
  });
};

/** Whether the workspace opens after a sign-in in this window; answers true once per sign-in. */
export const takeFreshSignIn = (): boolean => {
  const fresh = freshSignIn;
  freshSignIn = false;
  return fresh;
};
