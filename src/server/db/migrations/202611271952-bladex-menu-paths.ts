import type { Migration } from './types';

/**
 * A database seeded by an older release gets BladeX's menu paths for the screens it kept under `/system`
 * (src/shared/menu-paths.ts; the client still opens the old paths as aliases) and the top-menu button under
 * BladeX's code `topmenu_setting` (its grants keep their menu id). Only rows still holding the old seed's own
 * path are moved, so an administrator's edit stays. The icon classes of new databases are not back-filled:
 * the client draws the Fluent names older databases hold as before.
 */
export const migrationBladexMenuPaths: Migration = {
  version: 202611271952,
  name: 'bladex-menu-paths',
  sql: `
UPDATE blade_menu SET path = '/authority/role' WHERE code = 'role' AND category = 1 AND path = '/system/role';
UPDATE blade_menu SET path = '/authority/datascope'
  WHERE code = 'data_scope' AND category = 1 AND path = '/system/data-scope';
UPDATE blade_menu SET path = '/authority/apiscope'
  WHERE code = 'api_scope' AND category = 1 AND path = '/system/api-scope';
UPDATE blade_menu SET path = '/base/region' WHERE code = 'region' AND category = 1 AND path = '/system/region';
UPDATE blade_menu SET path = '/system/dictbiz' WHERE code = 'dict_biz' AND category = 1 AND path = '/system/dict-biz';
UPDATE blade_menu SET path = '/resource/oss' WHERE code = 'oss' AND category = 1 AND path = '/system/oss';
UPDATE blade_menu SET path = '/resource/sms' WHERE code = 'sms' AND category = 1 AND path = '/system/sms';
UPDATE blade_menu SET path = '/resource/attach' WHERE code = 'attach' AND category = 1 AND path = '/system/attach';
UPDATE blade_menu SET code = 'topmenu_setting', alias = 'setting', path = '/system/topmenu/setting'
  WHERE code = 'topmenu_grant' AND category = 2
    AND NOT EXISTS (SELECT 1 FROM blade_menu WHERE code = 'topmenu_setting');
`,
};
