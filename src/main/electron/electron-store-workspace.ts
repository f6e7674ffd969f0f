import Store from 'electron-store';
import type { WorkspaceState } from '../../shared/contract';
import { readUsers, toFileContent, type WorkspaceStore } from '../host/workspace/workspace-store';

/**
 * Each user's tabs in electron-store (`<userData>/workspace.json`). The whole map is written as
 * one value: user keys contain dots, which electron-store would read as nested paths.
 */
export const createElectronStoreWorkspace = (): WorkspaceStore => {
  const store = new Store<{ users?: unknown }>({ name: 'workspace', clearInvalidConfig: true });
  const users: Map<string, WorkspaceState> = readUsers({ users: store.get('users') ?? {} });
  return {
    get: (key) => users.get(key) ?? null,
    set(key, state) {
      const next = new Map(users).set(key, state);
      store.set('users', toFileContent(next).users);
      users.set(key, state);
    },
  };
};
