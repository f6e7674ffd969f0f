import type { Database } from 'better-sqlite3';

/**
 * Row → JSON the way blade-tool's Jackson setup writes it (bladex-contract.md §1.3):
 * snake_case columns become camelCase keys, a null text or date becomes `""`, a null number `-1`.
 * Ids are TEXT columns, so they are strings already; dates are stored pre-formatted.
 */
export type SqlValue = string | number | bigint | Buffer | null;
export type Row = Record<string, SqlValue>;
export type WireValue = string | number | boolean | WireValue[] | { [key: string]: WireValue | undefined };
export type WireObject = { [key: string]: WireValue | undefined };

export const camelCase = (column: string): string => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface WireMapper {
  row(row: Row): WireObject;
  rows(rows: Row[]): WireObject[];
}

/** Numeric columns are read from the schema once, so a null becomes `-1` only where the column is a number. */
export const createWireMapper = (db: Database): WireMapper => {
  const numeric = new Set<string>();
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all();
  for (const { name } of tables) {
    const columns = db.prepare<[], { name: string; type: string }>(`PRAGMA table_info("${name}")`).all();
    for (const column of columns) {
      if (/INT|REAL|NUM|DOUBLE|FLOAT|DEC/i.test(column.type)) numeric.add(column.name);
    }
  }
  // Property names per column, worked out once: the regex per value was a tenth of a list call.
  const keys = new Map<string, string>();
  const keyOf = (column: string): string => {
    let key = keys.get(column);
    if (key === undefined) {
      key = camelCase(column);
      keys.set(column, key);
    }
    return key;
  };
  const row = (source: Row): WireObject => {
    const out: WireObject = {};
    for (const column in source) {
      const value = source[column];
      const key = keyOf(column);
      if (value === null) out[key] = numeric.has(column) ? -1 : '';
      else if (typeof value === 'bigint') out[key] = value.toString();
      else if (Buffer.isBuffer(value)) out[key] = value.toString('base64');
      else out[key] = value;
    }
    return out;
  };
  return { row, rows: (list) => list.map(row) };
};

/** Splits a BladeX comma list (`role_id`, `dept_id` ...) into its non-empty parts. */
export const splitIds = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/**
 * Nests flat nodes by `parentId`, keeping input order among siblings, and leaves `children`
 * out of leaves (Jackson NON_EMPTY). Nodes whose parent is not in the list become roots.
 */
export const buildTree = <T extends { id: string; parentId: string; children?: T[] }>(nodes: T[]): T[] => {
  const byId = new Map<string, T>();
  for (const node of nodes) byId.set(node.id, node);
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.parentId !== node.id ? byId.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
};
