import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('merchant', 'comment', {
  zh: {
    title: '商品评价',
    fields: {
      name: '用户昵称',
      orderId: '订单号',
      merchantId: '商户',
      merchantName: '商户名称',
      productId: '商品',
      productName: '商品名称',
      img: '评价图片',
      rating: '评分',
      comment: '评价内容',
      isAnonymity: '匿名评价',
      isShield: '是否屏蔽',
      createTime: '评价时间',
    },
    isShield: { shielded: '已屏蔽', shown: '展示中' },
    actions: { updateShield: '屏蔽/取消屏蔽', batchShield: '批量屏蔽' },
  },
  en: {
    title: 'Product reviews',
    fields: {
      name: 'User',
      orderId: 'Order',
      merchantId: 'Merchant',
      merchantName: 'Merchant',
      productId: 'Product',
      productName: 'Product',
      img: 'Photos',
      rating: 'Rating',
      comment: 'Review',
      isAnonymity: 'Anonymous',
      isShield: 'Shielded',
      createTime: 'Reviewed',
    },
    isShield: { shielded: 'Shielded', shown: 'Shown' },
    actions: { updateShield: 'Shield/unshield', batchShield: 'Shield selected' },
  },
});

/**
 * Reviews of products written in the app (`/merchant/comment`, `comment`: `page`, `updateShield (id, isShield)`,
 * `batchShield?ids=`). Read-only here (spec 001 §2, §6): the operator only shields a review (hidden from the app)
 * or shows it again. A batch shield shields every chosen review (modules/merchant/comment.ts).
 */
export const commentResource = r.define({
  menu: '/merchant/comment',
  endpoint: '/blade-merchant-product/comment',
  // Read-only: `submit` answers the engine's refusal; the contract has no remove.
  verbs: { ...STANDARD_VERBS, list: 'page', remove: null },
  table: 'merchant_comment',
  ...TENANT_ENTITY,
  permission: 'product_comment',
  readOnly: true,
  actions: [
    r.toggle('updateShield', 'isShield', { permission: 'product_comment_shield' }),
    r.action('batchShield', {
      permission: 'product_comment_shield',
      placement: 'toolbar',
      confirm: true,
      effect: { kind: 'hook' },
    }),
  ],
  fields: [
    r.text('name', { search: 'like', table: { width: 120 } }),
    r.text('orderId', { search: 'like', table: { width: 180 } }),
    r.text('merchantId', { search: 'equal', table: false, form: false }),
    r.text('merchantName', { search: 'like', table: { width: 160 } }),
    r.text('productId', { search: 'equal', table: false, form: false }),
    r.text('productName', { search: 'like', table: { width: 180 } }),
    r.integer('rating', { search: 'equal', min: 1, max: 5, table: { width: 70 } }),
    r.textarea('comment', { table: { width: 260 }, form: { span: 24 } }),
    r.images('img', { table: { width: 160 } }),
    r.flag('isAnonymity', { table: { width: 90 } }),
    r.flag('isShield', {
      onLabel: 'isShield.shielded',
      offLabel: 'isShield.shown',
      search: 'equal',
      defaultValue: 0,
      toggle: 'updateShield',
      toggleBothWays: true,
      table: { width: 100 },
    }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type CommentRecord = RecordOfDefinition<typeof commentResource>;
