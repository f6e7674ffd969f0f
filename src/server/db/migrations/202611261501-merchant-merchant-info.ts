import type { Migration } from './types';

/** `merchant_info`: the columns the merchant/merchantInfo definition gained. */
export const migration202611261501: Migration = {
  version: 202611261501,
  name: 'merchant-merchant-info',
  sql: `
ALTER TABLE merchant_info ADD COLUMN audit_status INTEGER DEFAULT 1;
ALTER TABLE merchant_info ADD COLUMN audit_msg TEXT;
ALTER TABLE merchant_info ADD COLUMN audit_time TEXT;
ALTER TABLE merchant_info ADD COLUMN audit_user TEXT;
`,
};
