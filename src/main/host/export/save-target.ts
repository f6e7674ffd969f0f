import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a finished export goes: the port the composition roots fill. Electron asks the user with a save
 * dialog (`electron/export-save-dialog.ts`); the browser host keeps it under its data folder and hands
 * the page a one-time download URL (`web/export-downloads.ts`).
 */
export interface SaveTarget {
  /** The path to write to; null when the user declined (closed the save dialog). */
  choose(request: { exportId: string; fileName: string }): Promise<string | null>;
  /** The file is complete at `path`: what the window needs to reach it, if anything. */
  delivered(request: { exportId: string; fileName: string; path: string }): {
    downloadUrl?: string;
    revealable?: boolean;
  };
  /** Shows a delivered file in its folder (desktop only; `revealable` says it can). */
  reveal?(path: string): Promise<void>;
}

/** Export ids are random UUIDs: the only names the folder target writes, so no name ever comes from input. */
export const EXPORT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Writes `<folder>/<exportId>.xlsx`; the file name the user gave only names the download. */
export const folderSaveTarget = (
  folder: string,
  deliveredUrl: (exportId: string) => string | undefined = () => undefined,
): SaveTarget & { pathOf(exportId: string): string } => {
  const pathOf = (exportId: string) => {
    if (!EXPORT_ID_PATTERN.test(exportId)) throw new Error(`not an export id: ${exportId}`);
    return join(folder, `${exportId}.xlsx`);
  };
  return {
    pathOf,
    async choose({ exportId }) {
      await mkdir(folder, { recursive: true });
      return pathOf(exportId);
    },
    delivered: ({ exportId }) => {
      const downloadUrl = deliveredUrl(exportId);
      return downloadUrl === undefined ? {} : { downloadUrl };
    },
  };
};
