// Configuration rows a fresh install shows on the system screens: tenant packages, object-storage and SMS
// configurations, data scopes and API scopes. Storage and SMS rows are DISABLED and hold placeholder keys (every one
// starts with `PLACEHOLDER-`): they show what a configuration looks like and must be given real keys before being
// enabled. Menus are named by code; the seed resolves them to ids.

/** The text every placeholder key starts with, so nobody mistakes one for a credential. */
export const PLACEHOLDER_PREFIX = 'PLACEHOLDER-';

export interface SeedTenantPackage {
  packageName: string;
  /** Menu codes: each stands for itself, everything below it and its path (crud/tenant-menus.ts). */
  menuCodes: readonly string[];
  remark: string;
}

export const seedTenantPackages: readonly SeedTenantPackage[] = [
  {
    packageName: '县级文旅基础包',
    menuCodes: ['home', 'desk', 'content', 'merchant', 'order', 'user', 'dept', 'post', 'role', 'dict_biz', 'param'],
    remark: '县(市)文旅局的日常运营:内容、商户、订单与本单位的用户机构管理',
  },
  {
    packageName: '商户运营包',
    menuCodes: ['home', 'merchant', 'order', 'welfare', 'activity'],
    remark: '只做商户、订单与优惠活动运营的合作单位',
  },
  {
    packageName: '数据看板包',
    menuCodes: ['home', 'board'],
    remark: '只看大数据看板的单位(如指挥中心)',
  },
];

export interface SeedOssConfig {
  /** dict `oss`: 1 minio, 2 qiniu, 3 aliyun, 4 tencent. */
  category: 1 | 2 | 3 | 4;
  endpoint: string;
  bucketName: string;
  appId: string;
  region: string;
  remark: string;
}

export const seedOssConfigs: readonly SeedOssConfig[] = [
  {
    category: 1,
    endpoint: 'http://127.0.0.1:9000',
    bucketName: 'dali-travel',
    appId: '',
    region: '',
    remark: '示例:本机 MinIO。密钥为占位符,启用前请替换',
  },
  {
    category: 3,
    endpoint: 'https://oss-cn-chengdu.aliyuncs.com',
    bucketName: 'dali-travel-media',
    appId: '',
    region: 'cn-chengdu',
    remark: '示例:阿里云 OSS 成都节点。密钥为占位符,启用前请替换',
  },
  {
    category: 4,
    endpoint: 'https://cos.ap-chengdu.myqcloud.com',
    bucketName: 'dali-travel-media',
    appId: `${PLACEHOLDER_PREFIX}APPID`,
    region: 'ap-chengdu',
    remark: '示例:腾讯云 COS 成都节点。AppId 与密钥为占位符,启用前请替换',
  },
];

export interface SeedSmsConfig {
  /** dict `sms`: 1 yunpian, 2 qiniu, 3 aliyun, 4 tencent. */
  category: 1 | 2 | 3 | 4;
  smsCode: string;
  templateId: string;
  regionId: string;
  signName: string;
  remark: string;
}

export const seedSmsConfigs: readonly SeedSmsConfig[] = [
  {
    category: 3,
    smsCode: 'aliyun-verify',
    templateId: `${PLACEHOLDER_PREFIX}SMS_0001`,
    regionId: 'cn-hangzhou',
    signName: '大理文旅',
    remark: '示例:验证码短信(阿里云)。模板与密钥为占位符,启用前请替换',
  },
  {
    category: 4,
    smsCode: 'tencent-notice',
    templateId: `${PLACEHOLDER_PREFIX}100001`,
    regionId: 'ap-guangzhou',
    signName: '大理文旅',
    remark: '示例:订单通知短信(腾讯云)。模板与密钥为占位符,启用前请替换',
  },
];

export interface SeedDataScope {
  /** The menu the scope hangs on: it limits that resource's list (crud/data-scope.ts). */
  menuCode: string;
  resourceCode: string;
  scopeName: string;
  scopeColumn: string;
  /** dict data_scope_type: 1 all, 2 own, 3 own dept, 4 own dept and below, 5 custom. */
  scopeType: 1 | 2 | 3 | 4 | 5;
  scopeClass: string;
  remark: string;
}

const USER_PAGE = 'org.springblade.modules.system.mapper.UserMapper.selectUserPage';

/** Offered in 权限设置 › 数据权限; granted to no role by the seed, so nothing is limited until an operator says so. */
export const seedDataScopes: readonly SeedDataScope[] = [
  {
    menuCode: 'user',
    resourceCode: 'user_all',
    scopeName: '全部用户',
    scopeColumn: 'dept_id',
    scopeType: 1,
    scopeClass: USER_PAGE,
    remark: '不限制',
  },
  {
    menuCode: 'user',
    resourceCode: 'user_own_dept',
    scopeName: '本机构用户',
    scopeColumn: 'dept_id',
    scopeType: 3,
    scopeClass: USER_PAGE,
    remark: '只看与自己同机构的用户',
  },
  {
    menuCode: 'user',
    resourceCode: 'user_dept_below',
    scopeName: '本机构及下级机构用户',
    scopeColumn: 'dept_id',
    scopeType: 4,
    scopeClass: USER_PAGE,
    remark: '县(市)局看本局及下属单位的用户',
  },
  {
    menuCode: 'user',
    resourceCode: 'user_created',
    scopeName: '本人创建的用户',
    scopeColumn: 'create_user',
    scopeType: 2,
    scopeClass: USER_PAGE,
    remark: '只看自己建的账号',
  },
  {
    menuCode: 'dept',
    resourceCode: 'dept_below',
    scopeName: '本机构及下级机构',
    scopeColumn: 'id',
    scopeType: 4,
    scopeClass: 'org.springblade.modules.system.mapper.DeptMapper.lazyList',
    remark: '机构管理只显示本机构及以下',
  },
  {
    menuCode: 'post',
    resourceCode: 'post_created',
    scopeName: '本人创建的岗位',
    scopeColumn: 'create_user',
    scopeType: 2,
    scopeClass: 'org.springblade.modules.system.mapper.PostMapper.selectPostPage',
    remark: '只看自己建的岗位',
  },
];

export interface SeedApiScope {
  menuCode: string;
  resourceCode: string;
  scopeName: string;
  /** Matched with "contains" against request paths (http/api-scope-guard.ts). */
  scopePath: string;
  /** dict api_scope_type: 1 system, 2 business. */
  scopeType: 1 | 2;
  /** Role aliases (of every seeded tenant) granted the scope; the platform administrator never needs one. */
  grantedTo: readonly string[];
  remark: string;
}

/**
 * An API scope closes its path to every role not granted it, so the seed names only paths that are meant to be
 * closed: the bulk user import (open to the tenants' `admin` roles) and two platform-only tenant settings.
 */
export const seedApiScopes: readonly SeedApiScope[] = [
  {
    menuCode: 'user',
    resourceCode: 'api_user_import',
    scopeName: '用户批量导入接口',
    scopePath: '/blade-system/user/import-user',
    scopeType: 1,
    grantedTo: ['admin'],
    remark: '批量导入账号只开放给管理员角色',
  },
  {
    menuCode: 'tenant',
    resourceCode: 'api_tenant_setting',
    scopeName: '租户授权配置接口',
    scopePath: '/blade-system/tenant/setting',
    scopeType: 1,
    grantedTo: [],
    remark: '账号额度与到期时间只由平台超级管理员调整',
  },
  {
    menuCode: 'tenant',
    resourceCode: 'api_tenant_datasource',
    scopeName: '租户数据源配置接口',
    scopePath: '/blade-system/tenant/datasource',
    scopeType: 1,
    grantedTo: [],
    remark: '数据源只由平台超级管理员配置',
  },
];
