import type { ErrorReport } from '../../stores/updates/error-log-updates';

// Browsers report this when a ResizeObserver callback causes another layout: harmless, and Fluent's
// overflow components trigger it routinely, so it would only bury real errors.
const BENIGN = /^ResizeObserver loop/;

/** What a thrown value or rejection reason says, for the error log: its message and stack where it has them. */
export const describeReason = (reason: unknown): { message: string; stack: string } => {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
};

/** Turns an uncaught `error` event into a log report, or null when it is not worth keeping. */
export const reportOfErrorEvent = (event: ErrorEvent, url: string): ErrorReport | null => {
  const error: unknown = event.error;
  const message = error instanceof Error ? error.message : event.message;
  if (!message || BENIGN.test(message)) return null;
  const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
  return { type: 'error', url, message, stack: error instanceof Error ? (error.stack ?? '') : '', info: where };
};

export const reportOfRejection = (event: PromiseRejectionEvent, url: string): ErrorReport => {
  const { message, stack } = describeReason(event.reason);
  return { type: 'unhandledrejection', url, message: message || 'unhandled rejection', stack };
};

/**
 * Feeds the error log from the window's uncaught errors and unhandled promise rejections.
 * Returns the function that removes the listeners (App installs them once, in an effect).
 */
export const installErrorListeners = (target: Window, report: (entry: ErrorReport) => void): (() => void) => {
  const onError = (event: ErrorEvent) => {
    const entry = reportOfErrorEvent(event, target.location.href);
    if (entry) report(entry);
  };
  const onRejection = (event: PromiseRejectionEvent) => report(reportOfRejection(event, target.location.href));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};
