import type { Migration } from './types';

/**
 * The seeded `saber` client loses the bare `password` grant (issue 18 item 3: it skipped the captcha) and the
 * `social` grant nobody configured. Only a row still holding the seed's own list is changed: an administrator's
 * choice on the client screen stays.
 */
export const migrationSaberGrantTypes: Migration = {
  version: 202611261611,
  name: 'saber-grant-types',
  sql: `
UPDATE blade_client SET authorized_grant_types = 'refresh_token,captcha'
WHERE client_id = 'saber' AND authorized_grant_types = 'refresh_token,password,captcha,social';
`,
};
