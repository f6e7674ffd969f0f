import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('welfare', 'welfareUser', {
  zh: {
    title: '领用统计',
    fields: {
      userId: '用户',
      userName: '用户昵称',
      shopWelfareId: '优惠券',
      receiveTime: '领取时间',
      use: '使用状态',
      useTime: '使用时间',
      orderId: '使用订单',
      validDate: '有效期至',
      unexpired: '是否过期',
    },
    use: { unused: '未使用', used: '已使用' },
    unexpired: { valid: '有效', expired: '已过期' },
    figures: {
      receiveCnt: '已领取(张)',
      usedCnt: '已使用(张)',
      unusedCnt: '未使用(张)',
      expiredCnt: '已过期(张)',
      usedAmount: '抵扣金额(元)',
    },
    series: { usedCnt: '已使用', unusedCnt: '未使用', expiredCnt: '已过期' },
    loading: '统计中',
  },
  en: {
    title: 'Welfare statistics',
    fields: {
      userId: 'User',
      userName: 'User',
      shopWelfareId: 'Coupon',
      receiveTime: 'Claimed',
      use: 'Use',
      useTime: 'Used',
      orderId: 'Order',
      validDate: 'Valid until',
      unexpired: 'Expiry',
    },
    use: { unused: 'Unused', used: 'Used' },
    unexpired: { valid: 'Valid', expired: 'Expired' },
    figures: {
      receiveCnt: 'Claimed',
      usedCnt: 'Used',
      unusedCnt: 'Unused',
      expiredCnt: 'Expired',
      usedAmount: 'Deducted (yuan)',
    },
    series: { usedCnt: 'Used', unusedCnt: 'Unused', expiredCnt: 'Expired' },
    loading: 'Counting',
  },
});

/**
 * Who claimed which coupon (`/welfare/statistics`, `blade-order/shopWelfareUser`; spec 001 §3 "Shop welfare use"):
 * `detailList` pages the claims (by coupon, used or not, expired or not), `detailList51` the claims of the current
 * campaign's coupons, `statistics51` the figures per coupon (claimed, used, unused, expired, deducted amount)
 * and the chart's series (modules/welfare/welfare-user.ts). The app writes the claims; the screen only reads.
 * A claim past its `validDate` and unused counts as expired whatever `unexpired` says, so the figures never lag a
 * nightly job.
 */
export const welfareUserResource = r.define({
  menu: '/welfare/statistics',
  endpoint: '/blade-order/shopWelfareUser',
  // `detailList` answers the same list (modules/welfare/welfare-user.ts): a one-segment verb is `list` or `page`.
  verbs: { ...STANDARD_VERBS, remove: null },
  table: 'shop_welfare_user',
  ...TENANT_ENTITY,
  permission: 'welfare_statistics',
  readOnly: true,
  export: true,
  defaultSort: [{ field: 'receiveTime', order: 'desc' }],
  fields: [
    r.reference('shopWelfareId', 'coupon', 'name', { search: 'equal', table: { width: 180 } }),
    r.text('userId', { search: 'equal', table: { width: 160 } }),
    r.text('userName', { search: 'like', table: { width: 120 } }),
    r.datetime('receiveTime', { sortable: true, table: { width: 170 } }),
    r.choice(
      'use',
      [
        { value: 0, label: 'use.unused' },
        { value: 1, label: 'use.used' },
      ],
      { column: 'use_status', search: 'equal', table: { width: 90 } },
    ),
    r.datetime('useTime', { table: { width: 170 } }),
    r.text('orderId', { search: 'like', table: { width: 180 } }),
    r.date('validDate', { table: { width: 120 } }),
    r.choice(
      'unexpired',
      [
        { value: 1, label: 'unexpired.valid' },
        { value: 0, label: 'unexpired.expired' },
      ],
      { search: 'equal', table: { width: 90 } },
    ),
    r.createTime(),
  ],
});

export type WelfareUserRecord = RecordOfDefinition<typeof welfareUserResource>;
