import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_RATIO, platformRatioFor, settle } from '../../../src/shared/money/settlement';

const ranges = [
  { rangeMin: 0, rangeMax: 100, billingRatio: 6 },
  { rangeMin: 100, rangeMax: 1000, billingRatio: 4.5 },
];

describe('the settlement of an order', () => {
  it('splits ¥90.01 paid with a distributor at 4.5 % to the cent, and pays the coupon subsidy whole', () => {
    const result = settle({ orderCents: 10001, paidCents: 9001, subsidyCents: 1000, hasDistributor: true }, ranges);
    // Exact shares 8145.905 / 450.05 / 405.045: the leftover cent goes to the merchant's .905.
    expect(result).toEqual({
      platformRatio: 4.5,
      platformCents: 405,
      parts: [
        { sourceType: 1, type: 1, cents: 8146 },
        { sourceType: 1, type: 2, cents: 450 },
        { sourceType: 2, type: 1, cents: 1000 },
      ],
    });
  });

  it('uses the default ratio when no range holds the amount, and has no distributor part without one', () => {
    expect(platformRatioFor(100000, ranges)).toBe(DEFAULT_PLATFORM_RATIO);
    const result = settle({ orderCents: 333, paidCents: 333, subsidyCents: 0, hasDistributor: false }, []);
    expect(result.parts).toEqual([{ sourceType: 1, type: 1, cents: 313 }]); // 313.02 + 19.98
    expect(result.platformCents).toBe(20);
  });

  it('always adds up: the parts and the commission are what was paid plus the subsidy', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 3000; round += 1) {
      const paidCents = Math.floor(next() * 5_000_000);
      const subsidyCents = next() < 0.5 ? 0 : Math.floor(next() * 10_000);
      const ratio = Math.round(next() * 10000) / 100;
      const result = settle(
        { orderCents: paidCents + subsidyCents, paidCents, subsidyCents, hasDistributor: next() < 0.5 },
        [{ rangeMin: 0, rangeMax: 1e9, billingRatio: ratio }],
      );
      const parts = result.parts.reduce((sum, part) => sum + part.cents, 0);
      expect(parts + result.platformCents).toBe(paidCents + subsidyCents);
      expect(result.parts.every((part) => Number.isInteger(part.cents) && part.cents > 0)).toBe(true);
      expect(Math.abs(result.platformCents - (paidCents * ratio) / 100)).toBeLessThanOrEqual(1);
    }
  });
});
