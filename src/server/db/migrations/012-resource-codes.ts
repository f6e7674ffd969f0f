import type { Migration } from './types';

/**
 * `blade_sms.sms_code`: the resource code (BladeX `smsCode`) that `sms/endpoint/send-message?code=` names a
 * configuration by. Rows that existed before get `sms1`, `sms2` ... in their order of creation within their
 * tenant, so every live code is unique per tenant before the index that keeps it so is built.
 */
export const migration012: Migration = {
  version: 12,
  name: 'resource-codes',
  sql: `
ALTER TABLE blade_sms ADD COLUMN sms_code TEXT;
UPDATE blade_sms SET sms_code = 'sms' || (
  SELECT COUNT(*) FROM blade_sms AS earlier
  WHERE earlier.tenant_id = blade_sms.tenant_id AND earlier.rowid <= blade_sms.rowid
);
CREATE UNIQUE INDEX uq_blade_sms_sms_code ON blade_sms (tenant_id, sms_code) WHERE is_deleted = 0;
`,
};
