import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { AVATAR_UPLOAD } from '../common-fields';
import { accountField, sexField } from './user-fields';

const r = resource('system', 'virtualUser', {
  zh: {
    title: '虚拟用户',
    tabs: { users: '用户', virtual: '虚拟用户' },
    fields: {
      account: '用户账号',
      name: '用户昵称',
      realName: '真实姓名',
      avatar: '用户头像',
      sex: '用户性别',
      phone: '手机号码',
      remark: '备注',
      status: '状态',
      createTime: '创建时间',
    },
    rules: {
      account: '请输入用户账号',
      accountPattern: '账号只能包含字母、数字、下划线、点和短横线',
      accountUnique: '当前账号已被使用!',
      name: '请输入用户昵称',
    },
  },
  en: {
    title: 'Virtual users',
    tabs: { users: 'Users', virtual: 'Virtual users' },
    fields: {
      account: 'Account',
      name: 'Nickname',
      realName: 'Real name',
      avatar: 'Avatar',
      sex: 'Sex',
      phone: 'Mobile number',
      remark: 'Remark',
      status: 'Status',
      createTime: 'Created',
    },
    rules: {
      account: 'Please enter the account',
      accountPattern: 'The account may contain only letters, digits, underscores, dots and hyphens',
      accountUnique: 'This account is already in use!',
      name: 'Please enter the nickname',
    },
  },
});

/**
 * Virtual users of `blade_user_virtual` (spec 002 §7 names only the calls: `page/virtual/users`, `virtser/detail`,
 * `submit/virtual`, `virtser/remove` under `/blade-system/user`). What they are, as this platform's operators use them:
 *
 * - A persona the operators create to appear as the author of platform content (reviews, travel notes,
 *   comments) in the tourism apps: an account handle, a nickname, an avatar, sex, an optional phone and a remark.
 * - It can **never sign in**: it has no password and lives in its own table, so the token grant, the auth guard
 *   and every other reader of `blade_user` never see it; a sign-in with its account fails like an unknown one.
 * - Its account is unique per tenant among live virtual users **and** real users (`blade_user.account`), so an
 *   author handle shown in an app never names two people; both submits check the other table.
 * - It reuses the user screen's buttons (`user_add`, `user_edit`, `user_delete`, `user_view`) and is reached
 *   from that screen's 虚拟用户 tab; it has no menu of its own.
 * - `status` 1 enabled / 2 disabled: a disabled persona is kept (its content stays attributed) but is not
 *   offered for new content.
 */
export const virtualUserResource = r.define({
  endpoint: '/blade-system/user',
  verbs: {
    list: 'page/virtual/users',
    detail: 'virtser/detail',
    submit: 'submit/virtual',
    remove: 'virtser/remove',
    removeParam: 'ids',
  },
  table: 'blade_user_virtual',
  ...TENANT_ENTITY,
  permission: 'user',
  fields: [
    accountField(r, { table: { width: 160 } }, [
      { kind: 'pattern', pattern: '^[A-Za-z0-9_.-]+$', message: r.key('rules.accountPattern') },
    ]),
    r.text('name', { search: 'like', sortable: true, required: true, max: 20, table: { width: 160 } }),
    r.text('realName', { max: 20 }),
    sexField(r, { search: 'equal' }),
    r.text('phone', { format: 'phone' }),
    r.status('status', { on: 1, off: 2, defaultValue: 1, toggle: true, table: { width: 90 } }),
    r.image('avatar', { limit: AVATAR_UPLOAD, table: false, form: { span: 24 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type VirtualUserRecord = RecordOfDefinition<typeof virtualUserResource>;
