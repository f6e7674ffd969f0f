import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allResources,
  crudPath,
  describeIssues,
  isDateSearch,
  isFieldVisible,
  keyOf,
  recordSchema,
  requiredRuleOf,
  resourceText,
  searchFields,
  toQueryParams,
  writableFields,
  type Field,
  type ResourceDef,
  type Rule,
} from '../../../src/shared/resources/index';
import { findColumnDrift } from '../../../src/server/crud/schema-drift';
import { tableCounts } from '../../helpers/server';
import {
  ADMIN_TENANT,
  createCrudFixture,
  createRow,
  flatten,
  keyColumn,
  liveCount,
  type CrudFixture,
} from './fixtures';
import { sampleRecord } from './samples';

// Every test below is generated from the definitions: a new resource gets the whole set without a line here.

let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

type Body = { code: number; success: boolean; msg: string; data: unknown };
const get = async (token: string, url: string, query: Record<string, string> = {}) => {
  const res = await fx.server.call(token, { method: 'GET', url, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const post = async (
  token: string,
  url: string,
  options: { payload?: Record<string, unknown>; query?: Record<string, string> } = {},
) => {
  const res = await fx.server.call(token, { method: 'POST', url, ...options });
  return { status: res.statusCode, body: res.json() as Body };
};

const listUrl = (def: ResourceDef) => `${def.endpoint}/${def.verbs.list}`;
const removeQuery = (def: ResourceDef, key: string) => ({ [def.verbs.removeParam]: key });
const rowOf = (def: ResourceDef, key: string) =>
  fx.db.prepare<[string], Record<string, unknown>>(`SELECT * FROM ${def.table} WHERE ${keyColumn(def)} = ?`).get(key);
const counts = () => tableCounts(fx.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);

/** A text field a patch may change freely (no pattern, not the key). */
const editableText = (def: ResourceDef): Field | undefined =>
  writableFields(def, 'update').find(
    (field) =>
      (field.kind === 'text' || field.kind === 'textarea') &&
      !field.visibleWhen &&
      !(field.rules ?? []).some((rule) => (rule as Rule).kind === 'pattern' || (rule as Rule).kind === 'format'),
  );

/** What the first problem of a body is, by the schema both sides share. */
const schemaMessage = (def: ResourceDef, body: Record<string, unknown>): string => {
  const parsed = recordSchema(def, 'create').safeParse(body);
  return parsed.success ? '' : describeIssues(parsed.error, 'zh').message;
};

/** Bad values for the rules of a field, each with the message the server must answer. */
const badValues = (def: ResourceDef, field: Field, sample: Record<string, unknown>) => {
  const cases: { label: string; value: unknown; message: string }[] = [];
  const required = requiredRuleOf(field, sample);
  if (required) cases.push({ label: 'missing', value: undefined, message: resourceText(required.message) });
  for (const rule of (field.rules ?? []) as readonly Rule[]) {
    if (rule.kind === 'length' && rule.max !== undefined) {
      const value = 'x'.repeat(rule.max + 1);
      cases.push({
        label: `longer than ${rule.max}`,
        value,
        message: schemaMessage(def, { ...sample, [field.name]: value }),
      });
    }
    if (rule.kind === 'range' && rule.max !== undefined) {
      cases.push({
        label: `above ${rule.max}`,
        value: rule.max + 1,
        message: resourceText(rule.message ?? 'res.common.validation.max', { max: rule.max }),
      });
    }
    if (rule.kind === 'range' && rule.min !== undefined) {
      cases.push({
        label: `below ${rule.min}`,
        value: rule.min - 1,
        message: resourceText(rule.message ?? 'res.common.validation.min', { min: rule.min }),
      });
    }
    if (rule.kind === 'format' || rule.kind === 'pattern') {
      cases.push({
        label: `bad ${rule.kind}`,
        value: 'no good!',
        message: schemaMessage(def, { ...sample, [field.name]: 'no good!' }),
      });
    }
  }
  return cases;
};

describe('definitions and tables', () => {
  it('every definition finds each of its columns in its table', () => {
    expect(findColumnDrift(fx.db, allResources())).toEqual([]);
  });
});

for (const def of allResources()) {
  describe(`${def.name} (${def.endpoint})`, () => {
    const key = keyOf(def);

    it('lists rows with paging (or the whole tree)', async () => {
      for (let i = 0; i < 3; i += 1) await createRow(fx, def);
      const total = liveCount(fx.db, def);
      if (def.shape === 'tree') {
        const { status, body } = await get(fx.admin, listUrl(def));
        expect(status).toBe(200);
        expect(flatten(body.data)).toHaveLength(total);
        return;
      }
      const first = await get(fx.admin, listUrl(def), { current: '1', size: '2' });
      expect(first.status).toBe(200);
      const page = first.body.data as {
        records: Record<string, unknown>[];
        total: number;
        pages: number;
        size: number;
      };
      expect(page.total).toBe(total);
      expect(page.records).toHaveLength(2);
      expect(page.pages).toBe(Math.ceil(total / 2));
      const second = await get(fx.admin, listUrl(def), { current: '2', size: '2' });
      const secondKeys = (second.body.data as { records: Record<string, unknown>[] }).records.map((row) => row[key]);
      expect(secondKeys.some((k) => page.records.some((row) => row[key] === k))).toBe(false);
      const last = await get(fx.admin, listUrl(def), { current: String(page.pages), size: '2' });
      expect((last.body.data as { records: unknown[] }).records).toHaveLength(total - 2 * (page.pages - 1));
      const pastEnd = await get(fx.admin, listUrl(def), { current: String(page.pages + 1), size: '2' });
      expect(pastEnd.status).toBe(200);
      expect(pastEnd.body.data).toMatchObject({ records: [], total });
      const tooBig = await get(fx.admin, listUrl(def), { size: '1001' });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.msg).toContain('size');
    });

    // Virtual searches (an area at any level) are the module's own, tested beside it.
    for (const field of searchFields(def).filter((candidate) => !candidate.virtual)) {
      it(`filters by ${field.name} (${def.filterStyle === 'entity' ? 'entity equality' : field.search})`, async () => {
        const { key: created } = await createRow(fx, def);
        const detail = await get(fx.admin, crudPath(def, 'detail'), { [key]: created });
        const row = detail.body.data as Record<string, unknown>;
        const value = row[field.name];
        // A field the answers do not carry would be "searched" by no value at all.
        expect(row, field.name).toHaveProperty(field.name);
        const searched = isDateSearch(field.search)
          ? ['2000-01-01', '2099-12-31']
          : field.search === 'range'
            ? [value, value]
            : value;
        const query = { ...toQueryParams(def, { [field.name]: searched }), size: '1000' };
        const { status, body } = await get(fx.admin, listUrl(def), query);
        expect(status, JSON.stringify(body)).toBe(200);
        const rows = flatten(body.data);
        expect(rows.map((r) => r[key])).toContain(created);
        for (const found of rows) {
          if (field.search === 'like' && def.filterStyle === 'map')
            expect(String(found[field.name])).toContain(String(value));
          else if (!isDateSearch(field.search)) expect(String(found[field.name])).toBe(String(value));
        }
      });
    }

    it('answers the detail of one row, without server-only fields', async () => {
      const { key: created } = await createRow(fx, def);
      const { status, body } = await get(fx.admin, crudPath(def, 'detail'), { [key]: created });
      expect(status).toBe(200);
      const data = body.data as Record<string, unknown>;
      expect(data[key]).toBe(created);
      for (const field of def.fields) if (field.serverOnly) expect(data).not.toHaveProperty(field.name);
      if (def.tenantScoped) expect(data.tenantId).toBe(ADMIN_TENANT);
    });

    if (!def.readOnly && !def.noAdd) {
      it('adds a row through submit, with tenant and audit columns set by the server', async () => {
        const before = liveCount(fx.db, def);
        const body: Record<string, unknown> = {
          ...sampleRecord(def, fx.sample),
          tenantId: '100001',
          createUser: '1',
          isDeleted: 1,
        };
        const res = await post(fx.admin, `${def.endpoint}/${def.verbs.submit}`, { payload: body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ code: 200, success: true });
        expect(liveCount(fx.db, def)).toBe(before + 1);
        const created =
          def.idKind === 'code'
            ? String(body[key])
            : String(
                fx.db
                  .prepare<[], { k: string }>(
                    `SELECT ${keyColumn(def)} AS k FROM ${def.table} ORDER BY rowid DESC LIMIT 1`,
                  )
                  .get()?.k,
              );
        const stored = rowOf(def, created) ?? {};
        if (def.tenantScoped) expect(stored.tenant_id).toBe(ADMIN_TENANT);
        if (def.audit) expect(stored.create_user).toBe('1123598821738675201');
        if (def.softDelete) expect(stored.is_deleted).toBe(0);
      });
    }

    if (def.noAdd) {
      it('refuses to add a row through submit, and writes nothing', async () => {
        const before = liveCount(fx.db, def);
        const res = await post(fx.admin, `${def.endpoint}/${def.verbs.submit}`, {
          payload: sampleRecord(def, fx.sample),
        });
        expect(res.status).toBe(403);
        expect(liveCount(fx.db, def)).toBe(before);
      });
    }

    if (!def.readOnly) {
      it('updates a row through submit as a patch', async () => {
        const { key: created } = await createRow(fx, def);
        const field = editableText(def);
        if (!field) throw new Error(`${def.name} has no editable text field`);
        const value = field.unique ? `u${Date.now() % 100000}` : 'edited';
        const res = await post(fx.admin, `${def.endpoint}/${def.verbs.submit}`, {
          payload: { [key]: created, [field.name]: value },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const stored = rowOf(def, created) ?? {};
        expect(stored[field.column ?? field.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]).toBe(value);
      });
    }

    if (!def.readOnly && !def.noAdd) {
      describe('refuses bad input with the field message and writes nothing', () => {
        for (const field of writableFields(def, 'create')) {
          it(`${field.name}`, async () => {
            const sample = sampleRecord(def, fx.sample);
            // A field the sample hides is neither validated nor written (system.test.ts shows it visible).
            if (!isFieldVisible(field, sample)) return;
            for (const bad of badValues(def, field, sample)) {
              const body = { ...sample, [field.name]: bad.value };
              if (bad.value === undefined) delete body[field.name];
              const before = counts();
              const res = await post(fx.admin, `${def.endpoint}/${def.verbs.submit}`, { payload: body });
              expect(res.status, `${bad.label}: ${JSON.stringify(res.body)}`).toBe(400);
              expect(res.body.msg, bad.label).toBe(bad.message);
              expect(bad.message).not.toBe('');
              expect(counts()).toEqual(before);
            }
          });
        }
      });

      const unique = def.fields.find((field) => field.unique);
      if (unique) {
        it(`refuses a second live row with the same ${unique.name}`, async () => {
          const { body: first } = await createRow(fx, def);
          const before = counts();
          const again = { ...sampleRecord(def, fx.sample), [unique.name]: first[unique.name] };
          const res = await post(fx.admin, `${def.endpoint}/${def.verbs.submit}`, { payload: again });
          expect(res.status).toBe(400);
          expect(res.body.msg).toBe(resourceText(unique.unique ?? ''));
          expect(counts()).toEqual(before);
        });
      }
    }

    if (def.verbs.remove) {
      it('removes rows (soft delete where the definition says so)', async () => {
        const { key: created } = await createRow(fx, def);
        const before = liveCount(fx.db, def);
        const res = await post(fx.admin, `${def.endpoint}/${def.verbs.remove}`, { query: removeQuery(def, created) });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(liveCount(fx.db, def)).toBe(before - 1);
        const stored = rowOf(def, created);
        if (def.softDelete) expect(stored?.is_deleted).toBe(1);
        else expect(stored).toBeUndefined();
        const again = await post(fx.admin, `${def.endpoint}/${def.verbs.remove}`, { query: removeQuery(def, created) });
        expect(again.status).toBe(400);
      });
    }

    it('rejects sort injection and undeclared sort columns, naming the column', async () => {
      const before = counts();
      for (const [param, value] of [
        ['descs', '1;drop table x'],
        ['ascs', 'password'],
        ['descs', 'no_such_column'],
      ]) {
        const { status, body } = await get(fx.admin, listUrl(def), { [param]: value });
        expect(status, value).toBe(400);
        expect(body.msg).toContain(value);
      }
      expect(counts()).toEqual(before);
    });

    if (def.tenantScoped) {
      it("keeps tenant 100001's admin away from tenant 000000's rows", async () => {
        const { key: created } = await createRow(fx, def);
        const list = await get(fx.midu, listUrl(def), { size: '1000' });
        expect(list.status).toBe(200);
        const rows = flatten(list.body.data);
        expect(rows.some((row) => row.tenantId === ADMIN_TENANT)).toBe(false);
        expect(rows.some((row) => row[key] === created)).toBe(false);
        const detail = await get(fx.midu, crudPath(def, 'detail'), { [key]: created });
        expect(detail.body.data).toEqual({});
        const before = counts();
        const snapshot = rowOf(def, created);
        if (def.verbs.remove) {
          const removed = await post(fx.midu, `${def.endpoint}/${def.verbs.remove}`, {
            query: removeQuery(def, created),
          });
          expect(removed.status).toBe(400);
        }
        const field = editableText(def);
        if (field && !def.readOnly) {
          const edited = await post(fx.midu, `${def.endpoint}/${def.verbs.submit}`, {
            payload: { [key]: created, [field.name]: 'x' },
          });
          expect(edited.status).toBe(400);
        }
        expect(counts()).toEqual(before);
        expect(rowOf(def, created)).toEqual(snapshot);
      });
    }

    it('answers 403 请求被拒绝 to a role without the button, and writes nothing', async () => {
      const read = await get(fx.reader, listUrl(def));
      expect(read.status).toBe(200);
      const before = counts();
      const add = await post(fx.reader, `${def.endpoint}/${def.verbs.submit}`, {
        payload: def.readOnly ? {} : sampleRecord(def, fx.sample),
      });
      expect(add.status).toBe(403);
      expect(add.body).toMatchObject({ code: 403, success: false, msg: '请求被拒绝' });
      if (def.verbs.remove) {
        const { key: created } = await createRow(fx, def);
        const snapshot = counts();
        const removed = await post(fx.reader, `${def.endpoint}/${def.verbs.remove}`, {
          query: removeQuery(def, created),
        });
        expect(removed.status).toBe(403);
        expect(counts()).toEqual(snapshot);
      } else {
        expect(counts()).toEqual(before);
      }
    });
  });
}
