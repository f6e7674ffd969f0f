import { workspaceStateSchema, type WorkspaceState } from '../../../shared/contract';
import { createMemoryUserStore, readUserEntries, userFileContent, type UserStore } from './user-store';

/**
 * Where each user's open tabs are kept between runs: `<dataDir>/workspace.json` in the browser
 * host, an electron-store named `workspace` under Electron, memory in tests. Keys are
 * `${tenantId}/${account}` (see workspaceKey).
 */
export type WorkspaceStore = UserStore<WorkspaceState>;

export const emptyWorkspace = (): WorkspaceState => ({ tabs: [], activeTab: null });

export const workspaceKey = (user: { tenantId: string; account: string }): string => `${user.tenantId}/${user.account}`;

export const readUsers = (json: unknown): Map<string, WorkspaceState> => readUserEntries(json, workspaceStateSchema);

export const toFileContent = (users: Map<string, WorkspaceState>) => userFileContent(users);

export const createMemoryWorkspaceStore = (): WorkspaceStore => createMemoryUserStore<WorkspaceState>();
