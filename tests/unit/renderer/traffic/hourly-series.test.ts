import { describe, expect, it } from 'vitest';
import { hourlySeries } from '../../../../src/renderer/screens/traffic/vehicle-hour/hourly-series';

// The hourly vehicle chart (issue 15 item 5): rows of area, day and hour as 24 hours per area.

describe('hourlySeries', () => {
  it('sums each area hour over the days, areas sorted, bad hours and counts left out', () => {
    const series = hourlySeries([
      { areaCode: 'DL-GC-S', statDate: '2026-11-01', hour: 8, vehicleCount: 120 },
      { areaCode: 'DL-GC-S', statDate: '2026-11-02', hour: 8, vehicleCount: 30 },
      { areaCode: 'DL-XG', statDate: '2026-11-01', hour: 23, vehicleCount: '7' },
      { areaCode: 'DL-XG', statDate: '2026-11-01', hour: 24, vehicleCount: 99 },
      { areaCode: 'DL-XG', statDate: '2026-11-01', hour: 1, vehicleCount: 'x' },
    ]);
    expect(series.areas).toEqual(['DL-GC-S', 'DL-XG']);
    expect(series.counts['DL-GC-S'][8]).toBe(150);
    expect(series.counts['DL-XG'][23]).toBe(7);
    expect(series.counts['DL-XG'][1]).toBe(0);
    expect(series.counts['DL-XG'].reduce((a, b) => a + b, 0)).toBe(7);
    expect(series.counts['DL-GC-S']).toHaveLength(24);
  });
});
