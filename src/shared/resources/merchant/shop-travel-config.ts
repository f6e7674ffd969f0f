import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { SAVE_UPDATE_VERBS } from '../types';
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

const r = resource('merchant', 'shopTravelConfig', {
  zh: {
    title: '商户文旅配置',
    fields: {
      shopId: '所属商户',
      configType: '配置类型',
      title: '配置标题',
      cover: '封面',
      content: '配置内容',
      putaway: '上架状态',
      ...AUDIT_TEXTS_ZH,
    },
    configType: { scenic: '景点介绍', route: '游玩路线', hotel: '住宿推荐', food: '特色美食' },
    putaway: { on: '已上架', off: '未上架' },
    auditStatus: AUDIT_STATES_ZH,
    history: AUDIT_HISTORY_ZH,
    rules: { ...AUDIT_RULES_ZH, title: '请输入配置标题', putawayPending: '审核通过后才能上架' },
    actions: { audit: '审核', putaway: '上架/下架' },
  },
  en: {
    title: 'Merchant travel config',
    fields: {
      shopId: 'Merchant',
      configType: 'Type',
      title: 'Title',
      cover: 'Cover',
      content: 'Content',
      putaway: 'Listing',
      ...AUDIT_TEXTS_EN,
    },
    configType: { scenic: 'Sights', route: 'Routes', hotel: 'Stays', food: 'Local food' },
    putaway: { on: 'Listed', off: 'Unlisted' },
    auditStatus: AUDIT_STATES_EN,
    history: AUDIT_HISTORY_EN,
    rules: { ...AUDIT_RULES_EN, title: 'Please enter the title', putawayPending: 'Only a passed config can be listed' },
    actions: { audit: 'Review', putaway: 'List/unlist' },
  },
});

/**
 * The culture-tourism pages merchants write for the app (`/merchant/travel-config`, `blade-shop/shopTravelConfig`):
 * `selectTravelPage` lists them (by `configType`), `getDataCount?configType=` counts them per review state,
 * `update` edits one (an edited config goes back to review and off the shelf), `audit` passes or rejects it with a
 * reason, and the put-away switch lists a passed one (modules/merchant/shop-travel-config.ts; spec 001 §4 leaves the
 * states unsaid). Merchants add them from the merchant app, so the screen has no add.
 */
export const shopTravelConfigResource = r.define({
  menu: '/merchant/travel-config',
  endpoint: '/blade-shop/shopTravelConfig',
  verbs: { ...SAVE_UPDATE_VERBS, remove: null },
  table: 'shop_travel_config',
  ...TENANT_ENTITY,
  permission: 'merchant_travel_config',
  noAdd: true,
  actions: [
    auditTransition(r, 'merchant_travel_config_audit'),
    r.toggle('putaway', 'putaway', { permission: 'merchant_travel_config_edit', path: 'putaway' }),
  ],
  fields: [
    r.reference('shopId', 'merchantInfo', 'name', { search: 'equal', readOnlyOnEdit: true, table: { width: 160 } }),
    r.choice(
      'configType',
      [
        { value: 1, label: 'configType.scenic' },
        { value: 2, label: 'configType.route' },
        { value: 3, label: 'configType.hotel' },
        { value: 4, label: 'configType.food' },
      ],
      { search: 'equal', readOnlyOnEdit: true, table: { width: 100 } },
    ),
    r.text('title', { search: 'like', required: true, max: 100, table: { width: 200 } }),
    r.image('cover', { table: { width: 90 } }),
    r.richText('content', { table: false, form: { span: 24 } }),
    r.flag('putaway', {
      onLabel: 'putaway.on',
      offLabel: 'putaway.off',
      search: 'equal',
      readOnly: true,
      defaultValue: 0,
      toggle: 'putaway',
      toggleBothWays: true,
      table: { width: 90 },
    }),
    ...auditFields(r),
    r.createTime(),
  ],
});

export type ShopTravelConfigRecord = RecordOfDefinition<typeof shopTravelConfigResource>;
