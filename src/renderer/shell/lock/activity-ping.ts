/** The browser host has no OS idle time: the windows tell main about input, at most this often. */
export const ACTIVITY_PING_INTERVAL_MS = 15_000;

/** A leading-edge throttle: the first call runs at once, later ones only after `intervalMs` has passed. */
export const createThrottle = (intervalMs: number, now: () => number = Date.now) => {
  let last = Number.NEGATIVE_INFINITY;
  return (run: () => void): boolean => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    run();
    return true;
  };
};

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Sends `activity.ping` on pointer and keyboard input, throttled. `shouldPing` is asked each time
 * (signed in, not locked), so input on the sign-in or lock page does not keep the idle lock away.
 */
export const installActivityPing = (
  target: Window,
  ping: () => void,
  shouldPing: () => boolean,
  intervalMs: number = ACTIVITY_PING_INTERVAL_MS,
): (() => void) => {
  const throttle = createThrottle(intervalMs);
  const onInput = () => {
    if (shouldPing()) throttle(ping);
  };
  for (const name of INPUT_EVENTS) target.addEventListener(name, onInput, { capture: true, passive: true });
  return () => {
    for (const name of INPUT_EVENTS) target.removeEventListener(name, onInput, { capture: true });
  };
};
