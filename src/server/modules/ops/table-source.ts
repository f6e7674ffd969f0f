import Database, { type Database as Db } from 'better-sqlite3';
import { badRequest } from '../../http/errors';

/** A table of a data source and its columns, as code generation reads them. */
export interface SourceColumn {
  jdbcName: string;
  jdbcType: string;
  notNull: boolean;
  primaryKey: boolean;
}

export interface SourceTable {
  tableName: string;
  columnCount: number;
}

/** `embedded` is this server's own database; anything else is the path of a SQLite file, opened read-only. */
export const EMBEDDED = 'embedded';

const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Opens a data source read-only for one piece of work and closes it; a file that is missing or not SQLite answers
 * 400 `无法打开数据源：…` (the connection test of a data source's save).
 */
export const withSource = <T>(embedded: Db, url: string, work: (db: Db) => T): T => {
  if (url.trim() === EMBEDDED) return work(embedded);
  let db: Db;
  try {
    db = new Database(url.trim(), { readonly: true, fileMustExist: true });
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  } catch (error) {
    throw badRequest(`无法打开数据源：${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return work(db);
  } finally {
    db.close();
  }
};

export const listTables = (db: Db): SourceTable[] =>
  db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
    )
    .all()
    .filter((row) => TABLE_NAME.test(row.name))
    .map((row) => ({
      tableName: row.name,
      columnCount:
        db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM pragma_table_info(?)').get(row.name)?.n ?? 0,
    }));

export const tableColumns = (db: Db, table: string): SourceColumn[] => {
  if (!TABLE_NAME.test(table)) throw badRequest('表名格式不正确');
  const columns = db
    .prepare<[string], { name: string; type: string; notnull: number; pk: number }>(
      'SELECT name, type, "notnull", pk FROM pragma_table_info(?)',
    )
    .all(table);
  if (columns.length === 0) throw badRequest(`数据源中没有表“${table}”`);
  return columns.map((column) => ({
    jdbcName: column.name,
    jdbcType: column.type || 'TEXT',
    notNull: column.notnull === 1,
    primaryKey: column.pk > 0,
  }));
};
