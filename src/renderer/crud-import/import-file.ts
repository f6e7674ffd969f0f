import type { ResourceDef } from '../../shared/resources';

/** The server's own limit (user-import-file.ts): checked here first so a refused file is never sent. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a picked file may be sent: an .xlsx name, not empty, at most 10 MB. */
export const isImportableFile = (file: { name: string; size: number }): boolean =>
  file.name.toLowerCase().endsWith('.xlsx') && file.size > 0 && file.size <= IMPORT_MAX_BYTES;

/**
 * The BladeX verbs of a resource's import (bladex-contract.md §6: user `export-template` / `import-user`),
 * under `/api` like every call of the request channel.
 */
export const importPaths = (def: Pick<ResourceDef, 'endpoint' | 'name'>) => ({
  template: `/api${def.endpoint}/export-template`,
  upload: `/api${def.endpoint}/import-${def.name}`,
});

/** One refused row as the dialog lists it. */
export interface ImportRowProblem {
  row: number;
  message: string;
}

/**
 * The row errors of a refused import, read from its `msg` (`第3行: 手机号码格式不正确; 第5行: ...`). The host
 * hands the renderer only the message of a failed call, and a BladeX server sends nothing more, so the
 * message is the one source both have. Text that names no row is left to the summary.
 */
export const rowProblemsOf = (message: string): ImportRowProblem[] =>
  message
    .split(/;\s*(?=第\d+行|等共\d+处错误)/)
    .map((part) => /^第(\d+)行[:：]\s*(.+)$/s.exec(part.trim()))
    .flatMap((match) => (match ? [{ row: Number(match[1]), message: match[2].trim() }] : []));

/** `{inserted, updated}` of a successful import's envelope; counts it lacks read as 0. */
export const importCounts = (body: unknown): { inserted: number; updated: number } => {
  const data = (body as { data?: unknown } | null)?.data;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  if (data === null || typeof data !== 'object') return { inserted: 0, updated: 0 };
  const { inserted, updated } = data as Record<string, unknown>;
  return { inserted: count(inserted), updated: count(updated) };
};
