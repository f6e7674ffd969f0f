import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { draftSchema, SCREEN_MEMORY_LIMITS, type Draft, type DraftTarget } from '../../../shared/contract';
import { writeFileAtomicSync } from '../atomic-write';
import type { Logger } from '../log';

/**
 * Unsaved form drafts, per user, screen and record (create, or the edit of one record). Written as the operator
 * types, so they are small and frequent: one file each, never one file of everything rewritten per keystroke.
 */
export interface DraftStore {
  get(user: string, target: DraftTarget): Draft | null;
  /** Persists before returning (throws when it cannot); keeps at most `maxPerUser`, dropping the oldest. */
  put(user: string, target: DraftTarget, draft: Draft): void;
  remove(user: string, target: DraftTarget): void;
}

const targetId = (target: DraftTarget) => `${target.screen}\n${target.record}`;

export const createMemoryDraftStore = (maxPerUser: number = SCREEN_MEMORY_LIMITS.draftsPerUser): DraftStore => {
  const users = new Map<string, Map<string, Draft>>();
  return {
    get: (user, target) => users.get(user)?.get(targetId(target)) ?? null,
    put(user, target, draft) {
      const drafts = users.get(user) ?? new Map<string, Draft>();
      drafts.delete(targetId(target));
      drafts.set(targetId(target), draft);
      // A Map keeps insertion order and a write re-inserts: the first entries are the oldest.
      for (const id of [...drafts.keys()].slice(0, Math.max(0, drafts.size - maxPerUser))) drafts.delete(id);
      users.set(user, drafts);
    },
    remove: (user, target) => void users.get(user)?.delete(targetId(target)),
  };
};

/** A file-safe name for free text (a user key holds a tenant id and an account name). */
const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** What a draft file holds: the draft and whose it is, checked on read. */
const draftFileSchema = draftSchema.extend({ user: z.string(), screen: z.string(), record: z.string() });

/**
 * `<dir>/<hash of user>/<hash of screen and record>.json`, owner-only, written atomically. A file that cannot be
 * read or does not match is treated as no draft (and replaced by the next write).
 */
export const createFileDraftStore = (
  dir: string,
  log: Logger,
  maxPerUser: number = SCREEN_MEMORY_LIMITS.draftsPerUser,
): DraftStore => {
  const userDir = (user: string) => join(dir, hashed(user));
  const fileOf = (user: string, target: DraftTarget) => join(userDir(user), `${hashed(targetId(target))}.json`);

  /** By modification time, which `put` sets to the draft's `savedAt`. */
  const dropOldest = (user: string) => {
    const folder = userDir(user);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ path: join(folder, name), mtime: statSync(join(folder, name)).mtimeMs }));
    if (files.length <= maxPerUser) return;
    files.sort((a, b) => a.mtime - b.mtime);
    for (const file of files.slice(0, files.length - maxPerUser)) rmSync(file.path, { force: true });
  };

  return {
    get(user, target) {
      const file = fileOf(user, target);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          log.warn(`drafts: cannot read ${file} (${(error as Error).message})`);
        return null;
      }
      try {
        const parsed = draftFileSchema.safeParse(JSON.parse(text));
        const mine =
          parsed.success &&
          parsed.data.user === user &&
          parsed.data.screen === target.screen &&
          parsed.data.record === target.record;
        if (mine) return { values: parsed.data.values, savedAt: parsed.data.savedAt };
      } catch {
        // Not JSON: handled below like any other damaged file.
      }
      log.warn(`drafts: ${file} is damaged; ignoring it`);
      return null;
    },
    put(user, target, draft) {
      const file = fileOf(user, target);
      writeFileAtomicSync(file, JSON.stringify({ user, ...target, ...draft }));
      try {
        // The file's time is the draft's: the oldest is found without reading every draft.
        utimesSync(file, draft.savedAt / 1000, draft.savedAt / 1000);
        dropOldest(user);
      } catch (error) {
        log.warn(`drafts: could not drop old drafts (${(error as Error).message})`);
      }
    },
    remove: (user, target) => rmSync(fileOf(user, target), { force: true }),
  };
};
