import { describe, expect, it } from 'vitest';
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
