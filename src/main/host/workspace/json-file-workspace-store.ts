import { readFileSync } from 'node:fs';
import type { WorkspaceState } from '../../../shared/contract';
import { writeFileAtomicSync } from '../atomic-write';
import type { Logger } from '../log';
import { readUsers, toFileContent, type WorkspaceStore } from './workspace-store';

const readFile = (filePath: string, log: Logger): Map<string, WorkspaceState> => {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn(`workspace: cannot read ${filePath} (${(error as Error).message}); starting with no saved tabs`);
    }
    return new Map();
  }
  try {
    return readUsers(JSON.parse(text));
  } catch {
    log.warn(`workspace: ${filePath} is not valid JSON; starting with no saved tabs (replaced on the next change)`);
    return new Map();
  }
};

/** The browser host's tab memory: `<dataDir>/workspace.json`, validated on read, written atomically. */
export const createJsonFileWorkspaceStore = (filePath: string, log: Logger): WorkspaceStore => {
  const users = readFile(filePath, log);
  return {
    get: (key) => users.get(key) ?? null,
    set(key, state) {
      const next = new Map(users).set(key, state);
      writeFileAtomicSync(filePath, `${JSON.stringify(toFileContent(next), null, 2)}\n`);
      users.set(key, state);
    },
  };
};
