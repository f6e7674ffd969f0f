import { describe, expect, it } from 'vitest';
import {
  describeIssues,
  getResource,
  SMS_SEND_MAX_PHONES,
  smsSendQuery,
  smsSendSchema,
  splitPhones,
} from '../../../../src/shared/resources';

const valid = { code: 'tx-test', phones: '13800000001', params: '{"code":"1234"}' };

/** The first message per field, in a language, of a send that does not pass. */
const problems = (input: Record<string, unknown>, language: 'zh' | 'en' = 'zh') => {
  const parsed = smsSendSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected a refusal of ${JSON.stringify(input)}`);
  return describeIssues(parsed.error, language).fieldErrors;
};

describe('splitPhones', () => {
  it('splits on commas (also full-width), semicolons, spaces and new lines, dropping empty pieces', () => {
    expect(splitPhones('13800000001, 13800000002，13800000003;13800000004\n13800000005\r\n\t13800000006,,')).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
      '13800000005',
      '13800000006',
    ]);
    expect(splitPhones(' ,\n ')).toEqual([]);
  });
});

describe('smsSendSchema', () => {
  it('accepts a send and normalises it: numbers split and de-duplicated, parameter values as text', () => {
    const parsed = smsSendSchema.parse({
      code: '  tx-test ',
      phones: '13800000001\n13800000002,13800000001',
      params: ' {"code": 1234, "name": "大理"} ',
    });
    expect(parsed).toEqual({
      code: 'tx-test',
      phones: ['13800000001', '13800000002'],
      params: { code: '1234', name: '大理' },
    });
    expect(smsSendQuery(parsed)).toEqual({
      code: 'tx-test',
      phones: '13800000001,13800000002',
      params: '{"code":"1234","name":"大理"}',
    });
    expect(smsSendSchema.parse({ ...valid, params: '{}' }).params).toEqual({});
  });

  it('gives each field its own message, all at once for the form', () => {
    expect(problems({})).toEqual({ code: '请输入资源编号', phones: '请输入发送手机', params: '请输入发送参数' });
    expect(problems({}, 'en')).toEqual({
      code: 'Please enter the resource code',
      phones: 'Please enter the mobile numbers',
      params: 'Please enter the template parameters',
    });
  });

  it.each([
    ['code too long', { code: 'c'.repeat(65) }, 'code', '资源编号不能超过64个字符'],
    ['short number', { phones: '13800000001,1380000' }, 'phones', '手机号码 1380000 长度不为11位'],
    ['long number', { phones: '138000000012' }, 'phones', '手机号码 138000000012 长度不为11位'],
    ['not starting with 1', { phones: '23800000001' }, 'phones', '手机号码 23800000001 格式不正确'],
    ['letters', { phones: '1380000000a' }, 'phones', '手机号码 1380000000a 格式不正确'],
    ['not JSON', { params: '{code:1}' }, 'params', '发送参数必须是 JSON 对象，如 {"code":"1234"}'],
    ['a JSON array', { params: '["1"]' }, 'params', '发送参数必须是 JSON 对象，如 {"code":"1234"}'],
    ['a JSON string', { params: '"1234"' }, 'params', '发送参数必须是 JSON 对象，如 {"code":"1234"}'],
    ['a nested value', { params: '{"a":"1","b":[1]}' }, 'params', '发送参数 b 的值只能是字符串或数字'],
    ['a null value', { params: '{"c":null}' }, 'params', '发送参数 c 的值只能是字符串或数字'],
    ['too long', { params: `{"a":"${'x'.repeat(2000)}"}` }, 'params', '发送参数不能超过2000个字符'],
  ])('refuses %s', (_label, change, field, message) => {
    expect(problems({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it(`takes at most ${SMS_SEND_MAX_PHONES} numbers`, () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `139${String(i).padStart(8, '0')}`).join(',');
    expect(smsSendSchema.safeParse({ ...valid, phones: numbers(SMS_SEND_MAX_PHONES) }).success).toBe(true);
    expect(problems({ ...valid, phones: numbers(SMS_SEND_MAX_PHONES + 1) })).toEqual({
      phones: '发送手机不能超过100个',
    });
  });
});

describe('the sms definition', () => {
  it('has a required resource code, unique per tenant and searched by like', () => {
    const field = getResource('sms').fields.find((candidate) => candidate.name === 'smsCode');
    expect(field).toMatchObject({ kind: 'text', search: 'like', unique: 'res.system.sms.rules.smsCodeUnique' });
    expect(field?.rules?.[0]).toEqual({ kind: 'required', message: 'res.system.sms.rules.smsCode' });
  });
});
