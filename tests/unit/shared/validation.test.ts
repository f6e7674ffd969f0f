import { describe, expect, it } from 'vitest';
import {
  checkCitizenId,
  checkPhone,
  CITIZEN_ID_MESSAGES,
  PHONE_MESSAGES,
  citizenIdCheckChar,
  isEmpty,
  isHttpUrl,
  isMobilePhone,
} from '../../../src/shared/validation';

describe('isEmpty', () => {
  it.each([null, undefined, '', '   ', 'null', 'undefined', [], {}])('treats %j as empty', (v) => {
    expect(isEmpty(v)).toBe(true);
  });
  it.each([0, false, 'a', [0], { a: 1 }, ' x '])('treats %j as present', (v) => {
    expect(isEmpty(v)).toBe(false);
  });
});

describe('phone', () => {
  it('accepts 1 followed by 10 digits only', () => {
    expect(isMobilePhone('13888888888')).toBe(true);
    expect(isMobilePhone('23888888888')).toBe(false);
    expect(isMobilePhone('1388888888')).toBe(false);
    expect(isMobilePhone('138888888889')).toBe(false);
  });
  it('reports empty, then length, then format', () => {
    expect(checkPhone('')).toBe('empty');
    expect(checkPhone('138')).toBe('length');
    expect(checkPhone('0871-123456')).toBe('format');
    expect(checkPhone('15912345678')).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it('needs http or https', () => {
    expect(isHttpUrl('https://www.dali.gov.cn/')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:8080/a?b=1')).toBe(true);
    expect(isHttpUrl('ftp://x.cn')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('www.dali.gov.cn')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
  });
});

describe('checkCitizenId', () => {
  // 11010519491231002X is the standard's own worked example; 532925199001011234's check digit is computed below.
  it('accepts valid numbers, lower-case x included', () => {
    expect(checkCitizenId('11010519491231002X')).toBeNull();
    expect(checkCitizenId('11010519491231002x')).toBeNull();
    const midu = `53292519900101123${citizenIdCheckChar('53292519900101123')}`;
    expect(checkCitizenId(midu)).toBeNull();
  });
  it('names each problem', () => {
    expect(checkCitizenId('  ')).toBe('empty');
    expect(checkCitizenId('5329251990010112')).toBe('length');
    expect(checkCitizenId('53292519900101123A')).toBe('format');
    expect(checkCitizenId('99292519900101123' + citizenIdCheckChar('99292519900101123'))).toBe('region');
    expect(checkCitizenId('110105194912310021')).toBe('checkDigit');
  });
  it('computes the check character of the worked example', () => {
    expect(citizenIdCheckChar('11010519491231002')).toBe('X');
  });
});

describe('the spec texts of the helpers (spec 000 §5, 002 §5), verbatim', () => {
  it('names each phone problem', () => {
    expect(PHONE_MESSAGES).toEqual({
      empty: '手机号码不能为空',
      length: '手机号码长度不为11位',
      format: '手机号码格式不正确',
    });
  });

  it('names each citizen-ID problem, the empty check first', () => {
    expect(CITIZEN_ID_MESSAGES).toEqual({
      empty: '证件号码不能为空',
      length: '证件号码长度不为18位',
      format: '证件号码格式错误',
      region: '地址编码错误',
      checkDigit: '证件号码校验位错误',
    });
    // The empty check is the spec's: null, blank, the texts null/undefined.
    for (const empty of [null, undefined, '', '  ', 'null', 'undefined']) {
      expect(CITIZEN_ID_MESSAGES[checkCitizenId(empty) ?? 'format']).toBe('证件号码不能为空');
      expect(PHONE_MESSAGES[checkPhone(empty) ?? 'format']).toBe('手机号码不能为空');
    }
  });
});
