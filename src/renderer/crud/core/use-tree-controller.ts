import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { keyOf, toQueryParams, type QueryParams, type ResourceDef, type SearchValues } from '../../../shared/resources';
import type { RowOf } from './data-provider';
import { useDataProvider } from './CrudContext';
import { crudKeys } from './query-keys';
import { expandableKeys, flattenTree, type TreeRow } from './tree-rows';
import { useOpeningSearch, type OpeningSearch } from './use-opening-search';

export interface TreeController<R> {
  def: ResourceDef<R>;
  rows: TreeRow<R>[];
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
  values: SearchValues;
  query: QueryParams;
  search: (values: SearchValues) => void;
  reset: () => void;
  toggle: (key: string) => void;
  selectedKeys: ReadonlySet<string>;
  setSelectedKeys: Dispatch<SetStateAction<ReadonlySet<string>>>;
  keyOfRow: (row: RowOf<R>) => string;
  /** Lazy trees answer one level at a time; a search answers the whole matching tree. */
  lazy: boolean;
}

/** Where a lazy tree starts: `parentId=0`, or the provinces (`parentCode=00`) for regions. */
export const lazyRootOf = (def: ResourceDef): string => (def.idKind === 'code' ? '00' : '0');

/**
 * A tree list screen, headless (roles, departments, menus, regions): the whole tree from `list`, or, for
 * definitions with a lazy verb and no search, one level at a time from `lazy-list` as rows open.
 */
export const useTreeController = <R>(
  def: ResourceDef<R>,
  { opening }: { opening?: OpeningSearch } = {},
): TreeController<R> => {
  const provider = useDataProvider();
  const [values, setValues] = useState<SearchValues>({});
  const opened = useOpeningSearch(opening, setValues);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const query = useMemo(() => toQueryParams(def, values), [def, values]);
  const lazy = def.tree?.lazyVerb !== undefined && Object.keys(query).length === 0;
  const key = keyOf(def);
  const keyOfRow = useCallback((row: RowOf<R>) => String(row[key] ?? ''), [key]);

  const whole = useQuery({
    queryKey: crudKeys.tree(def.name, query),
    queryFn: () => provider.getTree(def, query),
    enabled: opened && !lazy,
  });
  const root = lazyRootOf(def);
  const rootLevel = useQuery({
    queryKey: crudKeys.children(def.name, root),
    queryFn: () => provider.getChildren(def, root),
    enabled: opened && lazy,
  });
  const openKeys = useMemo(() => (lazy ? [...expanded] : []), [lazy, expanded]);
  const levels = useQueries({
    queries: openKeys.map((parent) => ({
      queryKey: crudKeys.children(def.name, parent),
      queryFn: () => provider.getChildren(def, parent),
    })),
  });
  const loaded = useMemo(() => {
    const map = new Map<string, readonly RowOf<R>[] | undefined>();
    openKeys.forEach((parent, index) => map.set(parent, levels[index]?.data));
    return map;
  }, [openKeys, levels]);

  const source = lazy ? rootLevel : whole;
  const roots = useMemo(() => source.data ?? [], [source.data]);
  const rows = useMemo(() => flattenTree(roots, keyOfRow, expanded, loaded), [roots, keyOfRow, expanded, loaded]);
  const { refetch: refetchWhole } = whole;
  const { refetch: refetchRoot } = rootLevel;

  const search = useCallback((next: SearchValues) => {
    setValues(next);
    setSelectedKeys(new Set());
    // A search shows the matches inside their whole branch, opened.
    setExpanded(new Set());
  }, []);
  const [openedFor, setOpenedFor] = useState<unknown>(null);
  // Open a fresh search result fully, once per answer (the user may close branches afterwards).
  if (!lazy && whole.data && openedFor !== whole.data && Object.keys(query).length > 0) {
    setOpenedFor(whole.data);
    setExpanded(expandableKeys(whole.data, keyOfRow));
  }

  return {
    def,
    rows,
    isLoading: source.isPending,
    isFetching: source.isFetching || levels.some((level) => level.isFetching),
    error: source.error,
    refetch: useCallback(() => void (lazy ? refetchRoot() : refetchWhole()), [lazy, refetchRoot, refetchWhole]),
    values,
    query,
    search,
    reset: useCallback(() => search({}), [search]),
    toggle: useCallback(
      (rowKey: string) =>
        setExpanded((set) => {
          const next = new Set(set);
          if (next.has(rowKey)) next.delete(rowKey);
          else next.add(rowKey);
          return next;
        }),
      [],
    ),
    selectedKeys,
    setSelectedKeys,
    keyOfRow,
    lazy,
  };
};
