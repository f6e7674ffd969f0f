import { join } from 'node:path';
import { app } from 'electron';
import type { DiagnosticsTarget } from '../host/diagnostics/diagnostics-target';
import { askSavePath } from './ask-save-path';

/** The diagnostics zip goes where the user saves it (the desktop by default, where IT asks people to look). */
export const electronDiagnosticsTarget = (): DiagnosticsTarget => ({
  choose: (fileName) =>
    askSavePath({ defaultPath: join(app.getPath('desktop'), fileName), filterName: 'Zip', extension: 'zip' }),
});
