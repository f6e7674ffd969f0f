import type { Migration } from './types';

/**
 * An absolute session lifetime (issue 18 item 12): every refresh token remembers when its sign-in happened
 * (`family_started_at`), and the `account.sessionMaxHours` parameter says how long a sign-in may be refreshed
 * (12 hours by default, ASVS L2 3.3.2; 0 turns the limit off). Rows issued before carry their own issue time.
 */
export const migrationSessionLifetime: Migration = {
  version: 202611261612,
  name: 'session-lifetime',
  sql: `
ALTER TABLE blade_refresh_token ADD COLUMN family_started_at INTEGER;
UPDATE blade_refresh_token SET family_started_at = issued_at;
INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time, update_user,
  update_time)
SELECT '1123598822738675299', '会话最长时长(小时)', 'account.sessionMaxHours', '12',
  '登录后超过该时长须重新登录，刷新令牌不能延长；0 表示不限制', '1123598821738675201', '2024-01-01 08:00:00',
  '1123598821738675201', '2024-01-01 08:00:00'
WHERE NOT EXISTS (SELECT 1 FROM blade_param WHERE param_key = 'account.sessionMaxHours' AND is_deleted = 0);
`,
};
