// System administration: the BladeX blade-system screens (spec 002 §2, bladex-contract.md §3-§6).
import { BLADEX_MENU_PATHS } from '../../../shared/menu-paths';
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
    screen('menu', '菜单管理', 'Menus', '/system/menu', 'Navigation', CRUD),
    screen('topmenu', '顶部菜单', 'Top menus', '/system/topmenu', 'TabDesktop', [...CRUD, 'topMenuSetting']),
    screen('dict', '系统字典', 'System dictionaries', '/system/dict', 'Book', CRUD),
    screen('dict_biz', '业务字典', 'Business dictionaries', BLADEX_MENU_PATHS.dictBiz.path, 'Library', CRUD),
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
    screen('wallet_recharge_amount', '充值金额配置', 'Recharge amounts', '/system/recharge-amount', 'Money', CRUD),
  ],
);

// Sorted with 系统管理 (16) and kept in this order by their ids. BladeX keeps roles and the two scope screens in their own section (权限管理, `/authority`), regions under 基础配置
// (`/base`) and object storage, SMS and attachments under 资源管理 (`/resource`), with its own icon classes and
// the `*_setting` buttons Saber's scope screens test (blade_menu of SpringBlade and BladeX-Boot).
const paths = BLADEX_MENU_PATHS;

export const authorityMenu: SeedMenu = section(
  {
    code: 'authority',
    name: '权限管理',
    nameEn: 'Authority',
    path: '/authority',
    source: 'iconfont icon-bofangqi-suoping',
    sort: 16,
  },
  [
    screen('role', '角色管理', 'Roles', paths.role.path, 'iconfont iconicon_boss', [...CRUD, 'grant']),
    screen('data_scope', '数据权限', 'Data scopes', paths.dataScope.path, 'iconfont icon-shujuzhanshi2', [
      ...CRUD,
      'scopeSetting',
    ]),
    screen('api_scope', '接口权限', 'API scopes', paths.apiScope.path, 'iconfont icon-iconset0216', [
      ...CRUD,
      'scopeSetting',
    ]),
  ],
);

export const baseMenu: SeedMenu = section(
  {
    code: 'base',
    name: '基础配置',
    nameEn: 'Base data',
    path: '/base',
    source: 'iconfont iconicon_affiliations_li',
    sort: 16,
  },
  [screen('region', '行政区划', 'Regions', paths.region.path, 'iconfont icon-iframe', [...CRUD, 'import', 'debug'])],
);

export const resourceMenu: SeedMenu = section(
  {
    code: 'resource',
    name: '资源管理',
    nameEn: 'Resources',
    path: '/resource',
    source: 'iconfont iconicon_coinpurse_line',
    sort: 16,
  },
  [
    screen('oss', '对象存储', 'Object storage', paths.oss.path, 'iconfont iconicon_subordinate', [...CRUD, 'enable']),
    screen('sms', '短信配置', 'SMS settings', paths.sms.path, 'iconfont iconicon_message', [
      ...CRUD,
      'enable',
      'sendTest',
    ]),
    screen('attach', '附件管理', 'Attachments', paths.attach.path, 'iconfont iconicon_ding', [
      'view',
      'upload',
      'download',
      'delete',
    ]),
  ],
);
