import type { Migration } from './types';

/** `car_alarm`: the table of the car/carAlarm definition, as `createTableSql` made it. */
export const migration202611261628: Migration = {
  version: 202611261658,
  name: 'car-car-alarm',
  sql: `
CREATE TABLE car_alarm (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  plate_number TEXT,
  device_no TEXT,
  alarm_type INTEGER,
  alarm_time TEXT,
  location TEXT,
  content TEXT,
  handled INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_car_alarm_tenant ON car_alarm (tenant_id, is_deleted, create_time);
`,
};
