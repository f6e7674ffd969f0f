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
    send: {
      action: '发放福利',
      title: '发放工会福利',
      welfare: '福利',
      mode: '发放对象',
      byUnion: '工会全体会员',
      byIdCards: '按身份证号名单',
      union: '工会',
      idCards: '身份证号（每行一个，或用逗号分隔）',
      checked: '共{{total}}个号码，其中{{invalid}}个不符合身份证号规则（仍会记入导入日志）',
      submit: '发放',
      done: '发放完成：共{{total}}人，成功{{ok}}人，失败{{failed}}人',
      log: '导入日志',
      idCard: '身份证号',
      name: '姓名',
      result: '结果',
      ok: '成功',
      close: '关闭',
      loading: '加载中',
      byMembers: '选择会员',
      memberName: '姓名',
      allUnions: '全部工会',
      members: '会员列表',
      noMembers: '没有符合条件的会员',
      pickPage: '选中本页',
      picked: '已选{{count}}人',
      pickAll: '选中全部搜索结果（{{total}}人）',
      clearPicks: '清空已选',
      reading: '正在读取会员：{{done}} / {{total}}',
      pickLimit: '单次最多发放{{max}}人，超出的会员未选中',
      atomic: '一次发放在一个事务中完成：全部写入，或出错时一条也不写入。',
      sending: '正在发放给{{count}}名会员，请稍候…',
      failedNothing: '发放失败，未写入任何记录：{{msg}}',
      failures: '未发放的会员',
      reason: '原因',
      failuresMore: '另有{{count}}人未列出',
    },
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
    send: {
      action: 'Send welfare',
      title: 'Send a union welfare',
      welfare: 'Welfare',
      mode: 'Send to',
      byUnion: 'Every member of a union',
      byIdCards: 'A list of citizen ID numbers',
      union: 'Union',
      idCards: 'Citizen ID numbers (one per line, or comma-separated)',
      checked: '{{total}} numbers, {{invalid}} of them fail the citizen-ID rules (they are still logged)',
      submit: 'Send',
      done: 'Sent: {{total}} members, {{ok}} succeeded, {{failed}} failed',
      log: 'Import log',
      idCard: 'Citizen ID',
      name: 'Name',
      result: 'Result',
      ok: 'Succeeded',
      close: 'Close',
      loading: 'Loading',
      byMembers: 'Members I pick',
      memberName: 'Name',
      allUnions: 'All unions',
      members: 'Members',
      noMembers: 'No member matches',
      pickPage: 'Pick this page',
      picked: '{{count}} picked',
      pickAll: 'Pick every result ({{total}})',
      clearPicks: 'Clear picks',
      reading: 'Reading members: {{done}} / {{total}}',
      pickLimit: 'One send takes at most {{max}} members; the rest were not picked',
      atomic: 'A send is one transaction: everything is written, or on an error nothing is.',
      sending: 'Sending to {{count}} members, please wait…',
      failedNothing: 'The send failed and nothing was written: {{msg}}',
      failures: 'Members not reached',
      reason: 'Reason',
      failuresMore: '{{count}} more not listed',
    },
  },
});

type SendText =
  | 'action'
  | 'title'
  | 'welfare'
  | 'mode'
  | 'byUnion'
  | 'byIdCards'
  | 'union'
  | 'idCards'
  | 'checked'
  | 'submit'
  | 'done'
  | 'log'
  | 'idCard'
  | 'name'
  | 'result'
  | 'ok'
  | 'close'
  | 'loading'
  | 'byMembers'
  | 'memberName'
  | 'allUnions'
  | 'members'
  | 'noMembers'
  | 'pickPage'
  | 'picked'
  | 'pickAll'
  | 'clearPicks'
  | 'reading'
  | 'pickLimit'
  | 'atomic'
  | 'sending'
  | 'failedNothing'
  | 'failures'
  | 'reason'
  | 'failuresMore';
/** The texts of the welfare send dialog (screens/union/union-welfare-user). */
export const unionWelfareSendKey = (name: SendText) => r.key(`send.${name}`);

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
