import { z } from 'zod';
import { workspaceStateSchema, type WorkspaceState } from '../../../shared/contract';

/**
 * Where each user's open tabs are kept between runs: `<dataDir>/workspace.json` in the browser
 * host, an electron-store named `workspace` under Electron, memory in tests. Keys are
 * `${tenantId}/${account}` (see workspaceKey).
 */
export interface WorkspaceStore {
  get(key: string): WorkspaceState | null;
  /** Persists before returning; throws (and keeps the old value) when the write fails. */
  set(key: string, state: WorkspaceState): void;
}

export const emptyWorkspace = (): WorkspaceState => ({ tabs: [], activeTab: null });

export const workspaceKey = (user: { tenantId: string; account: string }): string => `${user.tenantId}/${user.account}`;

/** The file / store content: one entry per user. A damaged entry is dropped, the others kept. */
export const workspaceFileSchema = z.object({ users: z.record(z.string(), z.unknown()) });

export const readUsers = (json: unknown): Map<string, WorkspaceState> => {
  const users = new Map<string, WorkspaceState>();
  const file = workspaceFileSchema.safeParse(json);
  if (!file.success) return users;
  for (const [key, value] of Object.entries(file.data.users)) {
    const parsed = workspaceStateSchema.safeParse(value);
    if (parsed.success) users.set(key, parsed.data);
  }
  return users;
};

export const toFileContent = (users: Map<string, WorkspaceState>) => ({ users: Object.fromEntries(users) });

export const createMemoryWorkspaceStore = (): WorkspaceStore => {
  const users = new Map<string, WorkspaceState>();
  return {
    get: (key) => users.get(key) ?? null,
    set: (key, state) => {
      users.set(key, state);
    },
  };
};
