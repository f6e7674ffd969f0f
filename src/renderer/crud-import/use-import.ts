import { useCallback, useState } from 'react';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import type { ResourceDef } from '../../shared/resources';
import { readBytes } from '../crud/core/upload-check';
import {
  importCounts,
  importPaths,
  IMPORT_MIME_TYPE,
  isImportableFile,
  rowProblemsOf,
  type ImportRowProblem,
} from './import-file';

/** The slice of `window.api` an import uses (tests hand in a fake). */
export type ImportApi = Pick<WorkspaceApi, 'invoke'>;

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading' }
  | { phase: 'done'; inserted: number; updated: number }
  | { phase: 'failed'; message: string; rows: ImportRowProblem[] };

/** Saves bytes the way a browser download does: a Blob URL on an `<a download>`, released after the click. */
export const saveBytes = (bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string, doc: Document = document) => {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoking at once can cancel it in some engines.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

const bytesOf = (data: unknown): Uint8Array<ArrayBuffer> | null => {
  if (data instanceof Uint8Array) return new Uint8Array(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return null;
};

/**
 * The import of one resource through the host: the template download (`http.request`, bytes) and the upload
 * (`http.upload`, multipart `file` plus `isCovered`). The file is checked before it is sent.
 */
export const useImport = (api: ImportApi, def: Pick<ResourceDef, 'endpoint' | 'name'>) => {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const paths = importPaths(def);

  const downloadTemplate = useCallback(
    async (fileName: string): Promise<string | null> => {
      const result = await api.invoke('http.request', {
        method: 'GET',
        url: paths.template,
        responseType: 'arraybuffer',
      });
      if (!result.ok) return result.error.message;
      const bytes = bytesOf(result.data.data);
      if (!bytes || bytes.length === 0) return '';
      saveBytes(bytes, fileName, IMPORT_MIME_TYPE);
      return null;
    },
    [api, paths.template],
  );

  /** Resolves true when the rows were written. A file that fails the check is refused by the caller first. */
  const upload = useCallback(
    async (file: File, covered: boolean): Promise<boolean> => {
      if (!isImportableFile(file)) return false;
      setState({ phase: 'uploading' });
      const result = await api.invoke('http.upload', {
        url: paths.upload,
        fileName: file.name,
        mimeType: IMPORT_MIME_TYPE,
        bytes: await readBytes(file),
        fields: { isCovered: covered ? '1' : '0' },
      });
      if (!result.ok) {
        setState({ phase: 'failed', message: result.error.message, rows: rowProblemsOf(result.error.message) });
        return false;
      }
      setState({ phase: 'done', ...importCounts(result.data.data) });
      return true;
    },
    [api, paths.upload],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, downloadTemplate, upload, reset };
};
