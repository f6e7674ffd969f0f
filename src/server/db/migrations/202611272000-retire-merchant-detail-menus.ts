import type { Migration } from './types';

/**
 * 商户简介, 商户相册 and 商户联系人 were invented by an early seed: no spec names them or any call behind them, and
 * what they would show is already kept on the records the operators edit — the store's introduction (`info`) and
 * photo (`image`) in 门店管理, the merchant's principal, contact and customer phone in 商户管理
 * (modules/merchant/README.md "Merchant menus"). New databases no longer seed them; this retires them from older
 * ones: the three menus (only while they still hold the seed's path), their buttons, the data and API scopes on
 * them, and the roles' and top menus' grants of all of these (those link tables have no soft delete).
 */
export const migrationRetireMerchantDetailMenus: Migration = {
  version: 202611272000,
  name: 'retire-merchant-detail-menus',
  sql: `
CREATE TEMP TABLE retired_menu AS
  SELECT id FROM blade_menu
  WHERE is_deleted = 0 AND category = 1 AND (
    (code = 'merchant_intro' AND path = '/merchant/intro') OR
    (code = 'merchant_photo' AND path = '/merchant/photo') OR
    (code = 'merchant_contact' AND path = '/merchant/contact'));
INSERT INTO retired_menu SELECT id FROM blade_menu WHERE is_deleted = 0 AND parent_id IN (SELECT id FROM retired_menu);
DELETE FROM blade_role_menu WHERE menu_id IN (SELECT id FROM retired_menu);
DELETE FROM blade_top_menu_setting WHERE menu_id IN (SELECT id FROM retired_menu);
UPDATE blade_scope_data SET is_deleted = 1 WHERE menu_id IN (SELECT id FROM retired_menu);
UPDATE blade_scope_api SET is_deleted = 1 WHERE menu_id IN (SELECT id FROM retired_menu);
UPDATE blade_menu SET is_deleted = 1 WHERE id IN (SELECT id FROM retired_menu);
DROP TABLE retired_menu;
`,
};
