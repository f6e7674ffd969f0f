import type { Migration } from './types';

/**
 * The workflow's tables (modules/ops/README.md "Workflow"): models being designed, deployed process definitions
 * (the BPMN XML kept whole), process instances with bpmn-engine's serialized state, their user tasks, the
 * activities they passed, and the leave requests that start them. Every table is tenant-scoped.
 */
export const migration202611261925: Migration = {
  version: 202611261925,
  name: 'flow-workflow',
  sql: `
CREATE TABLE blade_flow_model (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  model_key TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  xml TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  deployed_definition_id TEXT,
  create_user TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_flow_model_tenant ON blade_flow_model (tenant_id, is_deleted, update_time);

CREATE TABLE blade_flow_definition (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  deployment_id TEXT NOT NULL,
  process_key TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  category TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL,
  resource_name TEXT NOT NULL,
  xml TEXT NOT NULL,
  suspension_state INTEGER NOT NULL DEFAULT 1,
  deploy_time TEXT NOT NULL,
  create_user TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX uq_blade_flow_definition_version ON blade_flow_definition (tenant_id, process_key, version);
CREATE INDEX idx_blade_flow_definition_deployment ON blade_flow_definition (tenant_id, deployment_id);

CREATE TABLE blade_flow_instance (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  definition_id TEXT NOT NULL,
  business_table TEXT NOT NULL DEFAULT '',
  business_id TEXT NOT NULL DEFAULT '',
  start_user TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT,
  status TEXT NOT NULL DEFAULT 'running',
  delete_reason TEXT,
  engine_state TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_flow_instance_tenant ON blade_flow_instance (tenant_id, is_deleted, start_time);
CREATE INDEX idx_blade_flow_instance_starter ON blade_flow_instance (tenant_id, start_user, start_time);

CREATE TABLE blade_flow_task (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  instance_id TEXT NOT NULL,
  activity_id TEXT NOT NULL,
  name TEXT NOT NULL,
  assignee TEXT,
  candidate_groups TEXT NOT NULL DEFAULT '',
  candidate_users TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open',
  pass INTEGER,
  comment TEXT,
  create_time TEXT NOT NULL,
  claim_time TEXT,
  end_time TEXT
);
CREATE INDEX idx_blade_flow_task_assignee ON blade_flow_task (tenant_id, assignee, status, create_time);
CREATE INDEX idx_blade_flow_task_instance ON blade_flow_task (instance_id, status);

CREATE TABLE blade_flow_history (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  instance_id TEXT NOT NULL,
  activity_id TEXT NOT NULL,
  activity_name TEXT NOT NULL DEFAULT '',
  activity_type TEXT NOT NULL,
  task_id TEXT,
  end_time TEXT NOT NULL
);
CREATE INDEX idx_blade_flow_history_instance ON blade_flow_history (instance_id, end_time);

CREATE TABLE blade_process_leave (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  process_definition_id TEXT NOT NULL,
  process_instance_id TEXT,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  days REAL NOT NULL,
  reason TEXT NOT NULL,
  task_user TEXT NOT NULL,
  apply_time TEXT NOT NULL,
  create_user TEXT NOT NULL,
  create_dept TEXT,
  create_time TEXT NOT NULL,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_process_leave_tenant ON blade_process_leave (tenant_id, is_deleted, create_user);
`,
};
