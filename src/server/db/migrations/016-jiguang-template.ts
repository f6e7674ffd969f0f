import type { Migration } from './types';

/**
 * `blade_jiguang_template`: the JPush message templates (src/shared/resources/system/jiguang-template.ts). The SQL is
 * what `createTableSql(jiguangTemplateResource)` (src/server/crud/ddl.ts) generated when this migration was
 * released, kept as text so a later change of the definition needs its own migration; the partial unique index
 * backs the per-tenant template code check of `submit`.
 */
export const migration016: Migration = {
  version: 16,
  name: 'jiguang-template',
  sql: `
CREATE TABLE blade_jiguang_template (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  template_name TEXT,
  template_code TEXT,
  platform TEXT,
  title TEXT,
  content TEXT,
  jump_type INTEGER,
  jump_link TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_jiguang_template_tenant ON blade_jiguang_template (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_blade_jiguang_template_template_code ON blade_jiguang_template (tenant_id, template_code) WHERE is_deleted = 0;
`,
};
