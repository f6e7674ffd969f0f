import Database from 'better-sqlite3';
import type { ResourceDef } from '../../shared/resources/index';
import { createTableSql } from '../crud/ddl';
import { storedColumns, AUDIT_COLUMNS } from '../crud/table-columns';
import { migrate } from '../db/migrate';
import type { Migration } from '../db/migrations/index';
import { kebabCase } from './definition-source';

/** The columns of every table of a database. */
export const schemaOf = (db: Database.Database): Map<string, Set<string>> => {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all();
  return new Map(
    tables.map(({ name }) => [
      name,
      new Set(
        db
          .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
          .all(name)
          .map((column) => column.name),
      ),
    ]),
  );
};

/** The columns of every table once the migrations have run, read from a database made in memory. */
export const schemaAfter = (migrations: readonly Migration[]): Map<string, Set<string>> => {
  const db = new Database(':memory:');
  try {
    migrate(db, migrations);
    return schemaOf(db);
  } finally {
    db.close();
  }
};

/**
 * The SQL that brings the migrated schema in line with a definition: its whole table when there is none, else one
 * `ADD COLUMN` per column it declares that the table lacks (nullable, as SQLite adds them; a default the definition
 * gives is kept). Columns the definition no longer names are left in place: dropping data is a decision, not a
 * diff. Undefined when the table already agrees.
 */
export const migrationSqlFor = (
  def: ResourceDef,
  schema: ReadonlyMap<string, ReadonlySet<string>>,
): string | undefined => {
  const existing = schema.get(def.table);
  if (!existing) return createTableSql(def);
  const lines: string[] = [];
  for (const column of storedColumns(def)) {
    if (existing.has(column.column)) continue;
    const fallback = column.field.defaultValue;
    const literal =
      fallback === undefined || typeof fallback === 'boolean'
        ? ''
        : typeof fallback === 'number'
          ? ` DEFAULT ${fallback}`
          : ` DEFAULT '${fallback.replaceAll("'", "''")}'`;
    lines.push(`ALTER TABLE ${def.table} ADD COLUMN ${column.column} ${column.type}${literal};`);
  }
  if (def.audit) {
    for (const column of AUDIT_COLUMNS) {
      if (existing.has(column)) continue;
      lines.push(
        column === 'status'
          ? `ALTER TABLE ${def.table} ADD COLUMN status INTEGER NOT NULL DEFAULT 1;`
          : `ALTER TABLE ${def.table} ADD COLUMN ${column} TEXT;`,
      );
    }
  }
  return lines.length === 0 ? undefined : lines.join('\n');
};

/**
 * A migration's version from the clock (`YYYYMMDDHHmm`), so work done in parallel never takes the same number; one
 * more than the newest known when the clock would not be newer.
 */
export const nextMigrationVersion = (now: Date, known: readonly number[]): number => {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = Number(
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}`,
  );
  const newest = Math.max(0, ...known);
  return stamp > newest ? stamp : newest + 1;
};

const literal = (sql: string): string =>
  `\`${sql.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')}\``;

/** The migration file's source: frozen SQL, as every migration of src/server/db/migrations is. */
export const migrationSource = (migration: Migration, summary: string): string =>
  [
    "import type { Migration } from './types';",
    '',
    `/** ${summary} */`,
    `export const migration${migration.version}: Migration = {`,
    `  version: ${migration.version},`,
    `  name: '${migration.name}',`,
    `  sql: ${literal(`\n${migration.sql}\n`)},`,
    '};',
    '',
  ].join('\n');

/**
 * The migration file of a definition's SQL (`migrationSqlFor`), as `npm run migration:new` and 写入源码 write it and
 * the code-generation preview shows it: its path in the source tree and its source.
 */
export const definitionMigration = (
  def: ResourceDef,
  sql: string,
  version: number,
): { path: string; content: string } => {
  const slug = `${def.area}-${kebabCase(def.name)}`;
  const summary = sql.startsWith('CREATE TABLE')
    ? `\`${def.table}\`: the table of the ${def.area}/${def.name} definition, as \`createTableSql\` made it.`
    : `\`${def.table}\`: the columns the ${def.area}/${def.name} definition gained.`;
  return {
    path: `src/server/db/migrations/${version}-${slug}.ts`,
    content: migrationSource({ version, name: slug, sql }, summary),
  };
};
