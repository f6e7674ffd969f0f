import { z } from 'zod';
import {
  screenIdSchema,
  screenSearchesSchema,
  SCREEN_MEMORY_LIMITS,
  type ScreenSearches,
  type SearchChange,
} from '../../../shared/contract';
import type { Logger } from '../log';
import { createJsonFileUserStore, type UserStore } from './user-store';

/** One user's saved searches, by screen. */
export const userSearchesSchema = z.record(screenIdSchema, screenSearchesSchema);
export type UserSearches = z.infer<typeof userSearchesSchema>;
export type SavedSearchStore = UserStore<UserSearches>;

export const noSearches = (): ScreenSearches => ({ searches: [], defaultName: null });

/** Names are unique per screen regardless of case and surrounding blanks: 今日 and 今日 , Open and open clash. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export type SearchChangeRefusal = 'nameTaken' | 'notFound' | 'tooMany';
export type SearchChangeOutcome = { ok: true; next: ScreenSearches } | { ok: false; refusal: SearchChangeRefusal };

/**
 * A screen's searches after one change, or why it is refused: a second search of the same name (unless the
 * operator asked to replace it), a name that is not there (another window removed it), more than the limit.
 * A renamed default stays the default; a removed default leaves the screen without one.
 */
export const applySearchChange = (current: ScreenSearches, change: SearchChange): SearchChangeOutcome => {
  const index = (name: string) => current.searches.findIndex((search) => sameName(search.name, name));
  const isDefault = (name: string) => current.defaultName !== null && sameName(current.defaultName, name);
  switch (change.kind) {
    case 'save': {
      const at = index(change.name);
      const saved = { name: change.name, values: change.values };
      if (at >= 0 && !change.replace) return { ok: false, refusal: 'nameTaken' };
      if (at < 0 && current.searches.length >= SCREEN_MEMORY_LIMITS.searchesPerScreen)
        return { ok: false, refusal: 'tooMany' };
      const searches = at >= 0 ? current.searches.with(at, saved) : [...current.searches, saved];
      const keptDefault = at >= 0 && isDefault(change.name) ? change.name : current.defaultName;
      return { ok: true, next: { searches, defaultName: change.makeDefault ? change.name : keptDefault } };
    }
    case 'rename': {
      const at = index(change.name);
      if (at < 0) return { ok: false, refusal: 'notFound' };
      const clash = index(change.to);
      if (clash >= 0 && clash !== at) return { ok: false, refusal: 'nameTaken' };
      const searches = current.searches.with(at, { ...current.searches[at], name: change.to });
      return { ok: true, next: { searches, defaultName: isDefault(change.name) ? change.to : current.defaultName } };
    }
    case 'remove': {
      const at = index(change.name);
      if (at < 0) return { ok: false, refusal: 'notFound' };
      const searches = current.searches.filter((_, i) => i !== at);
      return { ok: true, next: { searches, defaultName: isDefault(change.name) ? null : current.defaultName } };
    }
    case 'setDefault': {
      if (change.name === null) return { ok: true, next: { ...current, defaultName: null } };
      const at = index(change.name);
      if (at < 0) return { ok: false, refusal: 'notFound' };
      return { ok: true, next: { ...current, defaultName: current.searches[at].name } };
    }
  }
};

/** `<dataDir>/saved-searches.json` (browser host) or `<userData>/saved-searches.json` (desktop), beside the tabs. */
export const createJsonFileSavedSearchStore = (filePath: string, log: Logger): SavedSearchStore =>
  createJsonFileUserStore(filePath, userSearchesSchema, 'saved searches', log);
