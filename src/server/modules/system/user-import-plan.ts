import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import { describeIssues, recordSchema, resourceText, userResource } from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import { createDictItemsLookup } from '../../crud/dict-items';
import type { ColumnValues, ResourceStore } from '../../crud/resource-store';
import { tenantFilter, tenantParams } from '../../db/tenant-scope';
import { HttpError } from '../../http/errors';
import { R } from '../../http/r';
import { createAccountClaims } from './account-claims';
import { headerOf, IMPORT_COLUMNS } from './user-import-columns';
import type { SheetRow } from './user-import-sheet';

/** One refused cell: the sheet row as Excel numbers it, the user property, and the zh message. */
export interface ImportRowError {
  readonly row: number;
  readonly field: string;
  readonly message: string;
}

export interface ImportPlan {
  readonly creates: { readonly row: number; readonly values: ColumnValues }[];
  readonly updates: { readonly row: number; readonly id: string; readonly values: ColumnValues }[];
}

/** The user form's own platform for imported accounts, as BladeX's import (UserEnum.WEB). */
const IMPORTED_USER_TYPE = 1;
/** How many row errors `msg` spells out; `data.rowErrors` carries all of them. */
const MSG_ERRORS = 20;

const NAME_TABLES = {
  roleId: {
    sql: `SELECT id, role_name AS name FROM blade_role WHERE ${tenantFilter()} AND is_deleted = 0`,
    what: '角色',
  },
  deptId: {
    sql: `SELECT id, dept_name AS name FROM blade_dept WHERE ${tenantFilter()} AND is_deleted = 0`,
    what: '部门',
  },
  postId: {
    sql: `SELECT id, post_name AS name FROM blade_post WHERE ${tenantFilter()} AND is_deleted = 0`,
    what: '岗位',
  },
} as const;
type NameProperty = keyof typeof NAME_TABLES;
const isNameProperty = (property: string): property is NameProperty => Object.hasOwn(NAME_TABLES, property);

/** Name → ids of one tenant's live roles, departments or posts (a name two rows share is ambiguous). */
const namesOf = (db: Database, tenantId: string, property: NameProperty): Map<string, string[]> => {
  const rows = db
    .prepare<[string], { id: string; name: string }>(NAME_TABLES[property].sql)
    .all(...tenantParams({ tenantId }));
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  return byName;
};

const labelOf = (field: string): string => {
  const column = IMPORT_COLUMNS.find((candidate) => candidate.property === field);
  if (column) return headerOf(column);
  const defined = userResource.fields.find((candidate) => candidate.name === field);
  return defined ? resourceText(defined.label) : field;
};

/** `第3行: 手机号码格式不正确; 第5行: 当前账号已被使用!`: the column is named when the message does not. */
export const summarise = (errors: readonly ImportRowError[]): string => {
  const parts = errors.slice(0, MSG_ERRORS).map(({ row, field, message }) => {
    const label = labelOf(field);
    return `第${row}行: ${message.includes(label) ? message : `${message}(${label})`}`;
  });
  if (errors.length > MSG_ERRORS) parts.push(`等共${errors.length}处错误`);
  return parts.join('; ');
};

export const rowErrorsFailure = (errors: readonly ImportRowError[]): HttpError => {
  const msg = summarise(errors);
  return new HttpError(400, msg, { ...R.fail(msg), data: { rowErrors: errors } });
};

export interface PlanArgs {
  readonly db: Database;
  readonly store: ResourceStore;
  readonly identity: Identity;
  readonly rows: readonly SheetRow[];
  /** Existing accounts are updated (isCovered=1) instead of refused. */
  readonly covered: boolean;
  /** The initial password in clear (account.initPassword): validated by the form's own rules. */
  readonly initialPassword: string;
}

/**
 * Every row checked before anything is written: names → ids in the caller's tenant, accounts unique in the
 * file and (unless covering) in the tenant, then the user form's own schema (`create`, or `update` for an
 * account being covered). Any problem refuses the whole file with every row's errors.
 */
export const planImport = ({ db, store, identity, rows, covered, initialPassword }: PlanArgs): ImportPlan => {
  const lookups = new Map<NameProperty, Map<string, string[]>>();
  const lookup = (property: NameProperty) => {
    let names = lookups.get(property);
    if (!names) lookups.set(property, (names = namesOf(db, identity.tenantId, property)));
    return names;
  };
  const accountId = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0',
  );
  const options = { dictItems: createDictItemsLookup(db, identity.tenantId) };
  const schemas = {
    create: recordSchema(userResource, 'create', options),
    update: recordSchema(userResource, 'update', options),
  };
  const claims = createAccountClaims(db);
  const accountTaken = resourceText(userResource.fields.find((field) => field.name === 'account')?.unique ?? '');

  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const plan: { creates: ImportPlan['creates'][number][]; updates: ImportPlan['updates'][number][] } = {
    creates: [],
    updates: [],
  };
  for (const { row, cells } of rows) {
    const rowErrors = new Map<string, string>();
    const input: Record<string, unknown> = {};
    for (const [property, text] of Object.entries(cells)) {
      if (!isNameProperty(property)) {
        input[property] = text;
        continue;
      }
      const names = [
        ...new Set(
          text
            .split(/[,，]/)
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ];
      const ids: string[] = [];
      for (const name of names) {
        const found = lookup(property).get(name) ?? [];
        if (found.length === 1) ids.push(found[0]);
        else if (!rowErrors.has(property))
          rowErrors.set(
            property,
            found.length === 0
              ? `${NAME_TABLES[property].what}"${name}"不存在`
              : `${NAME_TABLES[property].what}"${name}"有重名，无法确定`,
          );
      }
      if (!rowErrors.has(property)) input[property] = ids.join(',');
    }

    const account = cells.account ?? '';
    const existing = account ? accountId.get(identity.tenantId, account) : undefined;
    const firstRow = account ? seen.get(account) : undefined;
    if (firstRow !== undefined) rowErrors.set('account', `账号与第${firstRow}行重复`);
    else if (account) seen.set(account, row);
    if (existing && !covered && !rowErrors.has('account')) rowErrors.set('account', accountTaken);
    // One account namespace with the virtual users (account-claims.ts).
    if (account && !rowErrors.has('account') && claims.heldByVirtual(identity.tenantId, account))
      rowErrors.set('account', accountTaken);

    const mode = existing && covered ? 'update' : 'create';
    if (mode === 'create')
      Object.assign(input, { userType: IMPORTED_USER_TYPE, password: initialPassword, password2: initialPassword });
    else input.id = existing?.id;
    const parsed = schemas[mode].safeParse(input);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(describeIssues(parsed.error as z.ZodError, 'zh').fieldErrors))
        if (!rowErrors.has(field)) rowErrors.set(field, message);
    }
    if (rowErrors.size > 0 || !parsed.success) {
      for (const [field, message] of rowErrors) errors.push({ row, field, message });
      continue;
    }
    const values = store.toColumns(parsed.data as Record<string, unknown>);
    if (mode === 'update' && existing) plan.updates.push({ row, id: existing.id, values });
    else plan.creates.push({ row, values });
  }
  if (errors.length > 0) throw rowErrorsFailure(errors);
  return plan;
};
