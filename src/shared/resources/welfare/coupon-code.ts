import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import { QR_TEXTS_EN, QR_TEXTS_ZH } from '../qr-texts';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'couponCode', {
  zh: {
    title: '券码记录',
    fields: {
      shopWelfareId: '优惠券',
      code: '券码',
      userId: '领取用户',
      receiveTime: '领取时间',
      useStatus: '使用状态',
      useTime: '使用时间',
      orderId: '使用订单',
    },
    useStatus: { unused: '未使用', used: '已使用' },
    actions: { qrCode: '券码二维码' },
    qr: { ...QR_TEXTS_ZH, title: '券码二维码' },
    rules: { shopWelfareId: '请选择优惠券', code: '请输入券码', codeFormat: '券码为6至32位字母或数字' },
  },
  en: {
    title: 'Coupon codes',
    fields: {
      shopWelfareId: 'Coupon',
      code: 'Code',
      userId: 'Claimed by',
      receiveTime: 'Claimed',
      useStatus: 'Use',
      useTime: 'Used',
      orderId: 'Order',
    },
    useStatus: { unused: 'Unused', used: 'Used' },
    actions: { qrCode: 'Code QR' },
    qr: { ...QR_TEXTS_EN, title: 'Coupon code QR' },
    rules: {
      shopWelfareId: 'Please choose the coupon',
      code: 'Please enter the code',
      codeFormat: 'A code is 6 to 32 letters or digits',
    },
  },
});

/**
 * The codes of offline coupons (`/welfare/coupon-code`, `blade-shop/couponCodesRecords`: `page`, `getRecordsById`
 * the codes of one coupon, `remove`, `submit`). A code is unique in the tenant; a used code is not removed
 * (modules/welfare/coupon-code.ts).
 */
export const couponCodeResource = r.define({
  menu: '/welfare/coupon-code',
  endpoint: '/blade-shop/couponCodesRecords',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'coupon_codes_record',
  ...TENANT_ENTITY,
  permission: 'welfare_coupon_code',
  noAdd: true,
  actions: [
    // The code's QR on a poster template (GET getCouponQrCode/template[/new]?id=&templateId=), drawn by the screen.
    r.action('qrCode', { permission: 'welfare_coupon_code_qrcode', input: { kind: 'id', param: 'id' } }),
  ],
  fields: [
    r.reference('shopWelfareId', 'coupon', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.text('code', {
      search: 'like',
      required: true,
      unique: 'rules.code',
      rules: [{ kind: 'pattern', pattern: '^[A-Za-z0-9]{6,32}$', message: 'rules.codeFormat' }],
      table: { width: 180 },
    }),
    r.text('userId', { search: 'equal', readOnly: true, table: { width: 160 } }),
    r.datetime('receiveTime', { readOnly: true, table: { width: 170 } }),
    r.choice(
      'useStatus',
      [
        { value: 0, label: 'useStatus.unused' },
        { value: 1, label: 'useStatus.used' },
      ],
      { search: 'equal', readOnly: true, defaultValue: 0, table: { width: 90 } },
    ),
    r.datetime('useTime', { readOnly: true, table: { width: 170 } }),
    r.text('orderId', { readOnly: true, table: { width: 180 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type CouponCodeRecord = RecordOfDefinition<typeof couponCodeResource>;
