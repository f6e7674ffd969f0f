import {
  applySearchChange,
  fail,
  jsonBytes,
  noSearches,
  ok,
  SCREEN_MEMORY_LIMITS,
  type Result,
  type SearchChangeRefusal,
} from '../../../shared/contract';
import type { Handlers } from '../dispatch';
import type { Logger } from '../log';
import type { HostText } from '../texts';
import type { DraftStore } from './draft-store';
import type { SavedSearchStore } from './saved-searches';

export const screenMemoryChannels = [
  'searches.list',
  'searches.change',
  'drafts.get',
  'drafts.put',
  'drafts.discard',
] as const;
export type ScreenMemoryChannel = (typeof screenMemoryChannels)[number];

export interface ScreenMemoryDeps {
  searches: SavedSearchStore;
  drafts: DraftStore;
  /** The signed-in user's key (workspaceKey), or null when nobody is. */
  userKey: () => string | null;
  isLocked: () => boolean;
  now: () => number;
  text: (key: HostText) => string;
  log: Logger;
}

const refusalText: Record<SearchChangeRefusal, HostText> = {
  nameTaken: 'searchNameTaken',
  notFound: 'searchNotFound',
  tooMany: 'tooManySearches',
};

/**
 * The saved searches and drafts of the signed-in user (contract screen-memory.ts). Keyed by the session's user, so
 * one user never reads another's; refused while the screen is locked, except the two draft writes, which return
 * nothing and keep what was typed just before a lock.
 */
export const createScreenMemoryHandlers = (deps: ScreenMemoryDeps): Pick<Handlers, ScreenMemoryChannel> => {
  const { text, log } = deps;
  /** Runs `work` for the signed-in user, or answers why not. */
  const asUser = async <T>(reads: boolean, work: (user: string) => Result<T>): Promise<Result<T>> => {
    const user = deps.userKey();
    if (user === null) return fail('unauthorized', text('notSignedIn'));
    if (reads && deps.isLocked()) return fail('silent', 'locked');
    return work(user);
  };
  const written = <T>(write: () => void, answer: T, failure: HostText): Result<T> => {
    try {
      write();
    } catch (error) {
      log.error(`could not store ${failure === 'draftWriteFailed' ? 'a draft' : 'the saved searches'}`, error);
      return fail('internal', text(failure));
    }
    return ok(answer);
  };

  return {
    'searches.list': ({ screen }) => asUser(true, (user) => ok(deps.searches.get(user)?.[screen] ?? noSearches())),
    'searches.change': ({ screen, change }) =>
      asUser(true, (user) => {
        const all = deps.searches.get(user) ?? {};
        const outcome = applySearchChange(all[screen] ?? noSearches(), change);
        if (!outcome.ok) {
          const message = text(refusalText[outcome.refusal]);
          const field = change.kind === 'rename' ? 'to' : 'name';
          return fail(
            'validation',
            message,
            outcome.refusal === 'nameTaken' ? { fieldErrors: { [field]: message } } : {},
          );
        }
        const others = Object.fromEntries(Object.entries(all).filter(([key]) => key !== screen));
        const empty = outcome.next.searches.length === 0 && outcome.next.defaultName === null;
        const next = empty ? others : { ...others, [screen]: outcome.next };
        if (jsonBytes(next) > SCREEN_MEMORY_LIMITS.searchBytesPerUser && change.kind === 'save')
          return fail('validation', text('searchesFull'));
        return written(() => deps.searches.set(user, next), outcome.next, 'searchesWriteFailed');
      }),
    'drafts.get': (target) =>
      asUser(true, (user) => {
        const draft = deps.drafts.get(user, target);
        if (draft && deps.now() - draft.savedAt > SCREEN_MEMORY_LIMITS.draftMaxAgeMs) {
          written(() => deps.drafts.remove(user, target), null, 'draftWriteFailed');
          return ok(null);
        }
        return ok(draft);
      }),
    'drafts.put': ({ values, ...target }) =>
      asUser(false, (user) => {
        const savedAt = deps.now();
        return written(() => deps.drafts.put(user, target, { values, savedAt }), { savedAt }, 'draftWriteFailed');
      }),
    'drafts.discard': (target) =>
      asUser(false, (user) => written(() => deps.drafts.remove(user, target), null, 'draftWriteFailed')),
  };
};
