import { workspaceStateSchema } from '../../../shared/contract';
import type { Logger } from '../log';
import { createJsonFileUserStore } from './user-store';
import type { WorkspaceStore } from './workspace-store';

/** The browser host's tab memory: `<dataDir>/workspace.json`, validated on read, written atomically. */
export const createJsonFileWorkspaceStore = (filePath: string, log: Logger): WorkspaceStore =>
  createJsonFileUserStore(filePath, workspaceStateSchema, 'workspace', log);
