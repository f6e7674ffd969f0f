import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField } from '../common-fields';
import { areaSearchField } from '../order/area-search';
import { required } from '../rules';
import { memberKit } from './member.texts';

const k = memberKit.key;

/** A member of the consumer app, `app_member` (spec 002 §3 "Member"; the board's registered users). */
export interface MemberRecord {
  id: string;
  tenantId: string;
  nickName: string;
  realName: string;
  phone: string;
  /** 0 unknown, 1 male, 2 female. */
  sex: number;
  birthday: string;
  /** The town the member belongs to (9 digits); the server keeps `city_code` and `district_code` from it. */
  townCode: string;
  /** Search only: a county or town code (or 5329), compared with the column of its level. */
  areaCode: string;
  /** Names of the member's county and town, joined from blade_region (not columns). */
  districtName: string;
  townName: string;
  /** Where the member comes from: their county, or a province for visitors from further away. */
  regionName: string;
  isUnionMember: number;
  registerTime: string;
  /** 1 normal, 2 disabled (changed by the status calls of a later issue, not by editing). */
  status: number;
  createTime: string;
}

/**
 * The member list (`/member/list`, spec 002 §7 `/blade-member/member`: standard plus `page`): the consumer
 * app's members, the same rows the big-data board counts as registered users. Operators may add a member
 * (one who registered at a service desk), correct a profile and soft-delete one; every such write moves the
 * board's member figures at once through the roll-up triggers of migration 014. Register time is set by the
 * server on add; the county and prefecture follow the chosen town.
 */
export const memberResource = memberKit.define<MemberRecord>()({
  menu: '/member/list',
  endpoint: '/blade-member/member',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'app_member',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'member_list',
  export: true,
  defaultSort: [{ field: 'registerTime', order: 'desc' }],
  fields: [
    {
      name: 'nickName',
      kind: 'text',
      label: k('fields.nickName'),
      search: 'like',
      sortable: true,
      rules: [required(k('rules.nickName')), { kind: 'length', max: 30 }],
      table: { width: 140 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'realName',
      kind: 'text',
      label: k('fields.realName'),
      search: 'like',
      rules: [{ kind: 'length', max: 20 }],
      table: { width: 100 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'phone',
      kind: 'text',
      label: k('fields.phone'),
      search: 'like',
      rules: [required(k('rules.phone')), { kind: 'format', format: 'mobile' }],
      table: { width: 130 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'sex',
      kind: 'enum',
      valueType: 'number',
      options: [
        { value: 0, label: k('sex.unknown') },
        { value: 1, label: k('sex.male') },
        { value: 2, label: k('sex.female') },
      ],
      label: k('fields.sex'),
      defaultValue: 0,
      search: 'equal',
      table: { width: 70 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'birthday',
      kind: 'date',
      label: k('fields.birthday'),
      table: { width: 110, hidden: true },
      form: { group: k('groups.basic') },
    },
    {
      name: 'isUnionMember',
      kind: 'switch',
      on: 1,
      off: 0,
      onLabel: 'res.common.flags.yes',
      offLabel: 'res.common.flags.no',
      label: k('fields.isUnionMember'),
      defaultValue: 0,
      search: 'equal',
      table: { width: 90 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'townCode',
      kind: 'region',
      tree: 'region',
      root: '5329',
      levels: [4],
      label: k('fields.townCode'),
      rules: [required(k('rules.townCode'))],
      table: false,
      form: { group: k('groups.region') },
    },
    areaSearchField(k('fields.areaCode')),
    {
      name: 'districtName',
      kind: 'text',
      label: k('fields.districtName'),
      virtual: true,
      readOnly: true,
      table: { width: 110 },
      form: false,
    },
    {
      name: 'townName',
      kind: 'text',
      label: k('fields.townName'),
      virtual: true,
      readOnly: true,
      table: { width: 110 },
      form: false,
    },
    {
      name: 'regionName',
      kind: 'text',
      label: k('fields.regionName'),
      readOnly: true,
      table: { width: 110, hidden: true },
      form: { group: k('groups.region') },
    },
    {
      name: 'registerTime',
      kind: 'datetime',
      label: k('fields.registerTime'),
      readOnly: true,
      search: 'dateRange',
      sortable: true,
      table: { width: 170 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'status',
      kind: 'enum',
      valueType: 'number',
      options: [
        { value: 1, label: k('status.normal') },
        { value: 2, label: k('status.disabled') },
      ],
      label: k('fields.status'),
      readOnly: true,
      search: 'equal',
      table: { width: 80 },
      form: { group: k('groups.basic') },
    },
    { ...createTimeField(k('fields.createTime')), form: false },
  ],
});
