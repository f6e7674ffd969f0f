import type { Database } from 'better-sqlite3';
import type { WireObject } from '../../http/wire';

/**
 * A list's `decorate` naming a reference by the referenced row (`modelId` → `modelName`): one query per page over
 * a table shared by every tenant (the developer tools' data sources and models), soft-deleted rows left unnamed.
 * `table` and `column` are this module's constants, never input.
 */
export const namedIds = (
  db: Database,
  reference: { table: string; column: string; from: string; as: string },
): ((rows: WireObject[]) => WireObject[]) => {
  const names = db.prepare<[string], { id: string; name: string }>(
    `SELECT id, ${reference.column} AS name FROM ${reference.table}
     WHERE is_deleted = 0 AND id IN (SELECT value FROM json_each(?))`,
  );
  return (rows) => {
    if (rows.length === 0) return rows;
    const found = new Map(
      names.all(JSON.stringify(rows.map((row) => String(row[reference.from])))).map((row) => [row.id, row.name]),
    );
    return rows.map((row) => ({ ...row, [reference.as]: found.get(String(row[reference.from])) ?? '' }));
  };
};
