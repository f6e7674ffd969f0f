import { IMPORT_MAX_BYTES } from '../../shared/resources';

export const IMPORT_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a picked file is not sent: not an .xlsx, empty, or past the server's own limit (checked here first). */
export type FileProblem = 'type' | 'empty' | 'size';

export const fileProblemOf = (file: { name: string; size: number }): FileProblem | null => {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > IMPORT_MAX_BYTES ? 'size' : null;
};

/** Whether a picked file may be sent: an .xlsx name, not empty, at most 10 MB. */
export const isImportableFile = (file: { name: string; size: number }): boolean => fileProblemOf(file) === null;

/** One refused row as the dialog lists it. */
export interface ImportRowProblem {
  row: number;
  message: string;
}

/**
 * The row errors of a refused import, read from its `msg` (`第3行: 手机号码格式不正确; 第5行: ...`). The host
 * hands the renderer only the message of a failed call, and a BladeX server sends nothing more, so the
 * message is the one source both have. Text that names no row is left to the summary. (A file is refused this
 * way only when a row changed between its preview and its import: the preview lists errors as data.)
 */
export const rowProblemsOf = (message: string): ImportRowProblem[] =>
  message
    .split(/;\s*(?=第\d+行|等共\d+处错误)/)
    .map((part) => /^第(\d+)行[:：]\s*(.+)$/s.exec(part.trim()))
    .flatMap((match) => (match ? [{ row: Number(match[1]), message: match[2].trim() }] : []));
