import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  toStatisticsRows,
  totalsOf,
} from '../../../src/renderer/screens/canteen/canteen-statistics/summarise';

describe('canteen statistics summary', () => {
  const rows = toStatisticsRows([
    { statDate: '2026-11-03', cnt1: 2, cnt2: 5, cnt3: 1, total1: 1000, total2: 6000, total3: 1000 },
    { statDate: '2026-11-02', cnt1: 1, cnt2: 3, cnt3: 0, total1: 500, total2: 3600, total3: 0 },
    { statDate: '2026-11-03', cnt1: 4, cnt2: '', cnt3: 'x', total1: 2000, total2: null, total3: 0 },
  ]);

  it('totals every canteen and day of the search, in cents, blank figures as zero', () => {
    expect(totalsOf(rows)).toEqual({ cnt1: 7, cnt2: 8, cnt3: 1, cnt: 16, total: 14100 });
    expect(totalsOf([])).toEqual({ cnt1: 0, cnt2: 0, cnt3: 0, cnt: 0, total: 0 });
  });

  it('adds the canteens of a day together, days ascending', () => {
    expect(dailySeries(rows)).toEqual({
      days: ['2026-11-02', '2026-11-03'],
      breakfast: [1, 6],
      lunch: [3, 5],
      dinner: [0, 1],
    });
  });
});
