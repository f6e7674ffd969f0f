import { describe, expect, it } from 'vitest';
import { dayAfter } from '../../../../src/server/modules/merchant/supplier';

describe("a supplier's next settlement day", () => {
  it('is the last settlement day plus the cycle, across months and leap days', () => {
    expect(dayAfter('2026-01-31 10:00:00', 30)).toBe('2026-03-02');
    expect(dayAfter('2028-02-28 23:59:59', 1)).toBe('2028-02-29');
    expect(dayAfter('2026-12-25 00:00:00', 15)).toBe('2027-01-09');
  });
});
