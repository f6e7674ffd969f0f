import type { Database } from 'better-sqlite3';
import type { ResourceDef } from '../../shared/resources/index';
import { requiredColumns } from './table-columns';

export interface ColumnDrift {
  readonly resource: string;
  readonly table: string;
  /** Empty when the table exists and only columns are missing. */
  readonly missingTable: boolean;
  readonly missingColumns: readonly string[];
}

/** Tables' column names, read once. */
export const tableColumns = (db: Database, table: string): Set<string> =>
  new Set(
    db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
      .all(table)
      .map((row) => row.name),
  );

/**
 * Every definition whose table lacks a column it declares: a definition edited without a migration.
 * The server refuses to register routes over such a table (crudRoutes throws), and a test walks them all.
 */
export const findColumnDrift = (db: Database, defs: readonly ResourceDef[]): ColumnDrift[] => {
  const drift: ColumnDrift[] = [];
  for (const def of defs) {
    const present = tableColumns(db, def.table);
    const missing = requiredColumns(def).filter((column) => !present.has(column));
    if (present.size === 0 || missing.length > 0) {
      drift.push({ resource: def.name, table: def.table, missingTable: present.size === 0, missingColumns: missing });
    }
  }
  return drift;
};
