/**
 * The local error log (spec 000 §3 "error log entry": type, url, message, stack, time, info), newest
 * first, kept to a bounded size, and its mapping onto the server's LogError rows for the upload.
 */

export interface ErrorLogEntry {
  id: string;
  /** `error`, `unhandledrejection`, or the failed call's error code (`http`, `network`, `internal`). */
  type: string;
  /** The page for uncaught errors, `METHOD /api/...` for failed calls. */
  url: string;
  message: string;
  stack: string;
  /** Extra context (the call's parameters, the error's location). */
  info: string;
  /** Local time `yyyy-MM-dd HH:mm:ss`, the BladeX format the upload sends. */
  time: string;
}

export interface ErrorReport {
  type: string;
  url?: string;
  message: string;
  stack?: string;
  info?: string;
}

export interface ErrorLogState {
  entries: ErrorLogEntry[];
}

export const MAX_ERROR_LOG_ENTRIES = 200;
/** The badge shows at most this number (spec 000 §9), then `99+`. */
export const BADGE_MAX = 99;
/** The server takes at most 100 entries per call (saveErrorLog). */
export const UPLOAD_BATCH_SIZE = 100;

export const initialErrorLogState: ErrorLogState = { entries: [] };

const pad = (n: number) => String(n).padStart(2, '0');

export const formatLocalTime = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

export const toEntry = (report: ErrorReport, id: string, now: Date): ErrorLogEntry => ({
  id,
  type: report.type.trim() || 'error',
  url: report.url ?? '',
  message: report.message,
  stack: report.stack ?? '',
  info: report.info ?? '',
  time: formatLocalTime(now),
});

export const errorAdded = (state: ErrorLogState, entry: ErrorLogEntry): ErrorLogState => ({
  entries: [entry, ...state.entries].slice(0, MAX_ERROR_LOG_ENTRIES),
});

export const errorLogCleared = (state: ErrorLogState): ErrorLogState =>
  state.entries.length === 0 ? state : initialErrorLogState;

/** Removes the entries that were uploaded, keeping any that arrived during the upload. */
export const errorsUploaded = (state: ErrorLogState, uploadedIds: ReadonlySet<string>): ErrorLogState => ({
  entries: state.entries.filter((entry) => !uploadedIds.has(entry.id)),
});

/** The badge text: nothing at zero, the count up to 99, then `99+`. */
export const badgeText = (count: number): string => {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
};

/** One row of `POST /blade-log/log/saveErrorLog` (the server's LogError fields). */
export interface LogErrorRow {
  requestUri: string;
  method: string;
  message: string;
  stackTrace: string;
  exceptionName: string;
  params: string;
  createTime: string;
}

// The server's limits (modules/logs/error-log-input.ts); longer texts are cut rather than refused.
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const HTTP_METHOD = /^(GET|POST|PUT|DELETE|PATCH) (.*)$/;

export const toLogErrorRow = (entry: ErrorLogEntry): LogErrorRow => {
  const call = HTTP_METHOD.exec(entry.url);
  return {
    requestUri: cut(call ? call[2] : entry.url, 2000),
    method: call ? call[1] : '',
    message: cut(entry.message, 2000),
    stackTrace: cut(entry.stack, 20000),
    exceptionName: cut(entry.type, 200),
    params: cut(entry.info, 5000),
    createTime: entry.time,
  };
};

/** Oldest first, in batches the server accepts. */
export const uploadBatches = (entries: readonly ErrorLogEntry[]): ErrorLogEntry[][] => {
  const ordered = [...entries].reverse();
  const batches: ErrorLogEntry[][] = [];
  for (let i = 0; i < ordered.length; i += UPLOAD_BATCH_SIZE) batches.push(ordered.slice(i, i + UPLOAD_BATCH_SIZE));
  return batches;
};

const isEntry = (value: unknown): value is ErrorLogEntry => {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['id', 'type', 'url', 'message', 'stack', 'info', 'time'].every((key) => typeof record[key] === 'string');
};

/** What sessionStorage held, or the empty log when it is missing or not ours. */
export const parseStoredLog = (text: string | null): ErrorLogState => {
  if (!text) return initialErrorLogState;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return initialErrorLogState;
    return { entries: value.filter(isEntry).slice(0, MAX_ERROR_LOG_ENTRIES) };
  } catch {
    return initialErrorLogState;
  }
};
