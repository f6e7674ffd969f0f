import { TENANT_ENTITY } from '../bladex-entities';
import { AVATAR_UPLOAD, createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { virtualUserKit } from './virtual-user.texts';
import { accountField, sexField } from './user-fields';

const k = virtualUserKit.key;

/** A virtual user of `blade_user_virtual`: a persona, never an account that signs in. */
export interface VirtualUserRecord {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  sex: number;
  phone: string;
  remark: string;
  /** 1 enabled (the apps may show content under it), 2 disabled. */
  status: number;
  createTime: string;
}

/**
 * Virtual users (spec 002 §7 names only the calls: `page/virtual/users`, `virtser/detail`, `submit/virtual`,
 * `virtser/remove` under `/blade-system/user`). What they are, as this platform's operators use them:
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
export const virtualUserResource = virtualUserKit.define<VirtualUserRecord>()({
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
  shape: 'flat',
  filterStyle: 'map',
  permission: 'user',
  fields: [
    {
      ...accountField(k, [{ kind: 'pattern', pattern: '^[A-Za-z0-9_.-]+$', message: k('rules.accountPattern') }]),
      table: { width: 160 },
    },
    {
      name: 'name',
      kind: 'text',
      label: k('fields.name'),
      search: 'like',
      sortable: true,
      rules: [required(k('rules.name')), { kind: 'length', max: 20 }],
      table: { width: 160 },
    },
    {
      name: 'realName',
      kind: 'text',
      label: k('fields.realName'),
      rules: [{ kind: 'length', max: 20 }],
    },
    { ...sexField(k('fields.sex')), search: 'equal' },
    {
      name: 'phone',
      kind: 'text',
      label: k('fields.phone'),
      rules: [{ kind: 'format', format: 'phone' }],
    },
    {
      name: 'status',
      kind: 'switch',
      on: 1,
      off: 2,
      onLabel: 'res.common.flags.enabled',
      offLabel: 'res.common.flags.disabled',
      label: k('fields.status'),
      defaultValue: 1,
      toggleInTable: true,
      table: { width: 90 },
    },
    {
      name: 'avatar',
      kind: 'image',
      ...AVATAR_UPLOAD,
      label: k('fields.avatar'),
      table: false,
      form: { span: 24 },
    },
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
