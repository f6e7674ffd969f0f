import { create } from 'zustand';
import {
  badgeText,
  errorAdded,
  errorLogCleared,
  errorsUploaded,
  initialErrorLogState,
  parseStoredLog,
  toEntry,
  type ErrorLogEntry,
  type ErrorLogState,
  type ErrorReport,
} from './updates/error-log-updates';

export type { ErrorLogEntry, ErrorReport } from './updates/error-log-updates';

/** sessionStorage: a reload keeps the log, closing the window forgets it (as Saber's session store). */
export const ERROR_LOG_STORAGE_KEY = 'dali.errorLog';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

export const useErrorLogStore = create<ErrorLogState>()(() =>
  parseStoredLog(storage()?.getItem(ERROR_LOG_STORAGE_KEY) ?? null),
);

useErrorLogStore.subscribe((state) => {
  try {
    storage()?.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(state.entries));
  } catch {
    // Quota exceeded: the log still works for this page's life.
  }
});

let sequence = 0;
const nextId = () => `${Date.now().toString(36)}-${(sequence += 1).toString(36)}`;

const apply = (update: (state: ErrorLogState) => ErrorLogState) => useErrorLogStore.setState(update, true);

let forward: ((report: ErrorReport) => void) | null = null;

/** Where each error also goes: main's renderer log file (set by main.tsx; tests leave it unset). */
export const forwardErrorsTo = (forwarder: ((report: ErrorReport) => void) | null): void => {
  forward = forwarder;
};

/** Adds one entry to the local error log (newest first, at most 200), and to main's log file. Never throws. */
export const reportError = (report: ErrorReport): void => {
  apply((s) => errorAdded(s, toEntry(report, nextId(), new Date())));
  try {
    forward?.(report);
  } catch {
    // The log file is a copy; the window's own log already has the entry.
  }
};

export const errorLogActions = {
  clear: () => apply(errorLogCleared),
  uploaded: (ids: ReadonlySet<string>) => apply((s) => errorsUploaded(s, ids)),
  reset: () => apply(() => initialErrorLogState),
};

export const useErrorLogEntries = (): ErrorLogEntry[] => useErrorLogStore((s) => s.entries);
export const useErrorLogCount = (): number => useErrorLogStore((s) => s.entries.length);
export const useErrorLogBadge = (): string => useErrorLogStore((s) => badgeText(s.entries.length));
