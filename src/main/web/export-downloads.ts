import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { EXPORT_ID_PATTERN, folderSaveTarget, type SaveTarget } from '../host/export/save-target';
import type { Logger } from '../host/log';

/** Where the page fetches a finished export from, on the host's own origin. */
export const EXPORT_DOWNLOAD_PREFIX = '/__exports/';
/** A file nobody fetched (the tab was closed) is removed after this long. */
export const EXPORT_DOWNLOAD_TTL_MS = 15 * 60_000;

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), so 用户列表.xlsx survives. */
export const contentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * The browser host's save target: exports are written to `<folder>/<id>.xlsx` and served once at
 * `GET /__exports/<id>`, then deleted. The id is a random UUID only the page that started the export
 * learns, the site answers only on its loopback port, and the folder is emptied at start.
 */
export const createExportDownloads = async (folder: string, log: Logger) => {
  await rm(folder, { recursive: true, force: true });
  const ready = new Map<string, { fileName: string; path: string; timer: NodeJS.Timeout }>();
  const forget = (exportId: string) => {
    const entry = ready.get(exportId);
    if (!entry) return;
    clearTimeout(entry.timer);
    ready.delete(exportId);
    void rm(entry.path, { force: true }).catch((error: unknown) =>
      log.warn(`could not remove ${entry.path}: ${String(error)}`),
    );
  };
  const folderTarget = folderSaveTarget(folder, (exportId) => `${EXPORT_DOWNLOAD_PREFIX}${exportId}`);

  const target: SaveTarget = {
    choose: (request) => folderTarget.choose(request),
    delivered(request) {
      const timer = setTimeout(() => forget(request.exportId), EXPORT_DOWNLOAD_TTL_MS);
      timer.unref();
      ready.set(request.exportId, { fileName: request.fileName, path: request.path, timer });
      return folderTarget.delivered(request);
    },
  };

  const register = (site: FastifyInstance) => {
    site.get<{ Params: { id: string } }>(`${EXPORT_DOWNLOAD_PREFIX}:id`, async (request, reply) => {
      const { id } = request.params;
      const entry = EXPORT_ID_PATTERN.test(id) ? ready.get(id) : undefined;
      if (!entry) return reply.code(404).type('text/plain').send('no such export');
      // Served once: taken off the list now, the file removed when the response is done with it.
      clearTimeout(entry.timer);
      ready.delete(id);
      const stream = createReadStream(entry.path);
      const cleanup = () => void rm(entry.path, { force: true }).catch(() => undefined);
      reply.raw.once('close', cleanup);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', contentDisposition(entry.fileName))
        .header('Cache-Control', 'no-store')
        .send(stream);
    });
  };

  const dispose = async () => {
    for (const exportId of [...ready.keys()]) forget(exportId);
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  };

  return { target, register, dispose };
};
