import { describe, expect, it } from 'vitest';
import {
  adjustAmount,
  adjustCount,
  isAdjustedTradeType,
} from '../../../../../src/renderer/board/views/business/ranking-adjustment';
import { ageRows } from '../../../../../src/renderer/board/views/users/users-data';

describe('the ×4.5 ranking adjustment (spec 000 §2.4, §9)', () => {
  it('multiplies the amount and rounds half-up to the fen', () => {
    expect(adjustAmount(100, 4.5)).toBe(450);
    expect(adjustAmount(12345.67, 4.5)).toBe(55555.52); // 55555.515 → .52
    expect(adjustAmount(0.01, 4.5)).toBe(0.05); // 0.045 → 0.05
    expect(adjustAmount(0, 4.5)).toBe(0);
  });

  it('is exact where multiplying the binary fraction would round the wrong way', () => {
    // 0.47 × 4.5 = 2.115 exactly; 0.47 * 4.5 * 100 in binary floating point is 211.49999…
    expect(Math.round(0.47 * 4.5 * 100) / 100).toBe(2.11);
    expect(adjustAmount(0.47, 4.5)).toBe(2.12);
    expect(adjustAmount(1.63, 4.5)).toBe(7.34);
    expect(adjustAmount(10.01, 4.5)).toBe(45.05);
  });

  it('rounds the order count to a whole number', () => {
    expect(adjustCount(1, 4.5)).toBe(5); // 4.5 → 5
    expect(adjustCount(3, 4.5)).toBe(14); // 13.5 → 14
    expect(adjustCount(2, 4.5)).toBe(9);
    expect(adjustCount(0, 4.5)).toBe(0);
  });

  it('follows the configured multiplier (1 = as received)', () => {
    expect(adjustAmount(123.45, 1)).toBe(123.45);
    expect(adjustCount(7, 1)).toBe(7);
    expect(adjustAmount(10, 2)).toBe(20);
  });

  it('applies to experience and merchandise only, never city life', () => {
    expect(isAdjustedTradeType(1)).toBe(true);
    expect(isAdjustedTradeType(2)).toBe(true);
    expect(isAdjustedTradeType(3)).toBe(false);
  });
});

describe('the age table rows', () => {
  const entry = (userPercent: string, name?: string) => ({
    name,
    userPercent,
    wenlvPercent: '1.00',
    baihuoPercent: '2.00',
    shenghuoPercent: '3.00',
    avgPrice: 10,
  });

  it('keeps the five bands in order whatever order the server names them in', () => {
    const rows = ageRows([entry('5', '65+'), entry('1', '18-30'), entry('3', '40-50')]);
    expect(rows.map((r) => r.band)).toEqual(['18-30', '30-40', '40-50', '50-65', '65+']);
    expect(rows.map((r) => r.entry.userPercent)).toEqual(['1', '0.00', '3', '0.00', '5']);
  });

  it('reads an unnamed array by position and shows zeros when nothing came', () => {
    expect(
      ageRows([entry('a'), entry('b'), entry('c'), entry('d'), entry('e')]).map((r) => r.entry.userPercent),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ageRows(undefined).every((r) => r.entry.userPercent === '0.00' && r.entry.avgPrice === 0)).toBe(true);
  });
});
