import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'fusionChannel', {
  zh: {
    title: '销售渠道',
    fields: {
      name: '渠道名称',
      code: '渠道编码',
      region: '渠道区域',
      isEnable: '启用状态',
    },
    rules: { codeTaken: '该渠道编码已存在' },
  },
  en: {
    title: 'Sales channels',
    fields: {
      name: 'Channel',
      code: 'Code',
      region: 'Region',
      isEnable: 'Enabled',
    },
    rules: { codeTaken: 'A channel with this code exists' },
  },
});

/**
 * 销售渠道 (`/merchant/channel`): the rows of `fusion_channel` at `/blade-merchant-product/fusionChannel`.
 * The channels products are sold through (the app, mini programs, partner platforms), each with a unique code
 * the orders carry, and the county it serves (dict `fusion_region`, keyed by county code).
 */
export const fusionChannelResource = r.define({
  menu: '/merchant/channel',
  endpoint: '/blade-merchant-product/fusionChannel',
  table: 'fusion_channel',
  ...TENANT_ENTITY,
  permission: 'merchant_channel',
  fields: [
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 180 } }),
    r.text('code', { search: 'like', required: true, max: 32, unique: 'rules.codeTaken', table: { width: 140 } }),
    r.dict('region', 'fusion_region', { valueType: 'string', search: 'equal', table: { width: 140 } }),
    r.sort({ table: { width: 80 } }),
    r.status('isEnable', { search: 'equal', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type FusionChannelRecord = RecordOfDefinition<typeof fusionChannelResource>;
