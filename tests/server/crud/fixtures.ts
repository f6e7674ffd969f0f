import type { Database } from 'better-sqlite3';
import {
  allResources,
  isRangeField,
  keyOf,
  toSnakeCase,
  writeVerbOf,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { storedColumns } from '../../../src/server/crud/table-columns';
import { createTestServer, type TestServer } from '../../helpers/server';
import { sampleRecord, valueFor, type SampleContext } from './samples';

export const ADMIN_TENANT = '000000';
export const MIDU_TENANT = '100001';

export interface CrudFixture {
  server: TestServer;
  db: Database;
  /** administrator of 000000. */
  admin: string;
  /** admin of 100001, granted every system screen for the isolation checks. */
  midu: string;
  /** A 000000 user whose role holds every system menu and no button. */
  reader: string;
  sample: SampleContext;
}

const menuIdsFor = (db: Database, codes: string[], withButtons: boolean): string[] =>
  db
    .prepare<[string, string], { id: string }>(
      `SELECT m.id FROM blade_menu m LEFT JOIN blade_menu p ON p.id = m.parent_id
       WHERE m.is_deleted = 0 AND (m.code IN (SELECT value FROM json_each(?))
       OR (m.category = 2 AND p.code IN (SELECT value FROM json_each(?))))`,
    )
    .all(JSON.stringify(codes), JSON.stringify(withButtons ? codes : []))
    .map((row) => row.id);

const grant = (db: Database, roleId: string, menuIds: string[]) => {
  const insert = db.prepare('INSERT OR IGNORE INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
  let n = 0;
  for (const menuId of menuIds) insert.run(`9${Date.now()}${(n += 1)}`.slice(0, 19), menuId, roleId);
};

export const roleIdOf = (db: Database, tenantId: string, alias: string): string =>
  db
    .prepare<[string, string], { id: string }>(
      'SELECT id FROM blade_role WHERE tenant_id = ? AND role_alias = ? AND is_deleted = 0',
    )
    .get(tenantId, alias)?.id ?? '';

export const createCrudFixture = async (): Promise<CrudFixture> => {
  const server = await createTestServer();
  const { db } = server;
  const codes = allResources().map((def) => def.permission);
  grant(db, roleIdOf(db, MIDU_TENANT, 'admin'), menuIdsFor(db, codes, true));
  const admin = (await server.signIn('admin', 'admin')).access_token;
  const midu = (await server.signIn('admin', 'admin', MIDU_TENANT)).access_token;

  const readerRole = '1999000000000000001';
  db.prepare(
    "INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?, ?, '0', '只读', 9, 'reader')",
  ).run(readerRole, ADMIN_TENANT);
  grant(db, readerRole, menuIdsFor(db, codes, false));
  const deptId = db
    .prepare<[], { id: string }>("SELECT id FROM blade_dept WHERE tenant_id = '000000' ORDER BY id LIMIT 1")
    .get()?.id;
  const created = await server.call(admin, {
    method: 'POST',
    url: '/blade-system/user/submit',
    payload: {
      account: 'reader',
      password: 'reader1',
      password2: 'reader1',
      name: '只读',
      realName: '只读用户',
      userType: 1,
      roleId: readerRole,
      deptId,
    },
  });
  if (created.statusCode !== 200) throw new Error(`reader not created: ${created.body}`);
  const reader = (await server.signIn('reader', 'reader1')).access_token;
  return { server, db, admin, midu, reader, sample: { db, tenantId: ADMIN_TENANT, seq: 0 } };
};

/** Live rows of a resource in a tenant (tenant-less tables: all). */
export const liveCount = (db: Database, def: ResourceDef, tenantId = ADMIN_TENANT): number => {
  const where = [def.softDelete ? 'is_deleted = 0' : '1 = 1', def.tenantScoped ? 'tenant_id = ?' : '1 = 1'].join(
    ' AND ',
  );
  return (
    db
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM ${def.table} WHERE ${where}`)
      .get(...(def.tenantScoped ? [tenantId] : []))?.n ?? 0
  );
};

export const keyColumn = (def: ResourceDef) => toSnakeCase(keyOf(def));

/** The newest row's key (rowid order), after a create. */
export const newestKey = (db: Database, def: ResourceDef): string =>
  db.prepare<[], { k: string }>(`SELECT ${keyColumn(def)} AS k FROM ${def.table} ORDER BY rowid DESC LIMIT 1`).get()
    ?.k ?? '';

const ADMIN_USER = '1123598821738675201';

const sqlValue = (value: unknown): string | number | null =>
  value === undefined || value === null ? null : typeof value === 'number' ? value : String(value);

/**
 * A row written in SQL, for resources whose rows the API never adds (attachments, orders from the app): a sample
 * value for every stored field, and the tenant, audit and delete columns as the server would set them.
 */
const insertRow = (fx: CrudFixture, def: ResourceDef): { key: string; body: Record<string, unknown> } => {
  fx.sample.seq += 1;
  const id = `1888${String(Date.now()).slice(-9)}${String(fx.sample.seq).padStart(4, '0')}`;
  const row: Record<string, string | number | null> = { [keyColumn(def)]: id };
  for (const column of storedColumns(def)) {
    if (!isRangeField(column.field)) row[column.column] = sqlValue(valueFor(column.field, fx.sample));
  }
  if (def.tenantScoped) row.tenant_id = ADMIN_TENANT;
  if (def.audit) {
    row.create_user = ADMIN_USER;
    row.update_user = ADMIN_USER;
    row.create_time ??= '2024-05-01 10:00:00';
    row.update_time = row.create_time;
  }
  if (def.softDelete) row.is_deleted = 0;
  const names = Object.keys(row);
  fx.db
    .prepare(`INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .run(...names.map((name) => row[name]));
  return { key: id, body: {} };
};

/** The write path of a definition in a mode: `submit`, or `save` / `update` where the contract splits it. */
export const writeUrl = (def: ResourceDef, mode: 'create' | 'update'): string =>
  `${def.endpoint}/${writeVerbOf(def, mode) ?? 'submit'}`;

/** Creates a row as the administrator of 000000: through submit, or in SQL where the API adds none. */
export const createRow = async (
  fx: CrudFixture,
  def: ResourceDef,
): Promise<{ key: string; body: Record<string, unknown> }> => {
  if (def.readOnly || def.noAdd) return insertRow(fx, def);
  const body = sampleRecord(def, fx.sample);
  const res = await fx.server.call(fx.admin, {
    method: 'POST',
    url: writeUrl(def, 'create'),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`${def.name} create failed: ${res.body} for ${JSON.stringify(body)}`);
  const key = def.idKind === 'code' ? String(body[keyOf(def)]) : newestKey(fx.db, def);
  return { key, body };
};

/** Rows of a list answer, flattened when the resource answers a tree. */
export const flatten = (data: unknown): Record<string, unknown>[] => {
  const rows = Array.isArray(data) ? data : ((data as { records?: unknown[] }).records ?? []);
  return (rows as Record<string, unknown>[]).flatMap((row) => [
    row,
    ...flatten((row.children as unknown[] | undefined) ?? []),
  ]);
};
