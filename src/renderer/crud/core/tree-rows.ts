import type { RowOf } from './data-provider';

/** One visible row of a tree table: the record, its depth, and whether it can open. */
export interface TreeRow<R> {
  row: RowOf<R>;
  key: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Lazy trees: its children are being fetched. */
  loadingChildren: boolean;
}

const childrenOf = <R>(row: RowOf<R>): RowOf<R>[] => (Array.isArray(row.children) ? (row.children as RowOf<R>[]) : []);

/** Whether a row can open: it has nested children, or a lazy list says `hasChildren`. */
export const rowHasChildren = <R>(row: RowOf<R>): boolean => childrenOf(row).length > 0 || row.hasChildren === true;

/**
 * The rows a tree table shows, depth first: a row's children follow it while it is expanded. Children come
 * from the row itself (a full tree) or, for lazy trees, from `loaded` (parent key → its children).
 */
export const flattenTree = <R>(
  roots: readonly RowOf<R>[],
  keyOfRow: (row: RowOf<R>) => string,
  expanded: ReadonlySet<string>,
  loaded: ReadonlyMap<string, readonly RowOf<R>[] | undefined> = new Map(),
): TreeRow<R>[] => {
  const out: TreeRow<R>[] = [];
  const walk = (rows: readonly RowOf<R>[], depth: number) => {
    for (const row of rows) {
      const key = keyOfRow(row);
      const isOpen = expanded.has(key);
      const nested = childrenOf(row);
      const lazy = loaded.get(key);
      const isLazy = nested.length === 0 && row.hasChildren === true;
      out.push({
        row,
        key,
        depth,
        hasChildren: rowHasChildren(row),
        expanded: isOpen,
        loadingChildren: isOpen && isLazy && lazy === undefined,
      });
      if (isOpen) walk(nested.length > 0 ? nested : (lazy ?? []), depth + 1);
    }
  };
  walk(roots, 0);
  return out;
};

/** Every key of a nested tree that has children (a search result opens fully). */
export const expandableKeys = <R>(roots: readonly RowOf<R>[], keyOfRow: (row: RowOf<R>) => string): Set<string> => {
  const keys = new Set<string>();
  const walk = (rows: readonly RowOf<R>[]) => {
    for (const row of rows) {
      const nested = childrenOf(row);
      if (nested.length > 0) {
        keys.add(keyOfRow(row));
        walk(nested);
      }
    }
  };
  walk(roots);
  return keys;
};
