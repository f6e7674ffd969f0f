import { TENANT_ENTITY } from '../bladex-entities';
import type { RecordOfDefinition } from '../record-type';
import { AVATAR_UPLOAD } from '../common-fields';
import { accountField, sexField } from './user-fields';
import { userKit as r } from './user.texts';

const basic = { group: 'res.common.groups.basic' } as const;
const detail = { group: 'res.common.groups.detail' } as const;
const duty = { group: 'res.common.groups.duty' } as const;
/** The toolbar actions on the chosen users: `?userIds=` (and, for a grant, `&roleIds=` from its dialog). */
const onUsers = { placement: 'toolbar', input: { kind: 'ids', param: 'userIds' } } as const;

/**
 * Users of `blade_user` (bladex-contract.md §6); roleId/deptId/postId are comma-joined id lists. The status is
 * 1 normal, 2 blocked, 3 awaiting approval (migration 004), changed only by the block/unblock actions. The actions
 * beyond CRUD are spec 002 §7's, with the button codes seeded in menus-system.ts.
 */
export const userResource = r.define({
  menu: '/system/user',
  endpoint: '/blade-system/user',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'blade_user',
  ...TENANT_ENTITY,
  permission: 'user',
  export: true,
  // The columns of BladeX's UserExcel (less its tenant), found by account; its paths answer too.
  import: {
    fields: ['account', 'name', 'realName', 'email', 'phone', 'roleId', 'deptId', 'postId', 'birthday'],
    key: 'account',
    bladexVerbs: { template: 'export-template', import: 'import-user' },
  },
  actions: [
    r.action('grant', { permission: 'user_role', ...onUsers }),
    r.action('resetPassword', { permission: 'user_reset', path: 'reset-password', ...onUsers }),
    r.action('resetMerchantPassword', {
      permission: 'user_reset_merchant',
      path: 'reset-merchant-password',
      ...onUsers,
    }),
    r.action('block', { permission: 'user_block', ...onUsers }),
    r.action('unblock', { permission: 'user_unblock', ...onUsers }),
    r.action('unlock', { permission: 'user_unlock', ...onUsers }),
    // The platform dialog (BladeX X 平台配置): `platform-detail?id=&userType=` reads the user's extension on one
    // platform, `update-platform?userId=&userType=&userExt=` writes it (src/server/modules/user/README.md).
    r.action('platform', { permission: 'user_platform', path: 'update-platform', input: { kind: 'body' } }),
  ],
  fields: [
    accountField(r, { form: basic }),
    r.password('password', {
      createOnly: true,
      serverOnly: true,
      table: false,
      required: true,
      rules: [{ kind: 'length', min: 6, max: 20, message: 'rules.passwordLength' }],
      form: basic,
    }),
    r.password('password2', {
      createOnly: true,
      formOnly: true,
      table: false,
      required: true,
      rules: [{ kind: 'sameAs', field: 'password', message: 'rules.passwordMismatch' }],
      form: basic,
    }),
    r.text('code', { table: { hidden: true }, max: 45 }),
    r.text('name', { required: true, max: 20, form: detail }),
    r.text('realName', {
      search: 'like',
      required: true,
      rules: [{ kind: 'length', min: 2, max: 5, message: 'rules.realNameLength' }],
      form: detail,
    }),
    r.text('phone', { search: 'like', format: 'phone', form: detail }),
    r.text('email', { table: { hidden: true }, format: 'email', form: detail }),
    sexField(r, { form: detail }),
    r.date('birthday', { wireTime: true, table: { hidden: true }, form: detail }),
    r.image('avatar', { limit: AVATAR_UPLOAD, table: false, form: { ...detail, span: 24 } }),
    // Not required: SpringBlade's User has no userType (Saber never sends it); a create without one is a web user.
    r.dict('userType', 'user_type', { source: 'dict', search: 'equal', defaultValue: 1, form: duty }),
    r.reference('roleId', 'role', 'roleName', { multiple: true, required: true, form: duty }),
    r.treeSelect('deptId', 'dept', { multiple: true, required: true, form: duty }),
    r.reference('postId', 'post', 'postName', { multiple: true, table: { hidden: true }, form: duty }),
    r.choice(
      'status',
      [
        { value: 1, label: 'status.normal' },
        { value: 2, label: 'status.blocked' },
        { value: 3, label: 'status.pending' },
      ],
      { readOnly: true, search: 'equal', table: { width: 90 } },
    ),
    r.createTime(),
  ],
});

export type UserRecord = RecordOfDefinition<typeof userResource>;
