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

const r = resource('merchant', 'circle', {
  zh: {
    title: '旅行圈',
    fields: {
      userName: '发布人',
      content: '内容',
      images: '图片',
      productId: '关联商品',
      location: '发布位置',
      likeNum: '点赞数',
      isShield: '是否屏蔽',
      createTime: '发布时间',
      ...AUDIT_TEXTS_ZH,
    },
    isShield: { shielded: '已屏蔽', shown: '展示中' },
    auditStatus: AUDIT_STATES_ZH,
    history: AUDIT_HISTORY_ZH,
    rules: { ...AUDIT_RULES_ZH },
    actions: { audit: '审核', updateShield: '屏蔽/取消屏蔽' },
  },
  en: {
    title: 'Travel circle',
    fields: {
      userName: 'Author',
      content: 'Content',
      images: 'Images',
      productId: 'Linked product',
      location: 'Posted from',
      likeNum: 'Likes',
      isShield: 'Shielded',
      createTime: 'Posted',
      ...AUDIT_TEXTS_EN,
    },
    isShield: { shielded: 'Shielded', shown: 'Shown' },
    auditStatus: AUDIT_STATES_EN,
    history: AUDIT_HISTORY_EN,
    rules: { ...AUDIT_RULES_EN },
    actions: { audit: 'Review', updateShield: 'Shield/unshield' },
  },
});

/**
 * Travel-circle posts from the app (`/merchant/travel-circle`, `circle`: `page`, `detail`, `remove`,
 * `updateShield (id, isShield)`, `audit`, `updateCircle/{id}` the operator's correction of a post's text and linked
 * product, `product/allProduct` the products a post may link: passed and on sale). A post shows in the app once
 * passed and while not shielded (spec 001 §4 leaves the values unsaid: audit 0/1/2, shield 0/1).
 */
export const circleResource = r.define({
  menu: '/merchant/travel-circle',
  endpoint: '/blade-merchant-product/circle',
  verbs: { ...STANDARD_VERBS, list: 'page' },
  table: 'travel_circle',
  ...TENANT_ENTITY,
  permission: 'travel_circle',
  readOnly: true,
  actions: [
    auditTransition(r, 'travel_circle_audit'),
    r.toggle('updateShield', 'isShield', { permission: 'travel_circle_shield' }),
  ],
  fields: [
    r.text('userName', { search: 'like', table: { width: 120 } }),
    r.textarea('content', { search: 'like', max: 2000, table: { width: 280 }, form: { span: 24 } }),
    r.images('images', { max: 9, table: { width: 200 } }),
    r.reference('productId', 'product', 'name', { table: { width: 160 } }),
    r.text('location', { max: 100, table: { width: 140, hidden: true } }),
    r.integer('likeNum', { min: 0, defaultValue: 0, readOnly: true, table: { width: 80 } }),
    r.flag('isShield', {
      onLabel: 'isShield.shielded',
      offLabel: 'isShield.shown',
      search: 'equal',
      defaultValue: 0,
      readOnly: true,
      toggle: 'updateShield',
      toggleBothWays: true,
      table: { width: 100 },
    }),
    ...auditFields(r),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type CircleRecord = RecordOfDefinition<typeof circleResource>;
