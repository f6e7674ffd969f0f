import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import { areaSearchField } from '../order/area-search';
import type { RecordOfDefinition } from '../record-type';

const r = resource('member', 'member', {
  zh: {
    title: '会员列表',
    groups: { basic: '基础信息', region: '所在区域' },
    fields: {
      nickName: '会员昵称',
      realName: '真实姓名',
      phone: '手机号码',
      sex: '性别',
      birthday: '出生日期',
      townCode: '所在乡镇',
      areaCode: '所属区域',
      districtName: '所在县市',
      townName: '所在乡镇',
      regionName: '客源地',
      isUnionMember: '工会会员',
      registerTime: '注册时间',
      status: '会员状态',
      createTime: '创建时间',
    },
    rules: { nickName: '请输入会员昵称', phone: '请输入手机号码', townCode: '请选择所在乡镇' },
    sex: { unknown: '未知', male: '男', female: '女' },
    status: { normal: '正常', disabled: '停用' },
  },
  en: {
    title: 'Members',
    groups: { basic: 'Basics', region: 'Region' },
    fields: {
      nickName: 'Nickname',
      realName: 'Real name',
      phone: 'Mobile number',
      sex: 'Sex',
      birthday: 'Birthday',
      townCode: 'Town',
      areaCode: 'Region',
      districtName: 'County',
      townName: 'Town',
      regionName: 'Home region',
      isUnionMember: 'Union member',
      registerTime: 'Registered',
      status: 'Status',
      createTime: 'Created',
    },
    rules: {
      nickName: 'Please enter the nickname',
      phone: 'Please enter the mobile number',
      townCode: 'Please choose the town',
    },
    sex: { unknown: 'Unknown', male: 'Male', female: 'Female' },
    status: { normal: 'Active', disabled: 'Disabled' },
  },
});

const basic = { group: 'groups.basic' } as const;
const region = { group: 'groups.region' } as const;

/**
 * The member list (`/member/list`, spec 002 §7 `/blade-member/member`: standard plus `page`): the consumer
 * app's members of `app_member` (spec 002 §3 "Member"), the same rows the big-data board counts as registered
 * users. Operators may add a member (one who registered at a service desk), correct a profile and soft-delete one;
 * every such write moves the board's member figures at once through the roll-up triggers of migration 014.
 * Register time is set by the server on add; the county and prefecture (`city_code`, `district_code`) follow the
 * chosen town, and their names are joined from blade_region. The status (1 normal, 2 disabled) changes by the
 * status calls of a later issue, not by editing.
 */
export const memberResource = r.define({
  menu: '/member/list',
  endpoint: '/blade-member/member',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'app_member',
  ...TENANT_ENTITY,
  permission: 'member_list',
  export: true,
  defaultSort: [{ field: 'registerTime', order: 'desc' }],
  fields: [
    r.text('nickName', { search: 'like', sortable: true, required: true, max: 30, table: { width: 140 }, form: basic }),
    r.text('realName', { search: 'like', max: 20, table: { width: 100 }, form: basic }),
    r.text('phone', { search: 'like', required: true, format: 'mobile', table: { width: 130 }, form: basic }),
    r.choice(
      'sex',
      [
        { value: 0, label: 'sex.unknown' },
        { value: 1, label: 'sex.male' },
        { value: 2, label: 'sex.female' },
      ],
      { defaultValue: 0, search: 'equal', table: { width: 70 }, form: basic },
    ),
    r.date('birthday', { table: { width: 110, hidden: true }, form: basic }),
    r.flag('isUnionMember', { defaultValue: 0, search: 'equal', table: { width: 90 }, form: basic }),
    r.region('townCode', { levels: [4], required: true, table: false, form: region }),
    areaSearchField(r),
    r.text('districtName', { virtual: true, readOnly: true, table: { width: 110 }, form: false }),
    r.text('townName', { virtual: true, readOnly: true, table: { width: 110 }, form: false }),
    // Where the member comes from: their county, or a province for visitors from further away.
    r.text('regionName', { readOnly: true, table: { width: 110, hidden: true }, form: region }),
    r.datetime('registerTime', {
      readOnly: true,
      search: 'dateRange',
      sortable: true,
      table: { width: 170 },
      form: basic,
    }),
    r.choice(
      'status',
      [
        { value: 1, label: 'status.normal' },
        { value: 2, label: 'status.disabled' },
      ],
      { readOnly: true, search: 'equal', table: { width: 80 }, form: basic },
    ),
    r.createTime({ form: false }),
  ],
});

export type MemberRecord = RecordOfDefinition<typeof memberResource>;
