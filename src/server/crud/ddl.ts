import type { ResourceDef } from '../../shared/resources/index';
import { assertIdentifier, AUDIT_COLUMNS, keyColumnOf, storedColumns } from './table-columns';

const AUDIT_DDL: Record<string, string> = {
  create_user: 'create_user TEXT',
  create_dept: 'create_dept TEXT',
  create_time: 'create_time TEXT',
  update_user: 'update_user TEXT',
  update_time: 'update_time TEXT',
  status: 'status INTEGER NOT NULL DEFAULT 1',
};

/**
 * CREATE TABLE and its indexes for a definition whose table does not exist yet. Tenant-scoped tables get
 * indexes that start with tenant_id (every query filters by it); unique fields get a partial unique index
 * over live rows, the same rule the submit route checks with its own message first.
 */
export const createTableSql = (def: ResourceDef): string => {
  const table = assertIdentifier(def.table);
  const key = keyColumnOf(def);
  const lines: string[] = [`${key} TEXT PRIMARY KEY`];
  const seen = new Set<string>([key]);
  const add = (column: string, line: string) => {
    if (seen.has(column)) return;
    seen.add(column);
    lines.push(line);
  };
  if (def.tenantScoped) add('tenant_id', 'tenant_id TEXT NOT NULL');
  // An audit `status` column is the BaseEntity one even when a field declares it (OSS/SMS: 1 off, 2 on).
  if (def.audit) for (const column of AUDIT_COLUMNS) if (column === 'status') add(column, AUDIT_DDL[column]);
  for (const column of storedColumns(def)) add(column.column, `${column.column} ${column.type}`);
  if (def.audit) for (const column of AUDIT_COLUMNS) add(column, AUDIT_DDL[column]);
  if (def.softDelete) add('is_deleted', 'is_deleted INTEGER NOT NULL DEFAULT 0');

  const statements = [`CREATE TABLE ${table} (\n  ${lines.join(',\n  ')}\n);`];
  const tenant = def.tenantScoped ? 'tenant_id, ' : '';
  const live = def.softDelete ? ' WHERE is_deleted = 0' : '';
  if (def.tenantScoped) {
    const order = def.audit ? ', create_time' : '';
    statements.push(
      `CREATE INDEX idx_${table}_tenant ON ${table} (tenant_id${def.softDelete ? ', is_deleted' : ''}${order});`,
    );
  } else if (def.audit) {
    statements.push(`CREATE INDEX idx_${table}_time ON ${table} (create_time);`);
  }
  for (const column of storedColumns(def)) {
    if (!column.field.unique) continue;
    statements.push(`CREATE UNIQUE INDEX uq_${table}_${column.column} ON ${table} (${tenant}${column.column})${live};`);
  }
  return statements.join('\n');
};
