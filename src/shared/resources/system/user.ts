import { TENANT_ENTITY } from '../bladex-entities';
import { AVATAR_UPLOAD, createTimeField } from '../common-fields';
import { required } from '../rules';
import { userKit } from './user.texts';
import { accountField, sexField } from './user-fields';
import { userActions } from './user-actions';

const k = userKit.key;

/** A user of `blade_user` (bladex-contract.md §6); roleId/deptId/postId are comma-joined id lists. */
export interface UserRecord {
  id: string;
  tenantId: string;
  code: string;
  account: string;
  password: string;
  password2: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  birthday: string;
  sex: number;
  roleId: string;
  deptId: string;
  postId: string;
  userType: number;
  /** 1 normal, 2 blocked, 3 awaiting approval (migration 004); changed only by the block/unblock actions. */
  status: number;
  createTime: string;
}

export const userResource = userKit.define<UserRecord>()({
  menu: '/system/user',
  endpoint: '/blade-system/user',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'blade_user',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'user',
  export: true,
  // The columns of BladeX's UserExcel (less its tenant), found by account; its paths answer too.
  import: {
    fields: ['account', 'name', 'realName', 'email', 'phone', 'roleId', 'deptId', 'postId', 'birthday'],
    key: 'account',
    bladexVerbs: { template: 'export-template', import: 'import-user' },
  },
  actions: userActions,
  fields: [
    { ...accountField(k), form: { group: 'res.common.groups.basic' } },
    {
      name: 'password',
      kind: 'password',
      label: k('fields.password'),
      createOnly: true,
      serverOnly: true,
      table: false,
      rules: [required(k('rules.password')), { kind: 'length', min: 6, max: 20, message: k('rules.passwordLength') }],
      form: { group: 'res.common.groups.basic' },
    },
    {
      name: 'password2',
      kind: 'password',
      label: k('fields.password2'),
      createOnly: true,
      formOnly: true,
      table: false,
      rules: [
        required(k('rules.password2')),
        { kind: 'sameAs', field: 'password', message: k('rules.passwordMismatch') },
      ],
      form: { group: 'res.common.groups.basic' },
    },
    {
      name: 'code',
      kind: 'text',
      label: k('fields.code'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 45 }],
    },
    {
      name: 'name',
      kind: 'text',
      label: k('fields.name'),
      rules: [required(k('rules.name')), { kind: 'length', max: 20 }],
      form: { group: 'res.common.groups.detail' },
    },
    {
      name: 'realName',
      kind: 'text',
      label: k('fields.realName'),
      search: 'like',
      rules: [required(k('rules.realName')), { kind: 'length', min: 2, max: 5, message: k('rules.realNameLength') }],
      form: { group: 'res.common.groups.detail' },
    },
    {
      name: 'phone',
      kind: 'text',
      label: k('fields.phone'),
      search: 'like',
      rules: [{ kind: 'format', format: 'phone' }],
      form: { group: 'res.common.groups.detail' },
    },
    {
      name: 'email',
      kind: 'text',
      label: k('fields.email'),
      table: { hidden: true },
      rules: [{ kind: 'format', format: 'email' }],
      form: { group: 'res.common.groups.detail' },
    },
    { ...sexField(k('fields.sex')), form: { group: 'res.common.groups.detail' } },
    {
      name: 'birthday',
      kind: 'datetime',
      label: k('fields.birthday'),
      table: { hidden: true },
      form: { group: 'res.common.groups.detail' },
    },
    {
      name: 'avatar',
      kind: 'image',
      ...AVATAR_UPLOAD,
      label: k('fields.avatar'),
      table: false,
      form: { group: 'res.common.groups.detail', span: 24 },
    },
    {
      name: 'userType',
      kind: 'dict',
      dict: 'user_type',
      source: 'dict',
      valueType: 'number',
      label: k('fields.userType'),
      search: 'equal',
      defaultValue: 1,
      rules: [required(k('rules.userType'))],
      form: { group: 'res.common.groups.duty' },
    },
    {
      name: 'roleId',
      kind: 'reference',
      resource: 'role',
      labelField: 'roleName',
      multiple: true,
      label: k('fields.roleId'),
      rules: [required(k('rules.roleId'))],
      form: { group: 'res.common.groups.duty' },
    },
    {
      name: 'deptId',
      kind: 'treeSelect',
      resource: 'dept',
      multiple: true,
      label: k('fields.deptId'),
      rules: [required(k('rules.deptId'))],
      form: { group: 'res.common.groups.duty' },
    },
    {
      name: 'postId',
      kind: 'reference',
      resource: 'post',
      labelField: 'postName',
      multiple: true,
      label: k('fields.postId'),
      table: { hidden: true },
      form: { group: 'res.common.groups.duty' },
    },
    {
      name: 'status',
      kind: 'enum',
      valueType: 'number',
      options: [
        { value: 1, label: k('status.normal') },
        { value: 2, label: k('status.blocked') },
        { value: 3, label: k('status.pending') },
      ],
      label: k('fields.status'),
      readOnly: true,
      search: 'equal',
      table: { width: 90 },
    },
    createTimeField(k('fields.createTime')),
  ],
});
