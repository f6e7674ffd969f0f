import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
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

/** Why a SQLite file cannot be a data source, before SQLite is asked: the path is not absolute, missing, a folder. */
const pathProblem = (path: string): string | undefined => {
  if (!isAbsolute(path)) return `请填写数据库文件的完整路径（收到“${path}”）`;
  if (!existsSync(path)) return `文件不存在：${path}`;
  if (!statSync(path).isFile()) return `不是文件：${path}`;
  return undefined;
};

const openProblem = (path: string, error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_NOTADB') return `不是 SQLite 数据库文件：${path}`;
  if (code === 'SQLITE_CANTOPEN') return `没有权限读取或无法打开：${path}`;
  return `${path}：${error instanceof Error ? error.message : String(error)}`;
};

/**
 * Opens a data source read-only for one piece of work and closes it; a path that is not absolute, a missing file, a
 * folder or a file that is not SQLite answers 400 `无法打开数据源：…` naming which (the connection test).
 */
export const withSource = <T>(embedded: Db, url: string, work: (db: Db) => T): T => {
  const path = url.trim();
  if (path === EMBEDDED) return work(embedded);
  const problem = pathProblem(path);
  if (problem) throw badRequest(`无法打开数据源：${problem}`);
  let db: Db;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw badRequest(`无法打开数据源：${openProblem(path, error)}`);
  }
  try {
    // SQLite reads the header lazily: the catalogue is what tells a database from any other file.
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  } catch (error) {
    db.close();
    throw badRequest(`无法打开数据源：${openProblem(path, error)}`);
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
