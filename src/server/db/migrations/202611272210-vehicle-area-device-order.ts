import type { Migration } from './types';

/**
 * Two indexes the vehicle flow needs at volume (issue 15 benchmarks, 5 000 000 captures):
 *
 * - The capture roll-up triggers (202611261723) look up a capture's area about eight times per capture with
 *   `ORDER BY a.create_time, a.id LIMIT 1` over the tenant's areas. With the tenant index alone SQLite sorted the
 *   areas in a temporary B-tree for each lookup, and allocating and freeing that sorter (thousands of `brk` calls a
 *   second) was nearly all of an ingest's time: 3 000 captures took 7.8 s in the sqlite3 shell, 0.55 s with the area
 *   index below, which hands the areas over already in that order.
 * - The hourly statistics are searched by day (the chart's query): a date-only condition compares
 *   `(stat_date || ' 00:00:00')` (crud/where.ts), which no plain index serves, so a day of the chart read every hour
 *   row of the tenant (31 680 for 330 days of four areas). An index on that very expression makes it a range.
 */
export const migrationVehicleAreaDeviceOrder: Migration = {
  version: 202611272210,
  name: 'vehicle-area-device-order',
  sql: `
CREATE INDEX idx_bigdata_vehicle_area_order ON bigdata_vehicle_area (tenant_id, is_deleted, create_time, id);
CREATE INDEX idx_bigdata_vehicle_hour_day ON bigdata_vehicle_hour (tenant_id, is_deleted, (stat_date || ' 00:00:00'));
`,
};
