import { describe, expect, it } from 'vitest';
import {
  attachResource,
  defineResource,
  parseConditions,
  parseSort,
  postResource,
  resourceText,
  STANDARD_VERBS,
  toQueryParams,
  userResource,
  type Field,
  type ResourceDef,
} from '../../../../src/shared/resources';

const label = 'res.system.post.fields.postName' as const;

/** A map-style definition holding one field of each shape a filter treats differently. */
const probe: ResourceDef = defineResource<Record<string, unknown>>()({
  name: 'probe',
  area: 'test',
  title: 'res.system.post.title',
  endpoint: '/probe',
  verbs: STANDARD_VERBS,
  table: 'probe',
  tenantScoped: false,
  audit: false,
  softDelete: false,
  idKind: 'snowflake',
  shape: 'flat',
  filterStyle: 'map',
  permission: 'probe',
  fields: [
    { name: 'title', kind: 'text', label, search: 'like' },
    { name: 'note', kind: 'textarea', label },
    { name: 'price', kind: 'number', label, search: 'range' },
    { name: 'stock', kind: 'integer', label, column: 'stock_count' },
    { name: 'day', kind: 'date', label, search: 'dateRange' },
    { name: 'createTime', kind: 'datetime', label, search: 'dateRange' },
    { name: 'ratio', kind: 'integerRange', start: 'rangeMin', end: 'rangeMax', label, search: 'range' },
    { name: 'secret', kind: 'password', label, serverOnly: true },
    { name: 'hash', kind: 'text', label, serverOnly: true },
    { name: 'again', kind: 'text', label, formOnly: true },
  ] satisfies Field[],
});

const conditionsOf = (query: Record<string, unknown>) => {
  const parsed = parseConditions(probe, query);
  if (!parsed.ok) throw new Error(resourceText(parsed.error.message, parsed.error.params));
  return parsed.conditions;
};

const refusal = (def: ResourceDef, query: Record<string, unknown>): string => {
  const parsed = parseConditions(def, query);
  return parsed.ok ? 'accepted' : resourceText(parsed.error.message, parsed.error.params);
};

describe('toQueryParams', () => {
  it('uses the contract suffixes and includes both bounds of a date range (strict suffixes, one second out)', () => {
    const params = toQueryParams(userResource, {
      account: ' admin ',
      realName: '',
      userType: 1,
      status: null,
      createTime: ['2024-01-01', '2024-01-31'],
    });
    expect(params).toEqual({
      account: 'admin',
      userType_equal: '1',
      createTime_dategt: '2023-12-31 23:59:59',
      createTime_datelt: '2024-02-01 00:00:00',
    });
    expect(toQueryParams(userResource, { createTime: ['2024-02-29 08:00:00', '2024-12-31 23:59:59'] })).toEqual({
      createTime_dategt: '2024-02-29 07:59:59',
      createTime_datelt: '2025-01-01 00:00:00',
    });
  });

  it('drops every empty value of the spec empty check, and half-open ranges keep their one end', () => {
    expect(
      toQueryParams(userResource, {
        account: 'null',
        realName: 'undefined',
        userType: [],
        createTime: ['', '2024-02-01 12:00:00'],
      }),
    ).toEqual({
      createTime_datelt: '2024-02-01 12:00:01',
    });
  });

  it('sends plain names for entity-bound lists', () => {
    expect(toQueryParams(postResource, { postName: '经理', category: 2 })).toEqual({ postName: '经理', category: '2' });
  });

  it('ignores fields that are not searchable', () => {
    expect(toQueryParams(userResource, { password: 'x', email: 'a@b.cn' })).toEqual({});
  });

  it('searches a number range inside the searched pair: <start>_ge and <end>_le', () => {
    expect(toQueryParams(probe, { ratio: [10, 40], price: ['1.5', ''] })).toEqual({
      rangeMin_ge: '10',
      rangeMax_le: '40',
      price_ge: '1.5',
    });
  });

  it('searches a date column and a datetime column alike', () => {
    expect(toQueryParams(probe, { day: ['2024-05-01', '2024-05-31'], createTime: ['2024-05-01', ''] })).toEqual({
      day_dategt: '2024-04-30 23:59:59',
      day_datelt: '2024-06-01 00:00:00',
      createTime_dategt: '2024-04-30 23:59:59',
    });
  });
});

describe('parseConditions', () => {
  it('reads back what toQueryParams sends', () => {
    const params = toQueryParams(userResource, {
      account: 'adm',
      userType: 2,
      createTime: ['2024-01-01', '2024-01-31'],
    });
    const parsed = parseConditions(userResource, { ...params, current: '2', size: '10', descs: 'create_time' });
    expect(parsed).toEqual({
      ok: true,
      ignored: [],
      conditions: [
        { field: 'account', column: 'account', op: 'like', value: 'adm' },
        { field: 'userType', column: 'user_type', op: 'eq', value: '2' },
        { field: 'createTime', column: 'create_time', op: 'gt', value: '2023-12-31 23:59:59' },
        { field: 'createTime', column: 'create_time', op: 'lt', value: '2024-02-01 00:00:00' },
      ],
    });
  });

  it('refuses a name that is no property of the definition, naming it, so no filter is silently dropped', () => {
    for (const param of ['tenantId', 'account;drop table blade_user', '_t', 'realNme', 'realName_null2', 'foo_equal']) {
      expect(refusal(userResource, { [param]: 'x' })).toBe(`不支持的查询参数：${param}`);
    }
    // Password hashes and form-only values are no filter either: nobody may probe them.
    for (const param of ['secret', 'secret_null', 'hash_likeright', 'again']) {
      expect(refusal(probe, { [param]: 'x' })).toBe(`不支持的查询参数：${param}`);
    }
    expect(refusal(userResource, { password_equal: 'x' })).toBe('不支持的查询参数：password_equal');
  });

  it('skips _ignore and reports it', () => {
    expect(parseConditions(userResource, { realName_ignore: 'x', email: 'a@b.cn' })).toEqual({
      ok: true,
      ignored: ['realName_ignore'],
      conditions: [{ field: 'email', column: 'email', op: 'like', value: 'a@b.cn' }],
    });
  });

  it('builds every suffix of the contract table on any defined field, not only searchable ones', () => {
    const cases: [string, string, unknown][] = [
      ['note', 'like', '洱海'],
      ['note_like', 'like', '洱海'],
      ['note_notlike', 'notLike', '洱海'],
      ['note_likeleft', 'likeLeft', '洱海'],
      ['note_likeright', 'likeRight', '洱海'],
      ['note_equal', 'eq', '洱海'],
      ['note_notequal', 'ne', '洱海'],
      ['note_gt', 'gt', 'b'],
      ['stock_ge', 'ge', 3],
      ['stock_lt', 'lt', 3],
      ['stock_le', 'le', 3],
      ['stock_gt', 'gt', 3],
      ['note_null', 'isNull', '1'],
      ['note_notnull', 'notNull', '1'],
      ['createTime_dategt', 'gt', '2024-05-01 00:00:00'],
      ['createTime_datege', 'ge', '2024-05-01 00:00:00'],
      ['createTime_datelt', 'lt', '2024-05-01 00:00:00'],
      ['createTime_datele', 'le', '2024-05-01 00:00:00'],
      ['createTime_dateequal', 'eq', '2024-05-01 00:00:00'],
    ];
    for (const [param, op, value] of cases) {
      const raw = typeof value === 'number' ? String(value) : (value as string);
      const [condition] = conditionsOf({ [param]: raw });
      expect(condition, param).toMatchObject({ op, value });
      expect(condition.column, param).toBe(
        param.startsWith('stock') ? 'stock_count' : param.split('_')[0].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      );
    }
  });

  it('reads a plain name as LIKE %v% on every field, a range-searched number included (the contract rule)', () => {
    expect(conditionsOf({ price: '12' })).toEqual([{ field: 'price', column: 'price', op: 'like', value: '12' }]);
    expect(conditionsOf({ stock: '3' })).toEqual([{ field: 'stock', column: 'stock_count', op: 'like', value: '3' }]);
  });

  it('filters the two columns of a number range by their own names, as numbers', () => {
    expect(conditionsOf({ rangeMin_ge: '10', rangeMax_le: '40' })).toEqual([
      { field: 'rangeMin', column: 'range_min', op: 'ge', value: 10 },
      { field: 'rangeMax', column: 'range_max', op: 'le', value: 40 },
    ]);
    expect(refusal(probe, { rangeMin_ge: 'ten' })).toBe('查询条件格式不正确：rangeMin_ge');
    expect(refusal(probe, { ratio: '1' })).toBe('不支持的查询参数：ratio');
  });

  it('refuses a date suffix on a column that holds no date, and marks a date-only column', () => {
    expect(refusal(probe, { note_dategt: '2024-05-01 00:00:00' })).toBe('不支持的查询条件：note_dategt');
    expect(refusal(probe, { stock_datele: '2024-05-01 00:00:00' })).toBe('不支持的查询条件：stock_datele');
    expect(conditionsOf({ day_datege: '2024-05-01 00:00:00' })).toEqual([
      { field: 'day', column: 'day', op: 'ge', value: '2024-05-01 00:00:00', dateOnly: true },
    ]);
    expect(conditionsOf({ createTime_datege: '2024-05-01 00:00:00' })[0]).not.toHaveProperty('dateOnly');
  });

  it('reads back what toQueryParams sends for every searchable field of the probe', () => {
    const params = toQueryParams(probe, {
      title: '苍山',
      price: [1, 9],
      day: ['2024-05-01', '2024-05-02'],
      createTime: ['2024-05-01', '2024-05-02'],
      ratio: [10, 40],
    });
    expect(conditionsOf(params).map((condition) => `${condition.column} ${condition.op}`)).toEqual([
      'title like',
      'price ge',
      'price le',
      'day gt',
      'day lt',
      'create_time gt',
      'create_time lt',
      'range_min ge',
      'range_max le',
    ]);
  });

  it('refuses a non-number for an order suffix on a number, and malformed values', () => {
    expect(refusal(probe, { price_ge: '1e3' })).toBe('查询条件格式不正确：price_ge');
    expect(refusal(probe, { stock_lt: 'abc' })).toBe('查询条件格式不正确：stock_lt');
    const bad = parseConditions(userResource, { createTime_dategt: '2024-01-01' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(resourceText(bad.error.message, bad.error.params)).toBe('查询条件格式不正确：createTime_dategt');
    expect(parseConditions(userResource, { account: ['a', 'b'] }).ok).toBe(false);
  });

  it('compares entity-bound lists by equality and ignores their suffixed and unknown names', () => {
    const parsed = parseConditions(postResource, { postName: '经理', postName_like: '经', tenantId: '000000' });
    expect(parsed).toEqual({
      ok: true,
      ignored: ['postName_like', 'tenantId'],
      conditions: [{ field: 'postName', column: 'post_name', op: 'eq', value: '经理' }],
    });
  });

  it('skips empty values as the contract does', () => {
    expect(parseConditions(attachResource, { originalName: '', extension_equal: 'null' })).toEqual({
      ok: true,
      ignored: [],
      conditions: [],
    });
  });
});

describe('parseSort', () => {
  it('maps declared sortable fields by column or JSON name', () => {
    expect(parseSort(userResource, { ascs: 'account', descs: 'create_time,createTime' })).toEqual({
      ok: true,
      sort: [
        { column: 'account', order: 'asc' },
        { column: 'create_time', order: 'desc' },
      ],
    });
  });

  it('refuses an undeclared column and names it, so nothing raw reaches SQL', () => {
    for (const column of ['password', 'no_such_column', 'create_time; drop table blade_user', '(select 1)']) {
      const parsed = parseSort(userResource, { descs: column });
      expect(parsed).toEqual({ ok: false, error: { column, message: 'res.common.query.sort', params: { column } } });
    }
    const parsed = parseSort(userResource, { descs: 'no_such_column' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(resourceText(parsed.error.message, parsed.error.params)).toBe('不允许按该列排序：no_such_column');
    // Any stored column and the audit columns, as MyBatis-Plus orders by any column (issue 17).
    expect(parseSort(userResource, { ascs: 'real_name', descs: 'update_time' })).toEqual({
      ok: true,
      sort: [
        { column: 'real_name', order: 'asc' },
        { column: 'update_time', order: 'desc' },
      ],
    });
  });

  it('falls back to the definition default: create_time desc with audit columns, else sort asc', () => {
    expect(parseSort(userResource, {})).toEqual({ ok: true, sort: [{ column: 'create_time', order: 'desc' }] });
    expect(parseSort(postResource, { ascs: '' })).toEqual({
      ok: true,
      sort: [{ column: 'create_time', order: 'desc' }],
    });
  });
});
