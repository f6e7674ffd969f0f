import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomicSync } from '../atomic-write';
import type { Logger } from '../log';

/**
 * One value per signed-in user (`${tenantId}/${account}`, see workspaceKey): the tabs, the saved searches. Kept in
 * a JSON file `{ users: { <key>: value } }` by the browser host and the desktop app, in memory in tests.
 */
export interface UserStore<T> {
  get(key: string): T | null;
  /** Persists before returning; throws (and keeps the old value) when the write fails. */
  set(key: string, value: T): void;
}

const userFileSchema = z.object({ users: z.record(z.string(), z.unknown()) });

/** The file's content: one entry per user. A damaged entry is dropped, the others kept. */
export const readUserEntries = <T>(json: unknown, schema: z.ZodType<T>): Map<string, T> => {
  const users = new Map<string, T>();
  const file = userFileSchema.safeParse(json);
  if (!file.success) return users;
  for (const [key, value] of Object.entries(file.data.users)) {
    const parsed = schema.safeParse(value);
    if (parsed.success) users.set(key, parsed.data);
  }
  return users;
};

export const userFileContent = <T>(users: Map<string, T>) => ({ users: Object.fromEntries(users) });

export const createMemoryUserStore = <T>(): UserStore<T> => {
  const users = new Map<string, T>();
  return {
    get: (key) => users.get(key) ?? null,
    set: (key, value) => {
      users.set(key, value);
    },
  };
};

const readFile = <T>(filePath: string, schema: z.ZodType<T>, what: string, log: Logger): Map<string, T> => {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn(`${what}: cannot read ${filePath} (${(error as Error).message}); starting empty`);
    }
    return new Map();
  }
  try {
    return readUserEntries(JSON.parse(text), schema);
  } catch {
    log.warn(`${what}: ${filePath} is not valid JSON; starting empty (replaced on the next change)`);
    return new Map();
  }
};

/** A user store in one JSON file, validated entry by entry on read and written atomically (owner-only). */
export const createJsonFileUserStore = <T>(
  filePath: string,
  schema: z.ZodType<T>,
  what: string,
  log: Logger,
): UserStore<T> => {
  const users = readFile(filePath, schema, what, log);
  return {
    get: (key) => users.get(key) ?? null,
    set(key, value) {
      const next = new Map(users).set(key, value);
      writeFileAtomicSync(filePath, `${JSON.stringify(userFileContent(next), null, 2)}\n`);
      users.set(key, value);
    },
  };
};
