import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'tradeUnion', {
  zh: {
    title: '工会列表',
    groups: { basic: '工会信息', figures: '会员与福利' },
    fields: {
      name: '工会名称',
      bizUser: '业务联系人',
      bizUserTel: '联系电话',
      head: '负责人',
      headTel: '负责人电话',
      addr: '工会地址',
      district: '所属县市',
      districtShow: '所属县市',
      town: '所属乡镇',
      vip: '会员人数',
      welfareCount: '福利发放数',
      welfareAmount: '福利总额',
      welfareUsed: '已使用',
      welfareNotUsed: '未使用',
    },
    rules: {
      name: '请输入工会名称',
      bizUser: '请输入业务联系人',
      bizUserTel: '请输入联系电话',
      head: '请输入负责人',
      headTel: '请输入负责人电话',
      addr: '请输入工会地址',
      district: '请选择所属县市',
      town: '请选择所属乡镇',
    },
  },
  en: {
    title: 'Trade unions',
    groups: { basic: 'Union', figures: 'Members and welfare' },
    fields: {
      name: 'Union',
      bizUser: 'Business contact',
      bizUserTel: 'Contact phone',
      head: 'Head',
      headTel: 'Head phone',
      addr: 'Address',
      district: 'County',
      districtShow: 'County',
      town: 'Town',
      vip: 'Members',
      welfareCount: 'Welfare sent',
      welfareAmount: 'Welfare amount',
      welfareUsed: 'Used',
      welfareNotUsed: 'Not used',
    },
    rules: {
      name: 'Please enter the union name',
      bizUser: 'Please enter the business contact',
      bizUserTel: 'Please enter the contact phone',
      head: 'Please enter the head',
      headTel: "Please enter the head's phone",
      addr: 'Please enter the address',
      district: 'Please choose the county',
      town: 'Please choose the town',
    },
  },
});

const basic = { group: 'groups.basic' } as const;
const figure = { virtual: true, readOnly: true, form: false, table: { width: 100 } } as const;

/**
 * 工会列表 (`/union/list`, spec 001 §3 "Trade union"): a county's or town's union with its contacts. Written through
 * `tradeUnionUserinfo` (`tradeUnionList`, `detail`, `submitTradeUnion` adds, `updateTradeUnion` edits,
 * `removeTradeUnion`); `tradeUnion/list` answers the same list and `tradeUnion/getStatics` the welfare figures.
 * The member count and the welfare figures (count, amount, used, not used) are computed from the member and
 * welfare-user rows at every read (modules/union/trade-union.ts), never stored.
 */
export const tradeUnionResource = r.define({
  menu: '/union/list',
  endpoint: '/blade-tradeUnion',
  verbs: {
    list: 'tradeUnionUserinfo/tradeUnionList',
    detail: 'tradeUnionUserinfo/detail',
    submit: null,
    save: 'tradeUnionUserinfo/submitTradeUnion',
    update: 'tradeUnionUserinfo/updateTradeUnion',
    remove: 'tradeUnionUserinfo/removeTradeUnion',
    removeParam: 'ids',
  },
  table: 'trade_union',
  ...TENANT_ENTITY,
  permission: 'union_list',
  export: true,
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, form: basic }),
    r.text('bizUser', { required: true, max: 32, form: basic }),
    r.text('bizUserTel', { required: true, format: 'mobile', form: basic }),
    r.text('head', { required: true, max: 32, form: basic }),
    r.text('headTel', { required: true, format: 'mobile', form: basic }),
    r.text('addr', { required: true, max: 255, table: false, form: { ...basic, span: 24 } }),
    r.region('district', { required: true, levels: [3], form: basic, table: false }),
    r.text('districtShow', { readOnly: true, form: false, table: { width: 110 } }),
    r.region('town', { required: true, levels: [4], form: basic, table: { width: 140 } }),
    r.integer('vip', figure),
    r.integer('welfareCount', figure),
    r.money('welfareAmount', figure),
    r.money('welfareUsed', figure),
    r.money('welfareNotUsed', figure),
    r.createTime(),
  ],
});

export type TradeUnionRecord = RecordOfDefinition<typeof tradeUnionResource>;
