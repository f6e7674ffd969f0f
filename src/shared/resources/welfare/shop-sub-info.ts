import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'shopSubInfo', {
  zh: {
    title: '活动参与商户',
    fields: { actId: '所属活动', shopId: '参与商户', quota: '核销额度(张)', isEnable: '启用状态' },
    rules: { actId: '请选择所属活动', shopId: '请选择参与商户', shopTaken: '该商户已参与此活动' },
  },
  en: {
    title: 'Campaign merchants',
    fields: { actId: 'Campaign', shopId: 'Merchant', quota: 'Redemption quota (coupons)', isEnable: 'Enabled' },
    rules: {
      actId: 'Please choose the campaign',
      shopId: 'Please choose the merchant',
      shopTaken: 'This merchant already takes part in the campaign',
    },
  },
});

/**
 * The merchants taking part in a welfare campaign (`blade-order/shopSubInfo`, standard set; spec 002 §7 names the
 * call and nothing more). One row per campaign and merchant, with how many of the campaign's coupons the merchant
 * may redeem (empty: no cap). It has no menu of its own: holders of the campaign screen's codes manage it.
 */
export const shopSubInfoResource = r.define({
  endpoint: '/blade-order/shopSubInfo',
  table: 'shop_sub_info',
  ...TENANT_ENTITY,
  permission: 'welfare_campaign',
  fields: [
    r.reference('actId', 'welfareAct', 'name', { search: 'equal', required: true }),
    r.reference('shopId', 'merchantInfo', 'name', { search: 'equal', required: true }),
    r.integer('quota', { min: 0, max: 10000000 }),
    r.status('isEnable', { search: 'equal', defaultValue: 1 }),
    r.remark(),
    r.createTime(),
  ],
});

export type ShopSubInfoRecord = RecordOfDefinition<typeof shopSubInfoResource>;
