// Pure builders that expand one line per screen into full SeedMenu rows, so the menu files read as a table of
// screens and every button code follows one rule: `<menu code>_<suffix>` (bladex-contract.md §3.3).
import type { SeedButton, SeedMenu } from './types';

interface ButtonKind {
  /** Appended to the menu code to form the permission key. */
  suffix: string;
  /** The verb BladeX keeps in `blade_menu.alias`; also the last segment of the button's pseudo path. */
  alias: string;
  name: string;
  nameEn: string;
  /** 1 toolbar, 2 row, 3 both. */
  action: 1 | 2 | 3;
}

const BUTTON_KINDS = {
  add: { suffix: 'add', alias: 'add', name: '新增', nameEn: 'Add', action: 1 },
  edit: { suffix: 'edit', alias: 'edit', name: '修改', nameEn: 'Edit', action: 2 },
  delete: { suffix: 'delete', alias: 'delete', name: '删除', nameEn: 'Delete', action: 3 },
  view: { suffix: 'view', alias: 'view', name: '查看', nameEn: 'View', action: 2 },
  export: { suffix: 'export', alias: 'export', name: '导出', nameEn: 'Export', action: 1 },
  import: { suffix: 'import', alias: 'import', name: '导入', nameEn: 'Import', action: 1 },
  copy: { suffix: 'copy', alias: 'copy', name: '复制', nameEn: 'Copy', action: 2 },
  enable: { suffix: 'enable', alias: 'enable', name: '启用/停用', nameEn: 'Enable/disable', action: 2 },
  audit: { suffix: 'audit', alias: 'audit', name: '审核', nameEn: 'Review', action: 2 },
  shield: { suffix: 'shield', alias: 'shield', name: '屏蔽', nameEn: 'Hide from app', action: 3 },
  sync: { suffix: 'sync', alias: 'sync', name: '同步', nameEn: 'Sync', action: 1 },
  status: { suffix: 'status', alias: 'status', name: '状态变更', nameEn: 'Change status', action: 3 },
  putaway: { suffix: 'status', alias: 'status', name: '上架/下架', nameEn: 'List/unlist', action: 2 },
  qrcode: { suffix: 'qrcode', alias: 'qrcode', name: '二维码', nameEn: 'QR code', action: 2 },
  role: { suffix: 'role', alias: 'role', name: '角色配置', nameEn: 'Assign roles', action: 1 },
  reset: { suffix: 'reset', alias: 'reset-password', name: '密码重置', nameEn: 'Reset password', action: 1 },
  resetMerchant: {
    suffix: 'reset_merchant',
    alias: 'reset-merchant-password',
    name: '商户密码重置',
    nameEn: 'Reset merchant password',
    action: 1,
  },
  block: { suffix: 'block', alias: 'block', name: '账号封禁', nameEn: 'Block account', action: 1 },
  unblock: { suffix: 'unblock', alias: 'unblock', name: '账号解封', nameEn: 'Unblock account', action: 1 },
  unlock: { suffix: 'unlock', alias: 'unlock', name: '账号解锁', nameEn: 'Unlock sign-in', action: 1 },
  platform: { suffix: 'platform', alias: 'platform', name: '平台配置', nameEn: 'Platform settings', action: 2 },
  grant: { suffix: 'grant', alias: 'grant', name: '权限设置', nameEn: 'Grant permissions', action: 1 },
  // BladeX's codes: `topmenu_setting`, `data_scope_setting`, `api_scope_setting`, `region_debug` (Saber tests them).
  topMenuSetting: { suffix: 'setting', alias: 'setting', name: '菜单配置', nameEn: 'Assign menus', action: 1 },
  scopeSetting: { suffix: 'setting', alias: 'setting', name: '权限配置', nameEn: 'Scope settings', action: 2 },
  debug: { suffix: 'debug', alias: 'debug', name: '调试', nameEn: 'Debug', action: 2 },
  tenantSetting: { suffix: 'setting', alias: 'setting', name: '授权配置', nameEn: 'Licence settings', action: 1 },
  tenantDatasource: { suffix: 'datasource', alias: 'datasource', name: '数据源配置', nameEn: 'Data source', action: 1 },
  tenantPackage: {
    suffix: 'assign_package',
    alias: 'package-setting',
    name: '产品包配置',
    nameEn: 'Assign package',
    action: 1,
  },
  writeoff: { suffix: 'writeoff', alias: 'writeoff', name: '核销', nameEn: 'Write off', action: 2 },
  refund: { suffix: 'refund', alias: 'refund', name: '退款', nameEn: 'Refund', action: 2 },
  cancel: { suffix: 'cancel', alias: 'cancel', name: '取消订单', nameEn: 'Cancel order', action: 2 },
  run: { suffix: 'run', alias: 'run', name: '执行一次', nameEn: 'Run once', action: 2 },
  change: { suffix: 'change', alias: 'change', name: '启动/暂停', nameEn: 'Start/pause', action: 2 },
  gen: { suffix: 'gen', alias: 'gen', name: '代码生成', nameEn: 'Generate code', action: 1 },
  prototype: { suffix: 'prototype', alias: 'prototype', name: '模型设计', nameEn: 'Design fields', action: 2 },
  deploy: { suffix: 'deploy', alias: 'deploy', name: '部署', nameEn: 'Deploy', action: 2 },
  state: { suffix: 'state', alias: 'state', name: '变更状态', nameEn: 'Change state', action: 2 },
  deployUpload: { suffix: 'upload', alias: 'upload', name: '部署上传', nameEn: 'Upload deployment', action: 1 },
  claim: { suffix: 'claim', alias: 'claim', name: '签收', nameEn: 'Claim', action: 2 },
  handle: { suffix: 'handle', alias: 'handle', name: '办理', nameEn: 'Handle', action: 2 },
  start: { suffix: 'start', alias: 'start', name: '发起', nameEn: 'Start', action: 2 },
  flowChart: { suffix: 'diagram', alias: 'diagram', name: '流程图', nameEn: 'Flow diagram', action: 2 },
  signin: { suffix: 'signin', alias: 'signin', name: '签到', nameEn: 'Check in', action: 3 },
  cancelSignup: { suffix: 'cancel', alias: 'cancel', name: '取消报名', nameEn: 'Cancel sign-up', action: 2 },
  send: { suffix: 'send', alias: 'send', name: '福利发放', nameEn: 'Send welfare', action: 1 },
  follow: { suffix: 'follow', alias: 'follow', name: '跟进', nameEn: 'Follow up', action: 2 },
  settleUnlock: { suffix: 'unlock', alias: 'unlock', name: '结算解锁', nameEn: 'Unlock settlement', action: 2 },
  goods: { suffix: 'goods', alias: 'goods', name: '关联商品', nameEn: 'Linked products', action: 2 },
  merchants: { suffix: 'merchants', alias: 'merchants', name: '关联商户', nameEn: 'Linked merchants', action: 2 },
  compare: { suffix: 'compare', alias: 'compare', name: '文件比对', nameEn: 'Compare files', action: 2 },
  load: { suffix: 'load', alias: 'load', name: '加载数据', nameEn: 'Load data', action: 2 },
  sms: { suffix: 'sms', alias: 'sms', name: '发送短信', nameEn: 'Send SMS', action: 1 },
  voice: { suffix: 'voice', alias: 'voice', name: '语音通知', nameEn: 'Voice call', action: 1 },
  upload: { suffix: 'upload', alias: 'upload', name: '上传', nameEn: 'Upload', action: 1 },
  download: { suffix: 'download', alias: 'download', name: '下载', nameEn: 'Download', action: 2 },
  sendTest: { suffix: 'send', alias: 'send', name: '发送测试', nameEn: 'Send test', action: 2 },
  ship: { suffix: 'ship', alias: 'ship', name: '奖品发货', nameEn: 'Ship prize', action: 2 },
  reply: { suffix: 'reply', alias: 'reply', name: '回复', nameEn: 'Reply', action: 2 },
  submer: { suffix: 'submer', alias: 'submer', name: '同步子商户', nameEn: 'Sync sub-merchant', action: 2 },
  detail: { suffix: 'detail', alias: 'detail', name: '流程详情', nameEn: 'Process detail', action: 2 },
} as const satisfies Record<string, ButtonKind>;

export type ButtonKindName = keyof typeof BUTTON_KINDS;

/** The four buttons of a full list/search/form screen. */
export const CRUD = ['add', 'edit', 'delete', 'view'] as const satisfies readonly ButtonKindName[];

export function buttonsFor(menuCode: string, menuPath: string, kinds: readonly ButtonKindName[]): SeedButton[] {
  return kinds.map((kind, index) => {
    const def = BUTTON_KINDS[kind];
    return {
      code: `${menuCode}_${def.suffix}`,
      name: def.name,
      nameEn: def.nameEn,
      alias: def.alias,
      path: `${menuPath}/${def.alias}`,
      action: def.action,
      sort: index + 1,
    };
  });
}

/** A leaf screen; `sort` is filled in by `section` from its position. */
export type ScreenMenu = Omit<SeedMenu, 'sort' | 'children'>;

export function screen(
  code: string,
  name: string,
  nameEn: string,
  path: string,
  source: string,
  kinds: readonly ButtonKindName[],
  options: Pick<SeedMenu, 'isOpen' | 'roles'> = {},
): ScreenMenu {
  const menu: ScreenMenu = { code, name, nameEn, path, source, ...options };
  if (kinds.length > 0) menu.buttons = buttonsFor(code, path, kinds);
  return menu;
}

/** A sidebar section; its screens are sorted in the order given and inherit the section's role restriction. */
export function section(
  head: Omit<SeedMenu, 'children' | 'buttons' | 'isOpen'>,
  screens: readonly ScreenMenu[],
): SeedMenu {
  const children = screens.map((item, index): SeedMenu => {
    const child: SeedMenu = { ...item, sort: index + 1 };
    if (head.roles && !item.roles) child.roles = [...head.roles];
    return child;
  });
  return { ...head, children };
}
