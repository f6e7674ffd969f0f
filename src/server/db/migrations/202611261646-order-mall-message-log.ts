import type { Migration } from './types';

/** `mall_message_log`: the table of the order/mallMessageLog definition, as `createTableSql` made it. */
export const migration202611261646: Migration = {
  version: 202611261646,
  name: 'order-mall-message-log',
  sql: `
CREATE TABLE mall_message_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  phone TEXT,
  msg_type INTEGER,
  template_code TEXT,
  content TEXT,
  send_status INTEGER,
  biz_id TEXT,
  error_msg TEXT,
  send_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_mall_message_log_tenant ON mall_message_log (tenant_id, is_deleted, create_time);
`,
};
