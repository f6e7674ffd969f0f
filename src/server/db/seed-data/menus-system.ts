// System administration: the BladeX blade-system screens (spec 002 §2, bladex-contract.md §3-§6).
import { CRUD, screen, section } from './menu-builders';
import type { SeedMenu } from './types';

export const systemMenu: SeedMenu = section(
  { code: 'system', name: '系统管理', nameEn: 'System', path: '/system', source: 'Settings', sort: 16 },
  [
    screen('user', '用户管理', 'Users', '/system/user', 'Person', [
      ...CRUD,
      'role',
      'reset',
      'resetMerchant',
      'block',
      'unblock',
      'unlock',
      'platform',
      'export',
      'import',
    ]),
    screen('dept', '机构管理', 'Departments', '/system/dept', 'Organization', CRUD),
    screen('post', '岗位管理', 'Posts', '/system/post', 'Briefcase', [...CRUD, 'export']),
    screen('role', '角色管理', 'Roles', '/system/role', 'PersonKey', [...CRUD, 'grant']),
    screen('menu', '菜单管理', 'Menus', '/system/menu', 'Navigation', CRUD),
    screen('topmenu', '顶部菜单', 'Top menus', '/system/topmenu', 'TabDesktop', [...CRUD, 'topGrant']),
    screen('dict', '系统字典', 'System dictionaries', '/system/dict', 'Book', CRUD),
    screen('dict_biz', '业务字典', 'Business dictionaries', '/system/dict-biz', 'Library', CRUD),
    screen('param', '参数管理', 'Parameters', '/system/param', 'Wrench', CRUD),
    screen('tenant', '租户管理', 'Tenants', '/system/tenant', 'BuildingMultiple', [
      ...CRUD,
      'tenantSetting',
      'tenantDatasource',
      'tenantPackage',
    ]),
    screen('tenant_package', '租户产品包', 'Tenant packages', '/system/tenant-package', 'BoxMultiple', [
      'add',
      'edit',
      'delete',
    ]),
    screen('client', '应用管理', 'OAuth clients', '/system/client', 'Key', CRUD),
    screen('region', '行政区划', 'Regions', '/system/region', 'Map', [...CRUD, 'import']),
    screen('data_scope', '数据权限', 'Data scopes', '/system/data-scope', 'Shield', CRUD),
    screen('api_scope', '接口权限', 'API scopes', '/system/api-scope', 'ShieldCheckmark', CRUD),
    screen('attach', '附件管理', 'Attachments', '/system/attach', 'Attach', ['view', 'upload', 'download', 'delete']),
    screen('oss', '对象存储', 'Object storage', '/system/oss', 'CloudArrowUp', [...CRUD, 'enable']),
    screen('sms', '短信配置', 'SMS settings', '/system/sms', 'Mail', [...CRUD, 'enable', 'sendTest']),
    screen('wallet_recharge_amount', '充值金额配置', 'Recharge amounts', '/system/recharge-amount', 'Money', CRUD),
  ],
);
