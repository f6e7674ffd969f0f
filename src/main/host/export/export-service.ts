import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract/result';
import type { ExportStart } from '../../../shared/contract/export';
import type { Settings } from '../../../shared/settings';
import type { ApiClient } from '../api/api-client';
import type { Emit } from '../events';
import type { Logger } from '../log';
import { exportText, type ExportText } from './export-texts';
import { createPageFetcher } from './list-pages';
import { runExport, type ExportOutcome } from './run-export';
import type { SaveTarget } from './save-target';

/**
 * Rows per list call. Fewer, larger pages matter because every page is an OFFSET query plus a count on the
 * server; 1000 is the embedded CRUD lists' cap, and lists capped lower (500) are retried at that size.
 */
export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_FALLBACK_PAGE_SIZE = 500;
/** Exports running at once; each holds little memory, but each is a stream of server calls. */
export const MAX_RUNNING_EXPORTS = 2;

export interface ExportService {
  start(input: ExportStart): Promise<Result<{ exportId: string | null }>>;
  cancel(exportId: string): Result<null>;
  /** Shows a finished export in its folder, where the save target can (desktop). */
  reveal(exportId: string): Promise<Result<null>>;
  /** Resolves when the export has ended (for tests and shutdown); at once for an unknown id. */
  settled(exportId: string): Promise<void>;
  /** Cancels every running export (host shutdown); their partial files are removed. */
  dispose(): Promise<void>;
}

/** Excel sheet names: at most 31 characters, none of [ ] : * ? / \. */
export const sheetNameOf = (fileName: string): string =>
  fileName
    .replace(/\.xlsx$/i, '')
    .replace(/[[\]:*?/\\]/g, '_')
    .slice(0, 31) || 'Sheet1';

export const createExportService = (deps: {
  api: Pick<ApiClient, 'call'>;
  emit: Emit;
  /** Absent where nothing can receive a file: `export.start` then says export is unavailable. */
  target?: SaveTarget;
  language: () => Settings['language'];
  log: Logger;
  pageSize?: number;
  fallbackPageSize?: number;
  maxRunning?: number;
}): ExportService => {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const text = (key: ExportText) => exportText(key, deps.language());
  const maxRunning = deps.maxRunning ?? MAX_RUNNING_EXPORTS;
  /** Starts waiting on the save dialog hold a place too, so two quick clicks cannot pass the cap together. */
  let choosing = 0;
  /** Finished files by export id, newest last, for `reveal`; the paths stay in the host. */
  const delivered = new Map<string, string>();

  const announce = (exportId: string, fileName: string, outcome: ExportOutcome, path: string, target: SaveTarget) => {
    if (!outcome.ok) {
      if (!outcome.cancelled)
        deps.log.warn(`export ${exportId} failed after ${outcome.written} rows: ${outcome.error}`);
      deps.emit('export.finished', {
        exportId,
        ok: false,
        fileName,
        written: outcome.written,
        error: outcome.error,
        cancelled: outcome.cancelled,
      });
      return;
    }
    deps.log.info(`export ${exportId}: ${outcome.written} rows written`);
    const delivery = target.delivered({ exportId, fileName, path });
    delivered.set(exportId, path);
    if (delivered.size > 50) delivered.delete(delivered.keys().next().value as string);
    deps.emit('export.finished', { exportId, ok: true, fileName, written: outcome.written, ...delivery });
  };

  return {
    async start(input) {
      const target = deps.target;
      if (!target) return fail('internal', text('unavailable'));
      if (running.size + choosing >= maxRunning) return fail('validation', text('busy'));
      const exportId = randomUUID();
      choosing += 1;
      let path: string | null;
      try {
        path = await target.choose({ exportId, fileName: input.fileName });
      } catch (error) {
        deps.log.error('choosing where to save an export failed', error);
        return fail('internal', text('writeFailed'));
      } finally {
        choosing -= 1;
      }
      if (path === null) return ok({ exportId: null });

      const controller = new AbortController();
      const texts = {
        cancelled: text('cancelled'),
        badAnswer: text('badAnswer'),
        tooManyRows: text('tooManyRows'),
        writeFailed: text('writeFailed'),
      };
      const done = runExport({
        fetchPage: createPageFetcher(deps.api, input, texts.badAnswer),
        columns: input.columns,
        sheetName: sheetNameOf(input.fileName),
        path,
        pageSize: deps.pageSize ?? EXPORT_PAGE_SIZE,
        fallbackPageSize: deps.fallbackPageSize ?? EXPORT_FALLBACK_PAGE_SIZE,
        signal: controller.signal,
        onProgress: (written, total) => deps.emit('export.progress', { exportId, written, total }),
        texts,
      })
        .then((outcome) => announce(exportId, input.fileName, outcome, path, target))
        .catch((error: unknown) => {
          // runExport never rejects; this is a last guard so a window never waits forever.
          deps.log.error(`export ${exportId} crashed`, error);
          deps.emit('export.finished', {
            exportId,
            ok: false,
            fileName: input.fileName,
            written: 0,
            error: text('writeFailed'),
          });
        })
        .finally(() => running.delete(exportId));
      running.set(exportId, { controller, done });
      return ok({ exportId });
    },
    cancel(exportId) {
      const entry = running.get(exportId);
      if (!entry) return fail('validation', text('unknownExport'));
      entry.controller.abort();
      return ok(null);
    },
    async reveal(exportId) {
      const path = delivered.get(exportId);
      if (path === undefined || !deps.target?.reveal) return fail('validation', text('unknownExport'));
      await deps.target.reveal(path);
      return ok(null);
    },
    settled: (exportId) => running.get(exportId)?.done ?? Promise.resolve(),
    async dispose() {
      const all = [...running.values()];
      for (const entry of all) entry.controller.abort();
      await Promise.all(all.map((entry) => entry.done));
    },
  };
};
