import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'unionMember', {
  zh: {
    title: '工会会员',
    fields: {
      tradeUnionId: '所属工会',
      realName: '姓名',
      idCard: '身份证号',
      sex: '性别',
      birthday: '出生日期',
      phone: '手机号',
      workUnit: '工作单位',
    },
    sex: { male: '男', female: '女' },
    rules: {
      tradeUnionId: '请选择所属工会',
      realName: '请输入姓名',
      idCard: '请输入身份证号',
      idCardTaken: '该身份证号已是会员',
    },
  },
  en: {
    title: 'Union members',
    fields: {
      tradeUnionId: 'Union',
      realName: 'Name',
      idCard: 'Citizen ID',
      sex: 'Sex',
      birthday: 'Born',
      phone: 'Mobile',
      workUnit: 'Employer',
    },
    sex: { male: 'Male', female: 'Female' },
    rules: {
      tradeUnionId: 'Please choose the union',
      realName: 'Please enter the name',
      idCard: 'Please enter the citizen ID',
      idCardTaken: 'This citizen ID is a member already',
    },
  },
});

/**
 * 工会会员 (`/member/union-user`, spec 002 §3 "Members and trade-union people"): the people a union's welfare is
 * sent to, each a citizen ID checked with the spec's rules (one membership per ID in a tenant). Welfare sent by a
 * list of IDs finds its members here (modules/union/welfare-send.ts).
 */
export const unionMemberResource = r.define({
  menu: '/member/union-user',
  endpoint: '/blade-tradeUnion/tradeUnionMember',
  table: 'trade_union_member',
  ...TENANT_ENTITY,
  permission: 'member_union_user',
  export: true,
  fields: [
    r.reference('tradeUnionId', 'tradeUnion', 'name', { search: 'equal', required: true }),
    r.text('realName', { search: 'like', required: true, max: 32 }),
    r.text('idCard', {
      search: 'equal',
      required: true,
      format: 'citizenId',
      unique: 'rules.idCardTaken',
      table: { width: 180 },
    }),
    r.choice(
      'sex',
      [
        { value: 1, label: 'sex.male' },
        { value: 2, label: 'sex.female' },
      ],
      { table: { width: 70 } },
    ),
    r.date('birthday', { table: false }),
    r.text('phone', { search: 'like', format: 'mobile' }),
    r.text('workUnit', { max: 100 }),
    r.createTime(),
  ],
});

export type UnionMemberRecord = RecordOfDefinition<typeof unionMemberResource>;
