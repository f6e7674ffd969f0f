import type { Migration } from './types';

/** The live row of a capture `ref` (NEW or OLD) that a tenant's list shows. */
const live = (ref: 'NEW' | 'OLD') => `${ref}.is_deleted = 0 AND ${ref}.tenant_id IS NOT NULL`;
const add = `
INSERT INTO bigdata_vehicle_flow_count (tenant_id, device_code, live_count)
  SELECT NEW.tenant_id, COALESCE(NEW.device_code, ''), 1 WHERE ${live('NEW')}
  ON CONFLICT (tenant_id, device_code) DO UPDATE SET live_count = live_count + 1;`;
const take = `
UPDATE bigdata_vehicle_flow_count SET live_count = live_count - 1
  WHERE ${live('OLD')} AND tenant_id = OLD.tenant_id AND device_code = COALESCE(OLD.device_code, '');`;

/**
 * The number of live captures per tenant and device, kept on write as the vehicle roll-ups are (202611261723): the
 * capture list's total (`vehicleFlowData/list`, unfiltered or searched by device) is the sum of a few of these rows
 * instead of a `COUNT(*)` over millions of captures (seconds at 5 000 000; modules/traffic/vehicle-flow-data.ts).
 * Every insert, delete, soft delete and move of a capture to another tenant or device moves its count; the existing
 * captures are counted once here. Written by hand: a counter table and its triggers are not a definition's.
 */
export const migrationVehicleFlowCount: Migration = {
  version: 202611280210,
  name: 'vehicle-flow-count',
  sql: `
CREATE TABLE bigdata_vehicle_flow_count (
  tenant_id TEXT NOT NULL,
  device_code TEXT NOT NULL,
  live_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, device_code)
) WITHOUT ROWID;
INSERT INTO bigdata_vehicle_flow_count (tenant_id, device_code, live_count)
  SELECT tenant_id, COALESCE(device_code, ''), COUNT(*) FROM bigdata_vehicle_flow
  WHERE is_deleted = 0 AND tenant_id IS NOT NULL GROUP BY tenant_id, COALESCE(device_code, '');
CREATE TRIGGER trg_vehicle_flow_count_insert AFTER INSERT ON bigdata_vehicle_flow BEGIN${add}
END;
CREATE TRIGGER trg_vehicle_flow_count_update AFTER UPDATE OF tenant_id, device_code, is_deleted ON bigdata_vehicle_flow
BEGIN${take}${add}
END;
CREATE TRIGGER trg_vehicle_flow_count_delete AFTER DELETE ON bigdata_vehicle_flow BEGIN${take}
END;
`,
};
