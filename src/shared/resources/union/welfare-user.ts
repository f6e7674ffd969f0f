import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'unionWelfareUser', {
  zh: {
    title: '福利用户',
    fields: {
      welfareId: '福利',
      userId: '会员',
      tradeUnionId: '所属工会',
      amount: '福利金额',
      notUse: '未使用',
      used: '已使用',
      usedTime: '最近使用',
      useStatus: '使用状态',
      validDateTo: '有效期截止',
    },
    useStatus: { unused: '未使用', inUse: '使用中', usedUp: '已用完', expired: '已过期' },
    rules: { welfareId: '请选择福利', userId: '请选择会员' },
  },
  en: {
    title: 'Welfare users',
    fields: {
      welfareId: 'Welfare',
      userId: 'Member',
      tradeUnionId: 'Union',
      amount: 'Amount',
      notUse: 'Not used',
      used: 'Used',
      usedTime: 'Last used',
      useStatus: 'Use status',
      validDateTo: 'Valid to',
    },
    useStatus: { unused: 'Unused', inUse: 'In use', usedUp: 'Used up', expired: 'Expired' },
    rules: { welfareId: 'Please choose the welfare', userId: 'Please choose the member' },
  },
});

/**
 * 福利用户 (`/union/welfare-user`, spec 001 §3 "Trade-union welfare user"): one welfare held by one member with
 * its balance. `useStatus` is 0 unused (nothing used), 1 in use, 2 used up (nothing left), 3 expired once the
 * welfare's `validDateTo` has passed with a balance left; it is computed at every read from the amounts and the
 * clock (modules/union/welfare-user.ts), never a stale stored value. Rows are made by sending a welfare
 * (`tradeUnionUserinfo/welfareUserSend`, `welfareUserSendIdCards`) and removed with `delUserWelfare`.
 */
export const unionWelfareUserResource = r.define({
  menu: '/union/welfare-user',
  endpoint: '/blade-tradeUnion/tradeUnionWelfareUser',
  table: 'trade_union_welfare_user',
  ...TENANT_ENTITY,
  permission: 'union_welfare_user',
  noAdd: true,
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.reference('welfareId', 'unionWelfare', 'name', { search: 'equal', required: true, readOnlyOnEdit: true }),
    r.reference('userId', 'unionMember', 'realName', { search: 'equal', required: true, readOnlyOnEdit: true }),
    r.reference('tradeUnionId', 'tradeUnion', 'name', { search: 'equal', readOnly: true }),
    r.money('amount', { readOnly: true, table: { width: 90 } }),
    r.money('notUse', { readOnly: true, table: { width: 90 } }),
    r.money('used', { readOnly: true, table: { width: 90 } }),
    r.datetime('usedTime', { readOnly: true }),
    r.choice(
      'useStatus',
      [
        { value: 0, label: 'useStatus.unused' },
        { value: 1, label: 'useStatus.inUse' },
        { value: 2, label: 'useStatus.usedUp' },
        { value: 3, label: 'useStatus.expired' },
      ],
      { virtual: true, search: 'equal', readOnly: true, form: false, table: { width: 90 } },
    ),
    r.date('validDateTo', { virtual: true, readOnly: true, form: false }),
    r.remark(),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type UnionWelfareUserRecord = RecordOfDefinition<typeof unionWelfareUserResource>;
