import { describe, expect, it } from 'vitest';
import {
  attachResource,
  parseConditions,
  parseSort,
  postResource,
  resourceText,
  toQueryParams,
  userResource,
} from '../../../../src/shared/resources';

describe('toQueryParams', () => {
  it('uses the contract suffixes and adds the default times to date ranges', () => {
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
      createTime_dategt: '2024-01-01 00:00:00',
      createTime_datelt: '2024-01-31 23:59:59',
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
      createTime_datelt: '2024-02-01 12:00:00',
    });
  });

  it('sends plain names for entity-bound lists', () => {
    expect(toQueryParams(postResource, { postName: '经理', category: 2 })).toEqual({ postName: '经理', category: '2' });
  });

  it('ignores fields that are not searchable', () => {
    expect(toQueryParams(userResource, { password: 'x', email: 'a@b.cn' })).toEqual({});
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
        { field: 'createTime', column: 'create_time', op: 'gt', value: '2024-01-01 00:00:00' },
        { field: 'createTime', column: 'create_time', op: 'lt', value: '2024-01-31 23:59:59' },
      ],
    });
  });

  it('ignores names that are no searchable field, and says which', () => {
    const parsed = parseConditions(userResource, {
      password: 'x',
      tenantId: '000000',
      'account;drop table blade_user': 'x',
      _t: '1700000000',
      email: 'a@b.cn',
      realName_ignore: 'x',
    });
    expect(parsed.ok && parsed.conditions).toEqual([]);
    expect(parsed.ok && parsed.ignored).toEqual([
      'password',
      'tenantId',
      'account;drop table blade_user',
      '_t',
      'email',
      'realName_ignore',
    ]);
  });

  it('refuses a suffix the field does not allow, naming the parameter', () => {
    const parsed = parseConditions(userResource, { createTime_like: '2024' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(resourceText(parsed.error.message, parsed.error.params)).toBe('不支持的查询条件:createTime_like');
  });

  it('refuses malformed values', () => {
    const bad = parseConditions(userResource, { createTime_dategt: '2024-01-01' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(resourceText(bad.error.message, bad.error.params)).toBe('查询条件格式不正确:createTime_dategt');
    expect(parseConditions(userResource, { account: ['a', 'b'] }).ok).toBe(false);
  });

  it('compares entity-bound lists by equality and ignores their suffixed names', () => {
    const parsed = parseConditions(postResource, { postName: '经理', postName_like: '经' });
    expect(parsed).toEqual({
      ok: true,
      ignored: ['postName_like'],
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
    for (const column of ['password', 'real_name', 'create_time; drop table blade_user', '(select 1)']) {
      const parsed = parseSort(userResource, { descs: column });
      expect(parsed).toEqual({ ok: false, error: { column, message: 'res.common.query.sort', params: { column } } });
    }
    const parsed = parseSort(userResource, { descs: 'real_name' });
    if (!parsed.ok) expect(resourceText(parsed.error.message, parsed.error.params)).toBe('不允许按该列排序:real_name');
  });

  it('falls back to the definition default: create_time desc with audit columns, else sort asc', () => {
    expect(parseSort(userResource, {})).toEqual({ ok: true, sort: [{ column: 'create_time', order: 'desc' }] });
    expect(parseSort(postResource, { ascs: '' })).toEqual({
      ok: true,
      sort: [{ column: 'create_time', order: 'desc' }],
    });
  });
});
