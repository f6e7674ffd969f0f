import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import { QR_TEXTS_EN, QR_TEXTS_ZH } from '../qr-texts';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'nhShopInfo', {
  zh: {
    title: '支付子商户',
    fields: {
      shopName: '商户名称',
      shopId: '商户ID',
      subMerId: '子商户号',
      subMerName: '子商户名称',
      settleAccount: '结算账号',
      couponLink: '领券链接',
      syncStatus: '同步状态',
      syncTime: '同步时间',
    },
    syncStatus: { none: '未同步', done: '已同步', failed: '同步失败' },
    actions: { submer: '同步子商户', qrCode: '领券二维码' },
    qr: QR_TEXTS_ZH,
  },
  en: {
    title: 'Payment sub-merchants',
    fields: {
      shopName: 'Merchant',
      shopId: 'Merchant ID',
      subMerId: 'Sub-merchant no.',
      subMerName: 'Sub-merchant name',
      settleAccount: 'Settlement account',
      couponLink: 'Coupon link',
      syncStatus: 'Sync status',
      syncTime: 'Synced at',
    },
    syncStatus: { none: 'Not synced', done: 'Synced', failed: 'Sync failed' },
    actions: { submer: 'Sync sub-merchant', qrCode: 'Coupon QR code' },
    qr: QR_TEXTS_EN,
  },
});

/**
 * 支付子商户 (`/merchant/sub-merchant`): a merchant's sub-merchant number at the acquiring bank (NH pay), its
 * settlement account and the link of its coupon page. `getCouponQrCode?id=` answers the QR code (PNG, base64) of
 * that link for the counter; `nhpay/updateSubmer?subMerId=` marks the sub-merchant synced.
 */
export const nhShopInfoResource = r.define({
  menu: '/merchant/sub-merchant',
  endpoint: '/blade-order/nhShopInfo',
  table: 'order_nh_shop_info',
  ...TENANT_ENTITY,
  permission: 'merchant_sub_merchant',
  actions: [
    // The QR code of the row's coupon link (GET getCouponQrCode?id=), shown and downloaded by the screen's dialog.
    r.action('qrCode', {
      permission: 'merchant_sub_merchant_qrcode',
      input: { kind: 'id', param: 'id' },
      when: { field: 'couponLink', notIn: [''] },
    }),
  ],
  fields: [
    r.text('shopName', { search: 'like', required: true, max: 255 }),
    r.text('shopId', { search: 'like', max: 255 }),
    r.text('subMerId', { search: 'like', max: 255 }),
    r.text('subMerName', { search: 'like', max: 255 }),
    r.text('settleAccount', { search: 'like', max: 255 }),
    r.text('couponLink', { max: 255, format: 'url' }),
    r.choice(
      'syncStatus',
      [
        { value: 0, label: 'syncStatus.none' },
        { value: 1, label: 'syncStatus.done' },
        { value: 2, label: 'syncStatus.failed' },
      ],
      { search: 'equal', readOnly: true, defaultValue: 0 },
    ),
    r.datetime('syncTime', { readOnly: true }),
    r.createTime(),
  ],
});

export type NhShopInfoRecord = RecordOfDefinition<typeof nhShopInfoResource>;
