import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the diagnostics zip goes: a save dialog under Electron, a folder in the browser host. */
export interface DiagnosticsTarget {
  /** The path to write to, or null when the user closed the save dialog. */
  choose(fileName: string): Promise<string | null>;
}

export const folderDiagnosticsTarget = (folder: string): DiagnosticsTarget => ({
  async choose(fileName) {
    await mkdir(folder, { recursive: true });
    return join(folder, fileName);
  },
});
