import type { Migration } from './types';

type Ref = 'NEW' | 'OLD';

/** The vehicle area whose device list names the capture's device (a device belongs to one area). */
const areaOf = (ref: Ref): string =>
  `(SELECT a.area_code FROM bigdata_vehicle_area a WHERE a.tenant_id = ${ref}.tenant_id AND a.is_deleted = 0
    AND (',' || REPLACE(COALESCE(a.device_codes, ''), ' ', '') || ',') LIKE '%,' || ${ref}.device_code || ',%'
    ORDER BY a.create_time, a.id LIMIT 1)`;

const day = (ref: Ref): string => `substr(${ref}.captured_time, 1, 10)`;
const hour = (ref: Ref): string => `CAST(substr(${ref}.captured_time, 12, 2) AS INTEGER)`;
/** Dali's own plates (云L) count as local. */
const local = (ref: Ref): string => `(CASE WHEN ${ref}.plate_number LIKE '云L%' THEN 1 ELSE 0 END)`;
const NOW = "strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime')";
const NEW_ID = 'CAST(abs(random()) % 9000000000000000000 + 1000000000000000000 AS TEXT)';

/** Adds `sign` (1 or -1) of the capture `ref` to its area's hour and day, creating the rows a first capture needs. */
const move = (ref: Ref, sign: 1 | -1): string => {
  const hourRow = `tenant_id = ${ref}.tenant_id AND area_code = ${areaOf(ref)} AND stat_date = ${day(ref)}
    AND hour = ${hour(ref)} AND is_deleted = 0`;
  const dayRow = `tenant_id = ${ref}.tenant_id AND area_code = ${areaOf(ref)} AND stat_date = ${day(ref)} AND is_deleted = 0`;
  const live = `${ref}.is_deleted = 0 AND ${areaOf(ref)} IS NOT NULL AND length(${ref}.captured_time) >= 13`;
  const create =
    sign === 1
      ? `
INSERT INTO bigdata_vehicle_hour (id, tenant_id, area_code, stat_date, hour, vehicle_count, create_time, is_deleted)
  SELECT ${NEW_ID}, ${ref}.tenant_id, ${areaOf(ref)}, ${day(ref)}, ${hour(ref)}, 0, ${NOW}, 0
  WHERE ${live} AND NOT EXISTS (SELECT 1 FROM bigdata_vehicle_hour WHERE ${hourRow});
INSERT INTO bigdata_vehicle_statistics (id, tenant_id, area_code, stat_date, vehicle_count, local_count, foreign_count,
    create_time, is_deleted)
  SELECT ${NEW_ID}, ${ref}.tenant_id, ${areaOf(ref)}, ${day(ref)}, 0, 0, 0, ${NOW}, 0
  WHERE ${live} AND NOT EXISTS (SELECT 1 FROM bigdata_vehicle_statistics WHERE ${dayRow});`
      : '';
  return `${create}
UPDATE bigdata_vehicle_hour SET vehicle_count = COALESCE(vehicle_count, 0) + (${sign}), update_time = ${NOW}
  WHERE ${live} AND ${hourRow};
UPDATE bigdata_vehicle_statistics SET vehicle_count = COALESCE(vehicle_count, 0) + (${sign}),
    local_count = COALESCE(local_count, 0) + (${sign}) * ${local(ref)},
    foreign_count = COALESCE(foreign_count, 0) + (${sign}) * (1 - ${local(ref)}), update_time = ${NOW}
  WHERE ${live} AND ${dayRow};`;
};

/**
 * The hourly and daily vehicle statistics (`hikcarstatisticsobtainvehiclehour`, `hikcarstatisticsobtainvehicle`) kept
 * on write from the captures (`vehicleFlowData`), as the board keeps its roll-ups: every insert, update (soft delete
 * included) and delete of a capture moves the counts of its area (the vehicle area listing its device), hour and
 * day, so a chart reads a few rows instead of counting captures. Written by hand: triggers are not a definition's.
 */
export const migration202611261655: Migration = {
  version: 202611261723,
  name: 'vehicle-flow-rollups',
  sql: `
CREATE INDEX idx_bigdata_vehicle_hour_key ON bigdata_vehicle_hour (tenant_id, area_code, stat_date, hour);
CREATE INDEX idx_bigdata_vehicle_statistics_key ON bigdata_vehicle_statistics (tenant_id, area_code, stat_date);
CREATE INDEX idx_bigdata_vehicle_flow_captured ON bigdata_vehicle_flow (tenant_id, is_deleted, captured_time);
CREATE TRIGGER trg_vehicle_flow_rollup_insert AFTER INSERT ON bigdata_vehicle_flow BEGIN${move('NEW', 1)}
END;
CREATE TRIGGER trg_vehicle_flow_rollup_update AFTER UPDATE ON bigdata_vehicle_flow BEGIN${move('OLD', -1)}${move('NEW', 1)}
END;
CREATE TRIGGER trg_vehicle_flow_rollup_delete AFTER DELETE ON bigdata_vehicle_flow BEGIN${move('OLD', -1)}
END;
`,
};
