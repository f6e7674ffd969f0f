import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SavedSearch, ScreenSearches, SearchChange } from '../../../shared/contract/screen-memory';
import { sameSearchName } from '../../../shared/contract/screen-memory';
import { searchFields, toQueryParams, type ResourceDef, type SearchValues } from '../../../shared/resources';
import { useSessionUser } from '../../stores/session-store';
import { screenMemoryCalls, screenMemoryKeys } from './screen-memory-calls';
import type { OpeningSearch } from './use-opening-search';

export interface SavedSearches {
  screen: string;
  searches: readonly SavedSearch[];
  defaultName: string | null;
  /** The default search's values, once the searches are known; undefined when the screen has none. */
  defaultValues: SearchValues | undefined;
  /** Loaded, or failed to: the screen's list may start (with the default when there is one). */
  settled: boolean;
  loadError: Error | null;
  /** A change is on its way to the host. */
  busy: boolean;
  /** Saves, renames, removes or sets the default; rejects with the host's CrudError (the list stays as it was). */
  change: (change: SearchChange) => Promise<ScreenSearches>;
  /** The saved search of that name (ignoring case and blanks), if any. */
  find: (name: string) => SavedSearch | undefined;
}

const NONE: readonly SavedSearch[] = [];

type SavedValue = SavedSearch['values'][string];
type Primitive = Exclude<SavedValue, readonly unknown[]>;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * What a saved search keeps of a search form: the value of each search field the form holds (an emptied one too),
 * in the shapes the contract keeps: a value, or a list of them for ranges. Applying it replaces the whole form.
 */
export const savedValuesOf = (def: ResourceDef, values: SearchValues): SavedSearch['values'] => {
  const kept: Record<string, SavedValue> = {};
  for (const field of searchFields(def)) {
    const value = values[field.name];
    if (isPrimitive(value)) kept[field.name] = value;
    else if (Array.isArray(value) && value.every(isPrimitive)) kept[field.name] = value;
  }
  return kept;
};

/** Whether two searches ask for the same rows: the same query once empty values are dropped. */
export const sameSearch = (def: ResourceDef, a: SearchValues, b: SearchValues): boolean => {
  const query = (values: SearchValues) => JSON.stringify(Object.entries(toQueryParams(def, values)).sort());
  return query(a) === query(b);
};

/**
 * The signed-in user's named searches of one screen, kept by the host across restarts. `active: false` (a screen
 * without a search form) asks nothing and is settled at once.
 */
export const useSavedSearches = (screen: string, active = true): SavedSearches => {
  const user = useSessionUser();
  const userKey = user ? `${user.tenantId}/${user.account}` : '';
  const asking = active && user !== null;
  const client = useQueryClient();
  const queryKey = useMemo(() => screenMemoryKeys.searches(userKey, screen), [userKey, screen]);
  const query = useQuery({
    queryKey,
    queryFn: () => screenMemoryCalls.listSearches(screen),
    enabled: asking,
    // The host answers at once; a refusal (locked, signed out) is not worth retrying before the list starts.
    retry: false,
    staleTime: 0,
  });
  const mutation = useMutation({
    mutationFn: (change: SearchChange) => screenMemoryCalls.changeSearches(screen, change),
    onSuccess: (next) => client.setQueryData(queryKey, next),
  });
  const searches = query.data?.searches ?? NONE;
  const defaultName = query.data?.defaultName ?? null;
  const defaultValues = useMemo(
    () => (defaultName === null ? undefined : searches.find((search) => search.name === defaultName)?.values),
    [searches, defaultName],
  );
  const { mutateAsync } = mutation;
  return {
    screen,
    searches,
    defaultName,
    defaultValues,
    settled: !asking || !query.isPending,
    loadError: query.error,
    busy: mutation.isPending,
    change: mutateAsync,
    find: useCallback((name: string) => searches.find((search) => sameSearchName(search.name, name)), [searches]),
  };
};

/** How a list opens: once the saved searches are known, with the default one over the screen's initial search. */
export const useOpening = (saved: SavedSearches, initialSearch?: SearchValues): OpeningSearch => {
  const { settled, defaultValues } = saved;
  return useMemo(
    () => ({ ready: settled, ...(defaultValues ? { values: { ...initialSearch, ...defaultValues } } : {}) }),
    [settled, defaultValues, initialSearch],
  );
};
