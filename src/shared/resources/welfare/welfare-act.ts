import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'welfareAct', {
  zh: {
    title: '消费券活动',
    fields: {
      name: '活动名称',
      img: '活动图片',
      startTime: '开始时间',
      endTime: '结束时间',
      content: '活动说明',
      status: '启用状态',
    },
    rules: { name: '请输入活动名称', startTime: '请选择开始时间', endTime: '请选择结束时间' },
  },
  en: {
    title: 'Welfare campaigns',
    fields: {
      name: 'Campaign',
      img: 'Image',
      startTime: 'Starts',
      endTime: 'Ends',
      content: 'About',
      status: 'Enabled',
    },
    rules: {
      name: 'Please enter the campaign name',
      startTime: 'Please choose the start',
      endTime: 'Please choose the end',
    },
  },
});

/**
 * Consumption-coupon campaigns (`/welfare/campaign`, `blade-order/shopWelfareAct`): a campaign runs between its
 * start and end and is split into rounds and categories with their limits (`shopWelfareSetting`). A campaign
 * ending before it starts is refused, and one with rounds is not removed (modules/welfare/welfare-act.ts).
 */
export const welfareActResource = r.define({
  menu: '/welfare/campaign',
  endpoint: '/blade-order/shopWelfareAct',
  table: 'shop_welfare_act',
  ...TENANT_ENTITY,
  permission: 'welfare_campaign',
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 200 } }),
    r.image('img', { table: { width: 90 } }),
    r.datetime('startTime', { required: true, table: { width: 170 } }),
    r.datetime('endTime', { required: true, table: { width: 170 } }),
    r.textarea('content', { max: 2000, table: false, form: { span: 24 } }),
    r.status('status', { search: 'equal', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type WelfareActRecord = RecordOfDefinition<typeof welfareActResource>;
