import { describe, expect, it } from 'vitest';
import { billingRatioFor, splitCents } from '../../../src/shared/money/split-cents';

const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe('splitting an amount in cents', () => {
  it('gives the leftover cents to the largest remainders, earlier parts first on ties', () => {
    expect(splitCents(10000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(splitCents(1, [1, 1])).toEqual([1, 0]);
    expect(splitCents(1001, [94, 6])).toEqual([941, 60]); // 940.94 and 60.06
    expect(splitCents(0, [3, 7])).toEqual([0, 0]);
  });

  it('always sums to the amount and keeps each part within a cent of its exact share', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 2000; round += 1) {
      const total = Math.floor(next() * 10_000_000);
      const ratios = Array.from({ length: 1 + Math.floor(next() * 5) }, () => Math.round(next() * 10000) / 100);
      if (sum(ratios) === 0) continue;
      const parts = splitCents(total, ratios);
      expect(sum(parts)).toBe(total);
      const whole = sum(ratios);
      parts.forEach((part, index) => expect(Math.abs(part - (total * (ratios[index] ?? 0)) / whole)).toBeLessThan(1));
    }
  });

  it('refuses what is not an amount in cents or ratios that share nothing', () => {
    expect(() => splitCents(1.5, [1])).toThrow();
    expect(() => splitCents(-1, [1])).toThrow();
    expect(() => splitCents(100, [0, 0])).toThrow();
    expect(() => splitCents(100, [-1, 2])).toThrow();
  });
});

describe('the billing ratio of an amount', () => {
  const ranges = [
    { rangeMin: 0, rangeMax: 100, billingRatio: 6 },
    { rangeMin: 100, rangeMax: 1000, billingRatio: 4.5 },
  ];
  it('takes the range the amount falls in, lower bound in and upper bound out', () => {
    expect(billingRatioFor(9999, ranges)).toBe(6);
    expect(billingRatioFor(10000, ranges)).toBe(4.5);
    expect(billingRatioFor(100000, ranges)).toBe(0);
  });
});
