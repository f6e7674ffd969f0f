import type { Migration } from './types';

/** `merchant_product`: the columns the merchant/product definition gained. */
export const migration202611262124: Migration = {
  version: 202611262124,
  name: 'merchant-product',
  sql: `
ALTER TABLE merchant_product ADD COLUMN audit_msg TEXT;
ALTER TABLE merchant_product ADD COLUMN audit_time TEXT;
ALTER TABLE merchant_product ADD COLUMN audit_user TEXT;
ALTER TABLE merchant_product ADD COLUMN is_recommend INTEGER DEFAULT 0;
ALTER TABLE merchant_product ADD COLUMN booking_status INTEGER DEFAULT 1;
ALTER TABLE merchant_product ADD COLUMN customized TEXT;
`,
};
