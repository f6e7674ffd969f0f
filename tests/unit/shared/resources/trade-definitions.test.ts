import { describe, expect, it } from 'vitest';
import {
  areaColumnOf,
  buttonCodes,
  describeIssues,
  memberResource,
  merchantCategoryResource,
  merchantInfoResource,
  parseConditions,
  productOrderResource,
  productResource,
  recordSchema,
  storedProperties,
  toQueryParams,
  writableFields,
  type ResourceDef,
} from '../../../../src/shared/resources';

// The rules of the order, merchant and member definitions (issue 5), through the same schema and query code
// the form, the search form and the server use.

const check = (def: ResourceDef, mode: 'create' | 'update', input: Record<string, unknown>) => {
  const parsed = recordSchema(def, mode).safeParse(input);
  return parsed.success
    ? { ok: true as const, data: parsed.data as Record<string, unknown> }
    : { ok: false as const, ...describeIssues(parsed.error, 'zh') };
};

const ORDER_ID = '1900000000000000001';

describe('product orders', () => {
  it('let an operator write the review status and remarks only', () => {
    expect(writableFields(productOrderResource, 'update').map((field) => field.name)).toEqual([
      'adminStatus',
      'remarks',
    ]);
    const result = check(productOrderResource, 'update', {
      id: ORDER_ID,
      adminStatus: '3',
      remarks: '已核对',
      payStatus: 4,
      orderMoney: 0.01,
      orderNo: 'X',
      updateUserName: '冒名',
      areaCode: '532901',
    });
    expect(result).toEqual({ ok: true, data: { id: ORDER_ID, adminStatus: 3, remarks: '已核对' } });
  });

  it('refuse an emptied review status and an over-long remark with their messages', () => {
    expect(check(productOrderResource, 'update', { id: ORDER_ID, adminStatus: '' })).toMatchObject({
      ok: false,
      message: '请选择审核状态',
    });
    expect(check(productOrderResource, 'update', { id: ORDER_ID, remarks: '备'.repeat(256) })).toMatchObject({
      ok: false,
      message: '长度不能超过255个字符',
    });
  });

  it('offer no add button, and edit, delete, view and export', () => {
    expect(buttonCodes(productOrderResource)).toEqual({
      edit: 'order_product_edit',
      delete: 'order_product_delete',
      view: 'order_product_view',
      export: 'order_product_export',
    });
  });

  it('search the pay date with both ends included, the area and the deals by their own parameters', () => {
    const params = toQueryParams(productOrderResource, {
      payDate: ['2025-03-01', '2025-03-31'],
      areaCode: '532901',
      counted: 1,
      payStatus: 2,
      orderNo: 'DD2025',
    });
    expect(params).toEqual({
      // The spec's strict suffixes, one second outside the chosen days, so both whole days are in.
      payDate_dategt: '2025-02-28 23:59:59',
      payDate_datelt: '2025-04-01 00:00:00',
      areaCode_equal: '532901',
      counted_equal: '1',
      payStatus_equal: '2',
      orderNo: 'DD2025',
    });
    const parsed = parseConditions(productOrderResource, params);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    // The virtual searches are the module's: no generic condition (no column) is made of them.
    expect(parsed.ignored.sort()).toEqual(['areaCode_equal', 'counted_equal']);
    expect(parsed.conditions.map((c) => [c.column, c.op, c.value])).toEqual([
      ['order_no', 'like', 'DD2025'],
      ['pay_status', 'eq', '2'],
      ['pay_date', 'gt', '2025-02-28 23:59:59'],
      ['pay_date', 'lt', '2025-04-01 00:00:00'],
    ]);
  });

  it('store no column for the joined editor name nor for the searches', () => {
    for (const name of ['updateUserName', 'areaCode', 'counted']) {
      const field = productOrderResource.fields.find((candidate) => candidate.name === name);
      expect(field?.virtual, name).toBe(true);
      expect(field && storedProperties(field), name).toEqual([]);
    }
  });
});

describe('the area search', () => {
  it('compares the column of the code’s level and nothing else', () => {
    expect(areaColumnOf('5329')).toBe('city_code');
    expect(areaColumnOf('532901')).toBe('district_code');
    expect(areaColumnOf('532901102')).toBe('town_code');
    for (const code of ['53', '53290', '5329011', '532901102001', 'abcd', ''])
      expect(areaColumnOf(code)).toBeUndefined();
  });
});

describe('members', () => {
  const valid = { nickName: '洱海', phone: '13912345678', townCode: '532901102', sex: 1 };

  it('need a nickname, a mobile number and a town of the Dali tree', () => {
    expect(check(memberResource, 'create', valid)).toMatchObject({ ok: true });
    expect(check(memberResource, 'create', { ...valid, nickName: '' })).toMatchObject({ message: '请输入会员昵称' });
    expect(check(memberResource, 'create', { ...valid, phone: '' })).toMatchObject({ message: '请输入手机号码' });
    expect(check(memberResource, 'create', { ...valid, phone: '23912345678' })).toMatchObject({
      message: '请输入正确的手机号码',
    });
    expect(check(memberResource, 'create', { ...valid, townCode: '' })).toMatchObject({ message: '请选择所在乡镇' });
    expect(check(memberResource, 'create', { ...valid, townCode: '532901' })).toMatchObject({
      message: '不能选择该级别的行政区划',
    });
    expect(check(memberResource, 'create', { ...valid, sex: 3 })).toMatchObject({ ok: false });
  });

  it('never take the register time, status or the joined names from a client', () => {
    const result = check(memberResource, 'create', {
      ...valid,
      registerTime: '2000-01-01 00:00:00',
      status: 2,
      districtName: 'x',
      townName: 'y',
      regionName: 'z',
    });
    expect(result).toEqual({
      ok: true,
      data: { nickName: '洱海', phone: '13912345678', townCode: '532901102', sex: 1 },
    });
  });
});

describe('merchants, categories and products', () => {
  it('are written through save and update behind their own buttons; the merchant list is a read-only view', () => {
    expect(buttonCodes(merchantInfoResource)).toEqual({
      add: 'merchant_info_add',
      edit: 'merchant_info_edit',
      delete: 'merchant_info_delete',
      view: 'merchant_info_view',
      export: 'merchant_info_export',
    });
    const list = merchantInfoResource.views?.find((view) => view.menu === '/merchant/list');
    expect(list).toMatchObject({ permission: 'merchant_list', readOnly: true });
    expect(buttonCodes(merchantCategoryResource)).toEqual({
      add: 'merchant_category_add',
      edit: 'merchant_category_edit',
      delete: 'merchant_category_delete',
      view: 'merchant_category_view',
    });
    expect(buttonCodes(productResource)).toEqual({
      add: 'product_add',
      edit: 'product_edit',
      view: 'product_view',
      export: 'product_export',
    });
    for (const def of [merchantInfoResource, merchantCategoryResource, productResource]) {
      expect(def.verbs).toMatchObject({ submit: null, save: 'save', update: 'update' });
    }
  });

  it('let the linked-product picker filter by auditState and status', () => {
    const parsed = parseConditions(productResource, { auditState: '1', status: '1' });
    expect(parsed.ok && parsed.conditions.map((c) => c.column)).toEqual(['audit_status', 'status']);
  });
});
