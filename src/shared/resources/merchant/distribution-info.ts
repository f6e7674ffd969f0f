import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import {
  AUDIT_HISTORY_EN,
  AUDIT_HISTORY_ZH,
  AUDIT_RULES_EN,
  AUDIT_RULES_ZH,
  AUDIT_STATES_EN,
  AUDIT_STATES_ZH,
  AUDIT_TEXTS_EN,
  AUDIT_TEXTS_ZH,
  auditFields,
  auditTransition,
} from './audit-fields';

const r = resource('merchant', 'distributionInfo', {
  zh: {
    title: '分销商管理',
    fields: {
      name: '分销商名称',
      principal: '负责人',
      phone: '联系电话',
      districtCode: '所在区域',
      commissionRate: '佣金比例(%)',
      ...AUDIT_TEXTS_ZH,
    },
    auditStatus: AUDIT_STATES_ZH,
    history: AUDIT_HISTORY_ZH,
    rules: { ...AUDIT_RULES_ZH, name: '请输入分销商名称' },
    actions: { audit: '审核' },
  },
  en: {
    title: 'Distributors',
    fields: {
      name: 'Distributor',
      principal: 'Person in charge',
      phone: 'Phone',
      districtCode: 'Region',
      commissionRate: 'Commission (%)',
      ...AUDIT_TEXTS_EN,
    },
    auditStatus: AUDIT_STATES_EN,
    history: AUDIT_HISTORY_EN,
    rules: { ...AUDIT_RULES_EN, name: 'Please enter the distributor name' },
    actions: { audit: 'Review' },
  },
});

/**
 * Distributors who sell the platform's products (`/merchant/distribution`, `blade-shop/distributionInfo`: `page`,
 * `getDataCount` the count per review state for the tabs, `audit`, `listDict` the passed ones as `{id, name}` for
 * pickers). They apply from the distributor app; the screen reviews them (spec 001 §4 leaves the states unsaid: 0
 * pending, 1 passed, 2 rejected with a reason).
 */
export const distributionInfoResource = r.define({
  menu: '/merchant/distribution',
  endpoint: '/blade-shop/distributionInfo',
  verbs: { ...STANDARD_VERBS, list: 'page', remove: null },
  table: 'shop_distribution_info',
  ...TENANT_ENTITY,
  permission: 'merchant_distribution',
  readOnly: true,
  export: true,
  actions: [auditTransition(r, 'merchant_distribution_audit')],
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.text('principal', { search: 'like', max: 64, table: { width: 100 } }),
    r.text('phone', { search: 'like', max: 32, table: { width: 130 } }),
    r.region('districtCode', { levels: [3], search: 'equal', table: { width: 120 } }),
    r.number('commissionRate', { min: 0, max: 100, precision: 2, table: { width: 110 } }),
    ...auditFields(r),
    r.createTime(),
  ],
});

export type DistributionInfoRecord = RecordOfDefinition<typeof distributionInfoResource>;
