import type { Migration } from './types';

/**
 * The sign-ups of one activity are listed, counted (places left) and checked (already signed up) by activity on
 * every request: an index leading with the activity, so an activity's list does not scan every sign-up.
 */
export const migration202611262211: Migration = {
  version: 202611262211,
  name: 'activity-signup-index',
  sql: `
CREATE INDEX idx_project_signup_activity ON project_signup (tenant_id, activity_id, is_deleted, create_time);
`,
};
