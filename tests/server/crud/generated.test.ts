import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allResources,
  buttonCodes,
  columnOf,
  crudPath,
  isFieldVisible,
  isRangeField,
  keyOf,
  requiredRuleOf,
  resolveDefaultSort,
  resourceText,
  searchFields,
  toQueryParams,
  toSnakeCase,
  writableFields,
  type Field,
  type ResourceDef,
  type Rule,
} from '../../../src/shared/resources/index';
import { findColumnDrift } from '../../../src/server/crud/schema-drift';
import { tableCounts } from '../../helpers/server';
import {
  ADMIN_TENANT,
  MIDU_TENANT,
  createCrudFixture,
  createRow,
  flatten,
  keyColumn,
  liveCount,
  newestKey,
  roleIdOf,
  writeUrl,
  type CrudFixture,
} from './fixtures';
import {
  freeTextField,
  nullableField,
  keysOf,
  letters,
  listAll,
  numberField,
  otherValue,
  ownValue,
  setColumn,
} from './filter-rows';
import { expectedRuleMessage } from './expected-messages';
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

const TEXT_KINDS = new Set<Field['kind']>(['text', 'textarea', 'richText', 'password']);
const CONTROL_CHARS = '不能包含控制字符';

/**
 * Bad values for the rules of a field, each with the message the server must answer, worked out from the
 * rules and the catalogue's texts (expected-messages.ts), not by the schema under test.
 */
const badValues = (field: Field, sample: Record<string, unknown>) => {
  const cases: { label: string; value: unknown; message: string }[] = [];
  const required = requiredRuleOf(field, sample);
  // A generic required text (请输入{{label}}) names the field, as the server's answer does.
  if (required)
    cases.push({
      label: 'missing',
      value: undefined,
      message: resourceText(required.message, { label: resourceText(field.label) }),
    });
  // No text field holds a control character; a line break only where the field has several lines (issue 18).
  if (TEXT_KINDS.has(field.kind)) {
    cases.push({ label: 'a NUL character', value: 't\u0000x', message: CONTROL_CHARS });
    cases.push({ label: 'an escape character', value: 'a\u001b[31mb', message: CONTROL_CHARS });
    if (field.kind === 'text' || field.kind === 'password') {
      cases.push({ label: 'a line break on one line', value: 'a\nb', message: CONTROL_CHARS });
    }
  }
  for (const rule of (field.rules ?? []) as readonly Rule[]) {
    if (rule.kind === 'length' && rule.max !== undefined) {
      const value = 'x'.repeat(rule.max + 1);
      cases.push({ label: `longer than ${rule.max}`, value, message: expectedRuleMessage(field, value, sample) });
    }
    if (rule.kind === 'range' && rule.max !== undefined) {
      cases.push({
        label: `above ${rule.max}`,
        value: rule.max + 1,
        message: expectedRuleMessage(field, rule.max + 1, sample),
      });
    }
    if (rule.kind === 'range' && rule.min !== undefined) {
      // -1 is BladeX's placeholder for a null number, read back as no value where -1 is out of range
      // (src/server/crud/wire-input.ts): the probe below a bound of 0 is -2.
      const below = rule.min - 1 === -1 ? -2 : rule.min - 1;
      cases.push({
        label: `below ${rule.min}`,
        value: below,
        message: expectedRuleMessage(field, below, sample),
      });
    }
    if (rule.kind === 'format' || rule.kind === 'pattern') {
      cases.push({
        label: `bad ${rule.kind}`,
        value: 'no good!',
        message: expectedRuleMessage(field, 'no good!', sample),
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
    for (const field of searchFields(def)) {
      if (field.search === 'dateRange' || isRangeField(field) || field.virtual) continue;
      const how = def.filterStyle === 'entity' ? 'entity equality' : field.search;
      it(`filters by ${field.name} (${how}): finds the row with the value, not one with another`, async () => {
        const { key: keyA } = await createRow(fx, def);
        const { key: keyB } = await createRow(fx, def);
        const column = columnOf(field);
        const detail = await get(fx.admin, crudPath(def, 'detail'), { [key]: keyA });
        // A field the answers do not carry would be "searched" by no value at all.
        expect(detail.body.data, field.name).toHaveProperty(field.name);
        let a = String((detail.body.data as Record<string, unknown>)[field.name] ?? '');
        if (a === '' || a === '-1') {
          const own = ownValue(field, fx.sample.seq);
          setColumn(fx, def, keyA, column, own);
          a = String(own);
        }
        setColumn(fx, def, keyB, column, otherValue(field, a, fx.sample.seq));
        const searched = field.search === 'range' ? [a, a] : a;
        const query = toQueryParams(def, { [field.name]: searched });
        const { status, msg, rows } = await listAll(fx, def, query);
        expect(status, msg).toBe(200);
        const keys = keysOf(def, rows);
        expect(keys).toContain(keyA);
        expect(keys).not.toContain(keyB);
        for (const found of rows) {
          if (field.search === 'like' && def.filterStyle === 'map') expect(String(found[field.name])).toContain(a);
          else expect(String(found[field.name])).toBe(a);
        }
      });
    }

    if (def.filterStyle === 'map') {
      for (const field of searchFields(def).filter((candidate) => candidate.search === 'dateRange')) {
        it(`filters by ${field.name} (dateRange): both bound days in, the days around them out`, async () => {
          const column = columnOf(field);
          const stamps: Record<string, string> = {
            before: '2023-12-31 23:59:59',
            firstSecond: '2024-01-01 00:00:00',
            firstDay: '2024-01-01 10:30:00',
            lastDay: '2024-01-31 18:00:00',
            lastSecond: '2024-01-31 23:59:59',
            after: '2024-02-01 00:00:00',
          };
          const keys: Record<string, string> = {};
          for (const [name, stamp] of Object.entries(stamps)) {
            keys[name] = (await createRow(fx, def)).key;
            setColumn(fx, def, keys[name], column, field.kind === 'date' ? stamp.slice(0, 10) : stamp);
          }
          const query = toQueryParams(def, { [field.name]: ['2024-01-01', '2024-01-31'] });
          const { status, msg, rows } = await listAll(fx, def, query);
          expect(status, msg).toBe(200);
          const found = keysOf(def, rows);
          const inside = ['firstSecond', 'firstDay', 'lastDay', 'lastSecond'];
          const outside = field.kind === 'date' ? ['before'] : ['before', 'after'];
          for (const name of inside) expect(found, name).toContain(keys[name]);
          for (const name of outside) expect(found, name).not.toContain(keys[name]);
          for (const row of rows) {
            const value = String(row[field.name]);
            expect(value >= '2024-01-01' && value <= '2024-01-31 23:59:59', value).toBe(true);
          }
          // The contract's own suffixes on the exact seconds: _datege/_datele include them, _dategt/_datelt not.
          // A date-only column holds no seconds: it reads as its day's 00:00:00 (MySQL's DATE against a DATETIME,
          // where.ts conditionSql), so its exact second is that midnight, not the stamp's time.
          const second = (stamp: string) => (field.kind === 'date' ? `${stamp.slice(0, 10)} 00:00:00` : stamp);
          const exact = async (param: string, value: string) =>
            keysOf(def, (await listAll(fx, def, { [`${field.name}_${param}`]: value })).rows);
          expect(await exact('datege', stamps.firstSecond)).toContain(keys.firstSecond);
          expect(await exact('dategt', stamps.firstSecond)).not.toContain(keys.firstSecond);
          expect(await exact('datele', second(stamps.lastSecond))).toContain(keys.lastSecond);
          expect(await exact('datelt', second(stamps.lastSecond))).not.toContain(keys.lastSecond);
          expect(await exact('dateequal', second(stamps.lastDay))).toContain(keys.lastDay);
        });
      }

      const text = freeTextField(def);
      if (text) {
        it(`filters ${text.name} by each suffix of the contract against real rows`, async () => {
          const column = columnOf(text);
          const tag = letters(fx.sample.seq + 1000);
          const values: Record<string, string> = { alpha: `k${tag}-alpha-1`, beta: `k${tag}-beta-2` };
          const keys: Record<string, string> = {};
          for (const [name, value] of Object.entries(values)) {
            keys[name] = (await createRow(fx, def)).key;
            setColumn(fx, def, keys[name], column, value);
          }
          // `_null` is shown on a column that may hold NULL (this one, or another of the table) by a third row;
          // a table whose every column is NOT NULL shows it finding none of the rows `_notnull` finds.
          const empty = nullableField(fx, def, text);
          const emptyColumn = empty ? columnOf(empty) : column;
          if (empty) {
            keys.none = (await createRow(fx, def)).key;
            setColumn(fx, def, keys.none, emptyColumn, null);
            if (emptyColumn !== column) {
              setColumn(fx, def, keys.none, column, `k${tag}-none-3`);
              for (const name of ['alpha', 'beta'])
                setColumn(fx, def, keys[name], emptyColumn, ownValue(empty, fx.sample.seq));
            }
          }
          const ours = async (query: Record<string, string>) => {
            const { status, msg, rows } = await listAll(fx, def, query);
            expect(status, `${JSON.stringify(query)}: ${msg}`).toBe(200);
            const found = new Set(keysOf(def, rows));
            return Object.keys(keys).filter((name) => found.has(keys[name]));
          };
          const n = text.name;
          expect(await ours({ [n]: `k${tag}-al` })).toEqual(['alpha']);
          expect(await ours({ [`${n}_like`]: `${tag}-be` })).toEqual(['beta']);
          expect(await ours({ [`${n}_equal`]: values.alpha })).toEqual(['alpha']);
          expect(await ours({ [`${n}_notequal`]: values.alpha, [`${n}_likeright`]: `k${tag}-` })).toEqual(
            emptyColumn === column ? ['beta'] : ['beta', 'none'],
          );
          expect(await ours({ [`${n}_notlike`]: 'alpha', [`${n}_likeright`]: `k${tag}-b` })).toEqual(['beta']);
          expect(await ours({ [`${n}_notlike`]: 'beta', [`${n}_likeright`]: `k${tag}-a` })).toEqual(['alpha']);
          expect(await ours({ [`${n}_likeright`]: `k${tag}-a` })).toEqual(['alpha']);
          expect(await ours({ [`${n}_likeleft`]: `${tag}-beta-2` })).toEqual(['beta']);
          expect(await ours({ [`${n}_likeleft`]: `k${tag}` })).toEqual([]);
          expect(await ours({ [`${n}_gt`]: values.alpha, [`${n}_likeright`]: `k${tag}-` })).toEqual(
            emptyColumn === column ? ['beta'] : ['beta', 'none'],
          );
          expect(await ours({ [`${n}_lt`]: values.beta, [`${n}_likeright`]: `k${tag}-` })).toEqual(['alpha']);
          const e = empty ? empty.name : n;
          expect(await ours({ [`${e}_null`]: '1' })).toEqual(empty ? ['none'] : []);
          expect(await ours({ [`${e}_notnull`]: '1' })).toEqual(['alpha', 'beta']);
          expect(await ours({ [`${n}_ignore`]: 'anything', [`${n}_likeright`]: `k${tag}-a` })).toEqual(['alpha']);
          // An unknown name is refused with its name, never dropped (that would answer every row).
          const unknown = await listAll(fx, def, { [`${n}Typo_equal`]: 'x' });
          expect(unknown.status).toBe(400);
          expect(unknown.msg).toBe(`不支持的查询参数：${n}Typo_equal`);
        });

        it(`matches % and _ in ${text.name} literally`, async () => {
          const column = columnOf(text);
          const tag = letters(fx.sample.seq + 2000);
          const rows: Record<string, string> = {
            literal: `e${tag}50%_off`,
            wildcardOnly: `e${tag}50xyoff`,
            underscore: `e${tag}a_b`,
            anyChar: `e${tag}axb`,
          };
          const keys: Record<string, string> = {};
          for (const [name, value] of Object.entries(rows)) {
            keys[name] = (await createRow(fx, def)).key;
            setColumn(fx, def, keys[name], column, value);
          }
          const ours = async (query: Record<string, string>) => {
            const found = new Set(keysOf(def, (await listAll(fx, def, query)).rows));
            return Object.keys(keys).filter((name) => found.has(keys[name]));
          };
          expect(await ours({ [text.name]: `${tag}50%_` })).toEqual(['literal']);
          expect(await ours({ [`${text.name}_like`]: `${tag}a_b` })).toEqual(['underscore']);
          expect(await ours({ [`${text.name}_likeright`]: `e${tag}50%` })).toEqual(['literal']);
          expect(await ours({ [`${text.name}_likeleft`]: '%_off' })).toEqual(['literal']);
        });
      }

      const number = numberField(def);
      if (number) {
        it(`compares ${number.name} as a number with _gt _ge _lt _le`, async () => {
          const column = columnOf(number);
          const base = 700000 + fx.sample.seq * 10;
          const keys: string[] = [];
          for (let i = 0; i < 3; i += 1) {
            keys.push((await createRow(fx, def)).key);
            setColumn(fx, def, keys[i], column, base + i);
          }
          const ours = async (query: Record<string, string>) => {
            const { status, msg, rows } = await listAll(fx, def, query);
            expect(status, msg).toBe(200);
            const found = new Set(keysOf(def, rows));
            return keys.map((k, i) => (found.has(k) ? i : -1)).filter((i) => i >= 0);
          };
          const n = number.name;
          expect(await ours({ [`${n}_gt`]: String(base) })).toEqual([1, 2]);
          expect(await ours({ [`${n}_ge`]: String(base + 1), [`${n}_le`]: String(base + 1) })).toEqual([1]);
          expect(await ours({ [`${n}_lt`]: String(base + 2), [`${n}_ge`]: String(base) })).toEqual([0, 1]);
          expect(await ours({ [`${n}_equal`]: String(base + 2) })).toEqual([2]);
          const bad = await listAll(fx, def, { [`${n}_gt`]: 'abc' });
          expect(bad.status).toBe(400);
          expect(bad.msg).toBe(`查询条件格式不正确：${n}_gt`);
        });
      }
    }

    const [defaultSort] = resolveDefaultSort(def);
    if (defaultSort && def.shape === 'flat') {
      const sortField = def.fields.find((field) => field.name === defaultSort.field);
      it(`lists by its default sort (${defaultSort.field} ${defaultSort.order}) when none is asked`, async () => {
        const column = sortField ? columnOf(sortField) : toSnakeCase(defaultSort.field);
        const keys: string[] = [];
        // Given in an order different from both creation and the expected one.
        const stamps =
          column === 'create_time'
            ? ['2031-03-02 10:00:00', '2031-03-03 10:00:00', '2031-03-01 10:00:00']
            : [800002, 800003, 800001];
        for (const stamp of stamps) {
          const { key: created } = await createRow(fx, def);
          setColumn(fx, def, created, column, stamp);
          keys.push(created);
        }
        const { status, rows } = await listAll(fx, def, {});
        expect(status).toBe(200);
        const order = keysOf(def, rows).filter((k) => keys.includes(k));
        const expected = defaultSort.order === 'desc' ? [keys[1], keys[0], keys[2]] : [keys[2], keys[0], keys[1]];
        expect(order).toEqual(expected);
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
        const res = await post(fx.admin, writeUrl(def, 'create'), { payload: body });
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
        const res = await post(fx.admin, writeUrl(def, 'create'), {
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
        const longest = (field.rules ?? []).find((rule) => (rule as Rule).kind === 'length') as
          { max?: number } | undefined;
        // Within the field's own length limit (a landmark tag is at most two characters).
        const value = (field.unique ? `u${Date.now() % 100000}` : 'edited').slice(0, longest?.max ?? 64);
        const res = await post(fx.admin, writeUrl(def, 'update'), {
          payload: { [key]: created, [field.name]: value },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const stored = rowOf(def, created) ?? {};
        expect(stored[field.column ?? field.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]).toBe(value);
      });
    }

    const optionalText = def.readOnly
      ? undefined
      : writableFields(def, 'update').find(
          (field) =>
            (field.kind === 'text' || field.kind === 'textarea') &&
            !field.visibleWhen &&
            !(field.rules ?? []).some((rule) => (rule as Rule).kind === 'required'),
        );
    if (optionalText) {
      it(`clears ${optionalText.name} when an edit empties it, and keeps it when the edit sends null`, async () => {
        const { key: created } = await createRow(fx, def);
        const column = columnOf(optionalText);
        setColumn(fx, def, created, column, 'kept');
        const submit = (value: unknown) =>
          post(fx.admin, writeUrl(def, 'update'), {
            payload: { [key]: created, [optionalText.name]: value },
          });
        expect((await submit(null)).status).toBe(200);
        expect(rowOf(def, created)?.[column]).toBe('kept');
        const res = await submit('');
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(rowOf(def, created)?.[column] ?? '').toBe('');
        const detail = await get(fx.admin, crudPath(def, 'detail'), { [key]: created });
        expect((detail.body.data as Record<string, unknown>)[optionalText.name]).toBe('');
      });
    }

    if (!def.readOnly && !def.noAdd) {
      describe('refuses bad input with the field message and writes nothing', () => {
        for (const field of writableFields(def, 'create')) {
          it(`${field.name}`, async () => {
            const sample = sampleRecord(def, fx.sample);
            // A field the sample hides is neither validated nor written (system.test.ts shows it visible).
            if (!isFieldVisible(field, sample)) return;
            for (const bad of badValues(field, sample)) {
              const body = { ...sample, [field.name]: bad.value };
              if (bad.value === undefined) delete body[field.name];
              const before = counts();
              const res = await post(fx.admin, writeUrl(def, 'create'), { payload: body });
              expect(res.status, `${bad.label}: ${JSON.stringify(res.body)}`).toBe(400);
              expect(res.body.msg, bad.label).toBe(bad.message);
              expect(bad.message).not.toBe('');
              expect(counts()).toEqual(before);
            }
          });
        }
      });

      const multiLine = writableFields(def, 'create').find(
        (field) => (field.kind === 'textarea' || field.kind === 'richText') && !field.visibleWhen,
      );
      if (multiLine) {
        it(`keeps tabs and line breaks in the multi-line ${multiLine.name}`, async () => {
          const value = 'a\n\tb\r\nc';
          const body = { ...sampleRecord(def, fx.sample), [multiLine.name]: value };
          // writeUrl: a resource whose contract has save/update and no submit (convenienceInfo) creates by save.
          const res = await post(fx.admin, writeUrl(def, 'create'), { payload: body });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const key = def.idKind === 'code' ? String(body[keyOf(def)]) : newestKey(fx.db, def);
          expect(rowOf(def, key)?.[columnOf(multiLine)]).toBe(value);
        });
      }

      const unique = def.fields.find((field) => field.unique);
      if (unique) {
        it(`refuses a second live row with the same ${unique.name}`, async () => {
          const { body: first } = await createRow(fx, def);
          const before = counts();
          const again = { ...sampleRecord(def, fx.sample), [unique.name]: first[unique.name] };
          const res = await post(fx.admin, writeUrl(def, 'create'), { payload: again });
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
          const edited = await post(fx.midu, writeUrl(def, 'update'), {
            payload: { [key]: created, [field.name]: 'x' },
          });
          expect(edited.status).toBe(400);
        }
        expect(counts()).toEqual(before);
        expect(rowOf(def, created)).toEqual(snapshot);
      });
    }

    if (def.readRoles) {
      // A definition guarded by roles, as BladeX's @PreAuth (the logs): others are refused with 401 请求未授权.
      it('answers 401 请求未授权 to a role outside its read roles', async () => {
        const read = await get(fx.reader, listUrl(def));
        expect(read.status).toBe(401);
        expect(read.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
        expect((await get(fx.admin, listUrl(def))).status).toBe(200);
      });
    } else
      it('answers 403 请求被拒绝 to a role without the button (add, edit, delete), and writes nothing', async () => {
        const read = await get(fx.reader, listUrl(def));
        expect(read.status).toBe(200);
        const before = counts();
        const add = await post(fx.reader, writeUrl(def, 'create'), {
          payload: def.readOnly ? {} : sampleRecord(def, fx.sample),
        });
        expect(add.status).toBe(403);
        expect(add.body).toMatchObject({ code: 403, success: false, msg: '请求被拒绝' });
        expect(counts()).toEqual(before);

        const { key: created } = await createRow(fx, def);
        const snapshot = rowOf(def, created);
        const field = editableText(def) ?? def.fields.find((candidate) => candidate.kind === 'text');
        const edit = await post(fx.reader, writeUrl(def, 'update'), {
          payload: { [key]: created, [field?.name ?? 'remark']: 'x' },
        });
        expect(edit.status, JSON.stringify(edit.body)).toBe(403);
        expect(edit.body).toMatchObject({ code: 403, msg: '请求被拒绝' });
        expect(rowOf(def, created)).toEqual(snapshot);

        if (def.verbs.remove) {
          const removed = await post(fx.reader, `${def.endpoint}/${def.verbs.remove}`, {
            query: removeQuery(def, created),
          });
          expect(removed.status).toBe(403);
          expect(rowOf(def, created)).toEqual(snapshot);
        }
      });

    if (!def.tenantScoped) {
      it('is shared by every tenant: another tenant holding every button may not add, edit or delete (403)', async () => {
        // The midu admin holds this resource's buttons (fixtures.ts), so only the shared-table rule refuses it.
        const held = new Set(
          fx.db
            .prepare<[string], { code: string }>(
              `SELECT m.code FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id WHERE rm.role_id = ?`,
            )
            .all(roleIdOf(fx.db, MIDU_TENANT, 'admin'))
            .map((row) => row.code),
        );
        const codes = buttonCodes(def);
        for (const code of [codes.add, codes.edit, codes.delete]) if (code) expect(held, code).toContain(code);

        const { key: created } = await createRow(fx, def);
        const snapshot = rowOf(def, created);
        const before = counts();
        const live = liveCount(fx.db, def);
        const add = await post(fx.midu, writeUrl(def, 'create'), {
          payload: def.readOnly ? {} : sampleRecord(def, fx.sample),
        });
        expect(add.status, JSON.stringify(add.body)).toBe(403);
        expect(add.body).toMatchObject({ code: 403, msg: '请求被拒绝' });
        const field = editableText(def);
        const edit = await post(fx.midu, writeUrl(def, 'update'), {
          payload: { [key]: created, [field?.name ?? 'remark']: 'x' },
        });
        expect(edit.status, JSON.stringify(edit.body)).toBe(403);
        if (def.verbs.remove) {
          const removed = await post(fx.midu, `${def.endpoint}/${def.verbs.remove}`, {
            query: removeQuery(def, created),
          });
          expect(removed.status).toBe(403);
        }
        expect(liveCount(fx.db, def)).toBe(live);
        expect(rowOf(def, created)).toEqual(snapshot);
        expect(counts()).toEqual(before);
      });
    }
  });
}
