import { useCallback, useRef, useState } from 'react';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import {
  importPaths,
  importPreviewSchema,
  importResultSchema,
  type ImportPreview,
  type ResourceDef,
} from '../../shared/resources';
import { readBytes } from '../crud/core/upload-check';
import { useUploadProgress } from '../crud/fluent/widgets/use-upload-progress';
import { IMPORT_MIME_TYPE, isImportableFile, rowProblemsOf, type ImportRowProblem } from './import-file';

/** The slice of `window.api` an import uses (tests hand in a fake): calls, and the upload's progress events. */
export type ImportApi = Pick<WorkspaceApi, 'invoke' | 'on'>;

/**
 * Where an import stands. A file is checked (`import-preview`) as soon as it is picked, and again when the
 * overwrite switch changes; only a checked file without errors can be imported.
 */
export type ImportState =
  | { phase: 'idle' }
  | { phase: 'checking'; file: File }
  | { phase: 'checked'; file: File; preview: ImportPreview }
  | { phase: 'importing'; file: File; preview: ImportPreview }
  | { phase: 'done'; file: File; inserted: number; updated: number }
  | { phase: 'failed'; file: File; stage: 'check' | 'import'; message: string; rows: ImportRowProblem[] };

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

/** The `data` of an R envelope. */
const dataOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;

/**
 * The import of one resource through the host: the template download (`http.request`, bytes), the check
 * (`http.upload` to `import-preview`) and the import (`http.upload` to `import`), each upload with the
 * multipart `file` and `isCovered` and followed by the host's progress events. A file that fails the local
 * check is never sent; an answer of the wrong shape is a failure, not a guess.
 */
export const useImport = (api: ImportApi, def: Pick<ResourceDef, 'endpoint'>, messages: { badAnswer: string }) => {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const { fraction, track, stop } = useUploadProgress(api);
  const paths = importPaths(def);
  // A later check or a reset makes an earlier answer stale: it must not overwrite what the dialog shows now.
  const generation = useRef(0);

  const send = useCallback(
    async (url: string, file: File, covered: boolean) => {
      try {
        return await api.invoke('http.upload', {
          url: `/api${url}`,
          fileName: file.name,
          mimeType: IMPORT_MIME_TYPE,
          bytes: await readBytes(file),
          fields: { isCovered: covered ? '1' : '0' },
          uploadId: track(),
        });
      } finally {
        stop();
      }
    },
    [api, track, stop],
  );

  const downloadTemplate = useCallback(
    async (fileName: string): Promise<string | null> => {
      const result = await api.invoke('http.request', {
        method: 'GET',
        url: `/api${paths.template}`,
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

  /** Checks a file: every row read and validated by the server, nothing written. */
  const check = useCallback(
    async (file: File, covered: boolean): Promise<void> => {
      if (!isImportableFile(file)) return;
      const mine = (generation.current += 1);
      setState({ phase: 'checking', file });
      const result = await send(paths.preview, file, covered);
      if (mine !== generation.current) return;
      if (!result.ok) {
        setState({ phase: 'failed', file, stage: 'check', message: result.error.message, rows: [] });
        return;
      }
      const parsed = importPreviewSchema.safeParse(dataOf(result.data.data));
      setState(
        parsed.success
          ? { phase: 'checked', file, preview: parsed.data }
          : { phase: 'failed', file, stage: 'check', message: messages.badAnswer, rows: [] },
      );
    },
    [send, paths.preview, messages.badAnswer],
  );

  /** Imports the checked file; resolves true when its rows were written. */
  const run = useCallback(
    async (covered: boolean): Promise<boolean> => {
      if (state.phase !== 'checked' || state.preview.errorCount > 0) return false;
      const { file, preview } = state;
      const mine = (generation.current += 1);
      setState({ phase: 'importing', file, preview });
      const result = await send(paths.import, file, covered);
      if (mine !== generation.current) return false;
      if (!result.ok) {
        const { message } = result.error;
        setState({ phase: 'failed', file, stage: 'import', message, rows: rowProblemsOf(message) });
        return false;
      }
      const parsed = importResultSchema.safeParse(dataOf(result.data.data));
      // The server answered success: the rows are written even if the counts cannot be read.
      setState({ phase: 'done', file, ...(parsed.success ? parsed.data : { inserted: 0, updated: 0 }) });
      return true;
    },
    [state, send, paths.import],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  return { state, fraction, downloadTemplate, check, run, reset };
};
