import { describe, expect, it } from 'vitest';
import { channelSlices, sharesOf } from '../../../../src/renderer/board/finance/finance-data';
import { genderShares } from '../../../../src/renderer/board/views/users/gender-shares';

/** Issue 19 item 17: a breakdown's parts add up to its whole. */
describe('the gender breakdown', () => {
  const sum = (s: { male: number; female: number; unknown: number }) =>
    Math.round((s.male + s.female + s.unknown) * 100);

  it('shows the rest as 未知, so 44.15 % + 52.68 % + 3.17 % = 100 %', () => {
    expect(genderShares('44.15', '52.68')).toEqual({ male: 44.15, female: 52.68, unknown: 3.17 });
  });

  it('adds up to 100 % for any pair of server percentages', () => {
    for (const [m, f] of [
      ['0', '0'],
      ['100', '0'],
      ['33.33', '33.33'],
      ['50.01', '49.99'],
      ['60', '50'],
      ['12.5', 'NaN'],
    ]) {
      const shares = genderShares(m, f);
      expect(shares, `${m}/${f}`).not.toBeNull();
      expect(sum(shares!), `${m}/${f}`).toBe(10_000);
      expect(Math.min(shares!.male, shares!.female, shares!.unknown), `${m}/${f}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('invents nothing when there is no figure at all', () => {
    expect(genderShares('NaN', 'NaN')).toBeNull();
    expect(genderShares(undefined, undefined)).toBeNull();
  });
});

const hundredths = (texts: string[]) => texts.reduce((sum, text) => sum + Math.round(Number(text) * 100), 0);

describe('shares of a whole (the finance 交易渠道 legend)', () => {
  it('add up to exactly 100.00 % where rounding each part would not', () => {
    expect(sharesOf([1, 1, 1])).toEqual(['33.34', '33.33', '33.33']);
    expect(sharesOf([2, 1])).toEqual(['66.67', '33.33']);
    for (const values of [
      [1, 1, 1],
      [420, 800, 420],
      [0.01, 0.01, 99999],
      [7, 13, 17, 19, 23, 29],
      [1, 0, 0],
    ]) {
      expect(hundredths(sharesOf(values)), values.join('/')).toBe(10_000);
    }
  });

  it('are all zero for an empty whole, and ignore a negative part', () => {
    expect(sharesOf([0, 0, 0])).toEqual(['0.00', '0.00', '0.00']);
    expect(hundredths(sharesOf([-5, 5, 5]))).toBe(10_000);
  });

  it('the ring’s amounts add up to the three sources and its shares to 100 %', () => {
    const slices = channelSlices({
      main: '333.33',
      mainPercent: '33.33',
      fenxiao: '333.33',
      fenxiaoPercent: '33.33',
      thirdOnline: '333.34',
      thirdOnlinePercent: '33.33',
    });
    expect(slices.reduce((sum, s) => sum + s.amount, 0)).toBeCloseTo(1000, 6);
    expect(hundredths(slices.map((s) => s.percent))).toBe(10_000);
    expect(channelSlices(undefined).map((s) => s.percent)).toEqual(['0.00', '0.00', '0.00']);
  });
});
