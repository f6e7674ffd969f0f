import { describe, expect, it } from 'vitest';
import { parseLocalDateTime, quoteRental } from '../../../src/server/modules/car/rental-quote';

const price = { id: 'p1', dayPrice: 20000, hourPrice: 3000, deposit: 100000 };
const quote = (start: string, end: string, p = price) =>
  quoteRental('c1', p, start, end, parseLocalDateTime(start) ?? NaN, parseLocalDateTime(end) ?? NaN);

describe('rental quote', () => {
  it('charges whole days, then started hours, capped at one more day', () => {
    expect(quote('2026-07-01 09:00:00', '2026-07-02 09:00:00')).toMatchObject({ days: 1, hours: 0, rentAmount: 20000 });
    expect(quote('2026-07-01 09:00:00', '2026-07-02 09:01:00')).toMatchObject({ days: 1, hours: 1, rentAmount: 23000 });
    // 7 hours at 30 yuan would be 210 yuan, more than a day: charged as a day.
    expect(quote('2026-07-01 09:00:00', '2026-07-01 16:00:00')).toMatchObject({ days: 1, hours: 0, rentAmount: 20000 });
    expect(quote('2026-07-01 09:00:00', '2026-07-01 10:00:00')).toMatchObject({ totalAmount: 3000 + 100000 });
  });

  it('charges a started day as a day without an hour price', () => {
    expect(quote('2026-07-01 09:00:00', '2026-07-01 10:00:00', { ...price, hourPrice: 0 })).toMatchObject({
      days: 1,
      rentAmount: 20000,
    });
  });

  it('reads only real local date-times', () => {
    expect(parseLocalDateTime('2026-02-30 10:00:00')).toBeUndefined();
    expect(parseLocalDateTime('2026-02-28T10:00:00')).toBeUndefined();
    expect(parseLocalDateTime('2026-02-28 10:00:00')).toBe(new Date(2026, 1, 28, 10).getTime());
  });
});
