import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'shopStaff', {
  zh: {
    title: '门店员工',
    fields: {
      shopId: '所属商户',
      storeId: '所在门店',
      name: '员工姓名',
      phone: '手机号',
      post: '岗位',
      isEnable: '启用状态',
    },
    rules: { shopId: '请选择所属商户', name: '请输入员工姓名' },
  },
  en: {
    title: 'Store staff',
    fields: {
      shopId: 'Merchant',
      storeId: 'Store',
      name: 'Name',
      phone: 'Mobile',
      post: 'Position',
      isEnable: 'Enabled',
    },
    rules: { shopId: 'Please choose the merchant', name: "Please enter the staff member's name" },
  },
});

/**
 * Staff of a merchant's stores (`/merchant/staff`, `blade-shop/shopStaff`): who may write off orders at the store
 * in the merchant app. A mobile number is one staff member per merchant (modules/merchant/shop-staff.ts); a
 * disabled one cannot sign in to the merchant app.
 */
export const shopStaffResource = r.define({
  menu: '/merchant/staff',
  endpoint: '/blade-shop/shopStaff',
  table: 'shop_staff',
  ...TENANT_ENTITY,
  permission: 'merchant_staff',
  fields: [
    r.reference('shopId', 'merchantInfo', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.reference('storeId', 'merchantStore', 'name', { table: { width: 160 } }),
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 120 } }),
    r.text('phone', { search: 'like', required: true, format: 'mobile', table: { width: 130 } }),
    r.text('post', { max: 64, table: { width: 120 } }),
    r.status('isEnable', { search: 'equal', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type ShopStaffRecord = RecordOfDefinition<typeof shopStaffResource>;
