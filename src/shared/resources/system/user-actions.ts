import { userKit } from './user.texts';
import type { ResourceAction } from '../types';

const k = userKit.key;

/** The user screen's actions beyond CRUD (spec 002 §7; button codes as seeded in menus-system.ts). */
export const userActions: readonly ResourceAction[] = [
  // ?userIds=&roleIds= (the role ids come from the grant dialog).
  {
    name: 'grant',
    label: k('actions.grant'),
    permission: 'user_role',
    method: 'POST',
    path: 'grant',
    placement: 'toolbar',
    input: { kind: 'ids', param: 'userIds' },
  },
  {
    name: 'resetPassword',
    label: k('actions.resetPassword'),
    permission: 'user_reset',
    method: 'POST',
    path: 'reset-password',
    placement: 'toolbar',
    input: { kind: 'ids', param: 'userIds' },
  },
  {
    name: 'resetMerchantPassword',
    label: k('actions.resetMerchantPassword'),
    permission: 'user_reset_merchant',
    method: 'POST',
    path: 'reset-merchant-password',
    placement: 'toolbar',
    input: { kind: 'ids', param: 'userIds' },
  },
  {
    name: 'block',
    label: k('actions.block'),
    permission: 'user_block',
    method: 'POST',
    path: 'block',
    placement: 'toolbar',
    input: { kind: 'ids', param: 'userIds' },
  },
  {
    name: 'unblock',
    label: k('actions.unblock'),
    permission: 'user_unblock',
    method: 'POST',
    path: 'unblock',
    placement: 'toolbar',
    input: { kind: 'ids', param: 'userIds' },
  },
  {
    name: 'unlock',
    label: k('actions.unlock'),
    permission: 'user_unlock',
    method: 'POST',
    path: 'unlock',
    placement: 'toolbar',
    input: { kind: 'ids', param: 'userIds' },
  },
  // The platform dialog (BladeX X 平台配置): `platform-detail?id=&userType=` reads the user's extension on one platform,
  // `update-platform?userId=&userType=&userExt=` writes it (src/server/modules/user/README.md).
  {
    name: 'platform',
    label: k('actions.platform'),
    permission: 'user_platform',
    method: 'POST',
    path: 'update-platform',
    placement: 'row',
    input: { kind: 'body' },
  },
];
