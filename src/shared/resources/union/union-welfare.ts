import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'unionWelfare', {
  zh: {
    title: '工会福利',
    fields: {
      type: '福利类型',
      name: '福利名称',
      blessings: '祝福语',
      parValue: '面值',
      useScope: '使用范围',
      useRule: '使用规则',
      validDate: '有效期',
      validDateFrom: '有效期开始',
      validDateTo: '有效期截止',
      year: '年度',
      unexpired: '是否有效',
      totalCount: '发放人数',
      totalAmount: '发放总额',
      lastSendDate: '最近发放',
      tradeUnionId: '所属工会',
      cover: '封面',
    },
    unexpired: { valid: '未过期', expired: '已过期' },
    rules: {
      type: '请选择福利类型',
      name: '请输入福利名称',
      parValue: '请输入面值',
      validDate: '请选择有效期',
      year: '请输入年度',
    },
    actions: { goods: '适用商品' },
  },
  en: {
    title: 'Union welfare',
    fields: {
      type: 'Type',
      name: 'Welfare',
      blessings: 'Greeting',
      parValue: 'Face value',
      useScope: 'Where it is used',
      useRule: 'Rules of use',
      validDate: 'Valid',
      validDateFrom: 'Valid from',
      validDateTo: 'Valid to',
      year: 'Year',
      unexpired: 'Valid',
      totalCount: 'Members sent',
      totalAmount: 'Amount sent',
      lastSendDate: 'Last sent',
      tradeUnionId: 'Union',
      cover: 'Cover',
    },
    unexpired: { valid: 'Valid', expired: 'Expired' },
    rules: {
      type: 'Please choose the type',
      name: 'Please enter the name',
      parValue: 'Please enter the face value',
      validDate: 'Please choose the validity',
      year: 'Please enter the year',
    },
    actions: { goods: 'Goods' },
  },
});

/**
 * 工会福利 (`/union/welfare`, spec 001 §3 "Union welfare", dict `trade_union_welfare_type`): a coupon of a face
 * value a union sends to its members. `unexpired`, `totalCount`, `totalAmount` and `lastSendDate` are computed
 * from the clock and the welfare-user rows (modules/union/union-welfare.ts). The goods it may buy are linked with
 * `addWelfareGoods` / `delWelfareGoods`; `alreadyList` lists them and `goodsList` the on-sale products still to add.
 */
export const unionWelfareResource = r.define({
  menu: '/union/welfare',
  endpoint: '/blade-tradeUnion/tradeUnionWelfare',
  table: 'trade_union_welfare',
  ...TENANT_ENTITY,
  permission: 'union_welfare',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.dict('type', 'trade_union_welfare_type', { search: 'equal', required: true }),
    r.text('name', { search: 'like', required: true, max: 64 }),
    r.reference('tradeUnionId', 'tradeUnion', 'name', { search: 'equal' }),
    r.money('parValue', { required: true, min: 0.01, table: { width: 90 } }),
    r.text('blessings', { max: 100, table: false }),
    r.textarea('useScope', { max: 255, table: false }),
    r.textarea('useRule', { max: 500, table: false }),
    r.dateRange('validDate', 'validDateFrom', 'validDateTo', { required: true }),
    r.integer('year', { search: 'equal', required: true, min: 2000, max: 2100, table: { width: 80 } }),
    r.image('cover', { table: false }),
    r.flag('unexpired', {
      onLabel: 'unexpired.valid',
      offLabel: 'unexpired.expired',
      virtual: true,
      readOnly: true,
      form: false,
      table: { width: 90 },
    }),
    r.integer('totalCount', { virtual: true, readOnly: true, form: false, table: { width: 90 } }),
    r.money('totalAmount', { virtual: true, readOnly: true, form: false, table: { width: 100 } }),
    r.datetime('lastSendDate', { readOnly: true, form: false }),
    r.createTime(),
  ],
});

export type UnionWelfareRecord = RecordOfDefinition<typeof unionWelfareResource>;

/** The label of the 适用商品 row button (screens/union/union-welfare). */
export const unionWelfareGoodsKey = r.key('actions.goods');
