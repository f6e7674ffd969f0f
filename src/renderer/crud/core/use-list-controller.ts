import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { keyOf, pageSizesOf, type QueryParams, type ResourceDef, type SearchValues } from '../../../shared/resources';
import type { RowOf } from './data-provider';
import { useDataProvider } from './CrudContext';
import {
  initialListState,
  lastPageFor,
  listRequestOf,
  pageChanged,
  searched,
  sizeChanged,
  sortToggled,
  type ListState,
  type SortState,
} from './list-state';
import { crudKeys } from './query-keys';
import { useOpeningSearch, type OpeningSearch } from './use-opening-search';

export interface ListControllerOptions {
  /** Filters every request carries (a child dictionary list's `parentId`). */
  fixedQuery?: QueryParams;
  /** Another list verb (`parent-list`, `child-list`). */
  verb?: string;
  /** Search values the form starts with (and reset returns to). */
  initialValues?: SearchValues;
  /** Where the list starts instead (a tab moved from another window brings its search, page, size and sort). */
  startAt?: Partial<Pick<ListState, 'values' | 'current' | 'size' | 'sort'>>;
  enabled?: boolean;
  /** Holds the first request until `ready`, then opens with `values` (the default saved search) when given. */
  opening?: OpeningSearch;
}

export interface ListController<R> {
  def: ResourceDef<R>;
  rows: RowOf<R>[];
  total: number;
  /** The first load (no rows to show yet): the table shows its skeleton. */
  isLoading: boolean;
  /** Any load, including a refresh behind rows already shown. */
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  current: number;
  size: number;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  sort: SortState | null;
  toggleSort: (field: string) => void;
  values: SearchValues;
  /** The filters in wire form, fixed ones included: what an export of "the current search" sends. */
  query: QueryParams;
  search: (values: SearchValues) => void;
  reset: () => void;
  selectedKeys: ReadonlySet<string>;
  setSelectedKeys: Dispatch<SetStateAction<ReadonlySet<string>>>;
  keyOfRow: (row: RowOf<R>) => string;
}

const EMPTY: QueryParams = {};

/** The first state: the initial search, or where a moved tab left off (each part checked as a user's change is). */
const startingState = (
  def: ResourceDef,
  initialValues: SearchValues | undefined,
  startAt: ListControllerOptions['startAt'],
): ListState => {
  let state = initialListState(def, startAt?.values ?? initialValues);
  if (startAt?.size !== undefined) state = sizeChanged(def, state, startAt.size);
  const sort = startAt?.sort;
  if (sort && def.fields.some((field) => field.name === sort.field && field.sortable)) state = { ...state, sort };
  if (startAt?.current !== undefined) state = pageChanged(state, startAt.current);
  return state;
};

/**
 * The state and data of a paged list screen, headless (react-admin's useListController): page, size,
 * search, sort and selection, the request they make (`toQueryParams`, ascs/descs) and its answer from
 * the query cache, keyed by resource and request so a return to an earlier page is instant.
 */
export const useListController = <R>(
  def: ResourceDef<R>,
  { fixedQuery = EMPTY, verb, initialValues, startAt, enabled = true, opening }: ListControllerOptions = {},
): ListController<R> => {
  const provider = useDataProvider();
  const [state, setState] = useState<ListState>(() => startingState(def, initialValues, startAt));
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set());
  // Another fixed filter (a department chosen beside the user list) is another list: back to its first page, with
  // nothing selected; the search typed stays.
  // Compared by content, so a caller may pass a new object with the same filters on every render.
  const fixedKey = JSON.stringify(fixedQuery);
  const [fixedSeen, setFixedSeen] = useState(fixedKey);
  if (fixedSeen !== fixedKey) {
    setFixedSeen(fixedKey);
    setState((s) => pageChanged(s, 1));
    setSelectedKeys(new Set());
  }
  // A tab carried from another window starts where it was: the default saved search does not replace its search.
  const opened = useOpeningSearch(startAt === undefined ? opening : undefined, (values) =>
    setState((s) => searched(def, s, values)),
  );
  const request = useMemo(() => listRequestOf(def, state, fixedQuery), [def, state, fixedQuery]);
  const query = useQuery({
    queryKey: crudKeys.list(def.name, { verb: verb ?? def.verbs.list, ...request }),
    queryFn: () => provider.getList(def, request, verb),
    placeholderData: keepPreviousData,
    enabled: enabled && opened,
  });
  const total = query.data?.total ?? 0;
  const key = keyOf(def);
  const keyOfRow = useCallback((row: RowOf<R>) => String(row[key] ?? ''), [key]);

  // A delete or a narrower search can leave the page past the end: step back to the last page with rows.
  const lastPage = lastPageFor(total, state.size);
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && state.current > lastPage && total > 0;
  if (pastTheEnd) setState((s) => pageChanged(s, lastPage));

  const change = useCallback((update: (s: ListState) => ListState) => {
    setState(update);
    setSelectedKeys(new Set());
  }, []);
  const { refetch } = query;

  return {
    def,
    rows: query.data?.records ?? [],
    total,
    isLoading: query.isPending && enabled,
    isFetching: query.isFetching,
    error: query.error,
    refetch: useCallback(() => void refetch(), [refetch]),
    current: state.current,
    size: state.size,
    pageSizes: pageSizesOf(def),
    setPage: useCallback((page: number) => change((s) => pageChanged(s, page)), [change]),
    setSize: useCallback((size: number) => change((s) => sizeChanged(def, s, size)), [change, def]),
    sort: state.sort,
    toggleSort: useCallback((field: string) => change((s) => sortToggled(def, s, field)), [change, def]),
    values: state.values,
    query: request.query,
    search: useCallback((values: SearchValues) => change((s) => searched(def, s, values)), [change, def]),
    reset: useCallback(() => change(() => initialListState(def, initialValues)), [change, def, initialValues]),
    selectedKeys,
    setSelectedKeys,
    keyOfRow,
  };
};
