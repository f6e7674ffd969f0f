import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'evaluate', {
  zh: {
    title: '订单评价',
    fields: {
      objId: '评价对象',
      objName: '评价对象名称',
      orderId: '订单号',
      userName: '用户',
      score: '评分',
      content: '评价内容',
      images: '评价图片',
      reply: '商家回复',
      replyTime: '回复时间',
      isShow: '是否展示',
      createTime: '评价时间',
    },
    rules: { score: '请选择评分', reply: '请输入回复内容' },
    actions: { reply: '回复' },
  },
  en: {
    title: 'Order reviews',
    fields: {
      objId: 'Reviewed item',
      objName: 'Reviewed item',
      orderId: 'Order',
      userName: 'User',
      score: 'Score',
      content: 'Review',
      images: 'Photos',
      reply: 'Reply',
      replyTime: 'Replied',
      isShow: 'Shown',
      createTime: 'Reviewed',
    },
    rules: { score: 'Please choose the score', reply: 'Please enter the reply' },
    actions: { reply: 'Reply' },
  },
});

/**
 * Reviews of orders (`/order/evaluate`, `blade-order/evaluate`: list, detail, remove, submit,
 * `getEvaluateDataForPc?objId=` the score summary of one product or merchant, `customUpdate?type=` 1 the reply,
 * 2 shown or hidden; modules/welfare/evaluate.ts). Users write them in the app, so the screen has no add; the
 * operator replies, hides or removes one.
 */
export const evaluateResource = r.define({
  menu: '/order/evaluate',
  endpoint: '/blade-order/evaluate',
  table: 'order_evaluate',
  ...TENANT_ENTITY,
  permission: 'order_evaluate',
  noAdd: true,
  actions: [
    r.action('reply', {
      permission: 'order_evaluate_reply',
      path: 'customUpdate',
      input: { kind: 'body' },
      effect: { kind: 'hook' },
    }),
  ],
  fields: [
    r.text('objId', { search: 'equal', readOnly: true, table: false, form: false }),
    r.text('objName', { search: 'like', readOnly: true, table: { width: 180 } }),
    r.text('orderId', { search: 'like', readOnly: true, table: { width: 180 } }),
    r.text('userName', { search: 'like', readOnly: true, table: { width: 110 } }),
    r.integer('score', { search: 'equal', required: true, min: 1, max: 5, table: { width: 70 } }),
    r.textarea('content', { readOnly: true, max: 1000, table: { width: 260 }, form: { span: 24 } }),
    r.images('images', { readOnly: true, table: { width: 160 } }),
    r.textarea('reply', { max: 500, table: { width: 220 }, form: { span: 24 } }),
    r.datetime('replyTime', { readOnly: true, table: { width: 170, hidden: true } }),
    r.flag('isShow', { search: 'equal', defaultValue: 1, toggle: true, table: { width: 90 } }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type EvaluateRecord = RecordOfDefinition<typeof evaluateResource>;
