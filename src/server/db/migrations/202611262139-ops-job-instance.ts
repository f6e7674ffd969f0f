import type { Migration } from './types';

/**
 * `blade_job_instance`: one run of a job (modules/ops/scheduler.ts). No definition describes it: rows are written
 * by the scheduler only. `UNIQUE (job_info_id, fire_time)` is what makes a fire time run at most once, also across
 * a restart (a scheduled fire inserts its row first and runs only if the insert took); on-demand runs have no fire
 * time. `remote_instance_id` is PowerJob's instance id for jobs of a PowerJob server.
 */
export const migration202611261622: Migration = {
  version: 202611262139,
  name: 'ops-job-instance',
  sql: `
CREATE TABLE blade_job_instance (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  job_info_id TEXT NOT NULL,
  fire_time TEXT,
  trigger_type INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 0,
  start_time TEXT,
  end_time TEXT,
  result TEXT,
  log TEXT,
  remote_instance_id TEXT,
  create_time TEXT NOT NULL
);
CREATE UNIQUE INDEX uq_blade_job_instance_fire ON blade_job_instance (job_info_id, fire_time) WHERE fire_time IS NOT NULL;
CREATE INDEX idx_blade_job_instance_job ON blade_job_instance (tenant_id, job_info_id, create_time);
`,
};
