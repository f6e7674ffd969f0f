import type { Result } from '../../../shared/contract/result';
import type {
  Draft,
  DraftTarget,
  DraftValues,
  ScreenSearches,
  SearchChange,
} from '../../../shared/contract/screen-memory';
import { getApi } from '../../platform/api';
import { CrudError } from './crud-error';

const unwrap = async <T>(pending: Promise<Result<T>>): Promise<T> => {
  const result = await pending;
  if (!result.ok) throw new CrudError(result.error);
  return result.data;
};

/**
 * The host's memory of the signed-in user's screens (contract screen-memory.ts): saved searches and form drafts.
 * Each call rejects with a CrudError carrying the host's message (and `fieldErrors.name` for a taken name).
 */
export const screenMemoryCalls = {
  listSearches: (screen: string): Promise<ScreenSearches> => unwrap(getApi().invoke('searches.list', { screen })),
  changeSearches: (screen: string, change: SearchChange): Promise<ScreenSearches> =>
    unwrap(getApi().invoke('searches.change', { screen, change })),
  getDraft: (target: DraftTarget): Promise<Draft | null> => unwrap(getApi().invoke('drafts.get', target)),
  putDraft: (target: DraftTarget, values: DraftValues): Promise<{ savedAt: number }> =>
    unwrap(getApi().invoke('drafts.put', { ...target, values })),
  discardDraft: (target: DraftTarget): Promise<null> => unwrap(getApi().invoke('drafts.discard', target)),
};

/** Query keys of what the host remembers per user: a sign-in as someone else never sees the last user's answers. */
export const screenMemoryKeys = {
  searches: (user: string, screen: string) => ['crud-memory', user, 'searches', screen] as const,
  draft: (user: string, target: DraftTarget) => ['crud-memory', user, 'draft', target.screen, target.record] as const,
};
