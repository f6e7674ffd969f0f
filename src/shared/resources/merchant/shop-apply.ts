import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
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

const r = resource('merchant', 'shopApply', {
  zh: {
    title: '入驻申请',
    fields: {
      name: '申请商户名称',
      subCategoryId: '行业/业态',
      principal: '联系人',
      phone: '联系电话',
      townCode: '所在乡镇',
      address: '经营地址',
      licenseImg: '营业执照',
      ...AUDIT_TEXTS_ZH,
    },
    auditStatus: AUDIT_STATES_ZH,
    history: AUDIT_HISTORY_ZH,
    rules: { ...AUDIT_RULES_ZH, name: '请输入申请商户名称', phone: '请输入联系电话' },
    actions: { audit: '审核' },
  },
  en: {
    title: 'Onboarding applications',
    fields: {
      name: 'Merchant',
      subCategoryId: 'Industry / business type',
      principal: 'Contact person',
      phone: 'Phone',
      townCode: 'Town',
      address: 'Address',
      licenseImg: 'Business licence',
      ...AUDIT_TEXTS_EN,
    },
    auditStatus: AUDIT_STATES_EN,
    history: AUDIT_HISTORY_EN,
    rules: { ...AUDIT_RULES_EN, name: 'Please enter the merchant name', phone: 'Please enter the phone number' },
    actions: { audit: 'Review' },
  },
});

/**
 * Applications to join the platform (`/merchant/apply`, `blade-shop/shopApply`), sent from the merchant app and
 * reviewed here: pass, or reject with a reason (stamped with who and when, kept in the audit history). An
 * application is not edited here, only reviewed.
 */
export const shopApplyResource = r.define({
  menu: '/merchant/apply',
  endpoint: '/blade-shop/shopApply',
  table: 'shop_apply',
  ...TENANT_ENTITY,
  permission: 'merchant_apply',
  noAdd: true,
  actions: [auditTransition(r, 'merchant_apply_audit')],
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.treeSelect('subCategoryId', 'merchantCategory', { table: false }),
    r.text('principal', { search: 'like', max: 64, table: { width: 100 } }),
    r.text('phone', { search: 'like', required: true, format: 'mobile', table: { width: 130 } }),
    r.region('townCode', { levels: [4], table: false }),
    r.text('address', { max: 255, table: { width: 200 } }),
    r.image('licenseImg', { table: { width: 90 } }),
    ...auditFields(r),
    r.createTime(),
  ],
});

export type ShopApplyRecord = RecordOfDefinition<typeof shopApplyResource>;
