/**
 * Short messages in the corner (Saber's `$message`): success texts and failures nobody else shows.
 *
 * A tiny queue rather than Fluent's toast hooks: the Toaster (about 24 KB gzip) is a lazy chunk that
 * App mounts after the first paint, and a message sent before it arrives (the sign-in page's social
 * callback) waits here instead of being lost.
 */
export type NotifyIntent = 'success' | 'error' | 'warning' | 'info';

export interface NotifyMessage {
  intent: NotifyIntent;
  text: string;
}

export interface Notify {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  info(text: string): void;
}

const pending: NotifyMessage[] = [];
let listener: ((message: NotifyMessage) => void) | null = null;

const send = (message: NotifyMessage) => {
  if (listener) listener(message);
  else pending.push(message);
};

export const notify: Notify = {
  success: (text) => send({ intent: 'success', text }),
  error: (text) => send({ intent: 'error', text }),
  warning: (text) => send({ intent: 'warning', text }),
  info: (text) => send({ intent: 'info', text }),
};

/** For components: the same notifier (a hook name keeps call sites uniform should it ever need context). */
export const useNotify = (): Notify => notify;

/** The Toaster's side: receives every message, first those that waited. Returns the unsubscribe function. */
export const subscribeNotify = (show: (message: NotifyMessage) => void): (() => void) => {
  listener = show;
  for (const message of pending.splice(0)) show(message);
  return () => {
    if (listener === show) listener = null;
  };
};
