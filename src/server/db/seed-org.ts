import type { Database } from 'better-sqlite3';
import { hashPassword, md5Hex } from '../auth/password';
import { DEFAULT_ACCOUNTS } from '../../shared/embedded-server';
import { createSequentialIds } from './ids';

export { DEFAULT_ACCOUNTS };

/** Audit stamp of seeded rows: fixed, so two fresh installs hold the same data. */
export const SEED_TIME = '2024-01-01 08:00:00';

export const ADMIN_TENANT = '000000';
export const MIDU_TENANT = '100001';

/** The well-known ids of BladeX's own seed (bladex-contract.md §6), so ids look familiar. */
export const SEED_IDS = {
  adminUser: '1123598821738675201',
  administratorRole: '1123598816738675201',
  rootDept: '1123598813738675201',
  ceoPost: '1123598817738675201',
} as const;

/**
 * What the seeded `saber` client may be granted: the captcha sign-in and the refresh, never the bare password grant
 * (which would skip the captcha). An administrator adds `password` on the client screen to turn captcha mode off.
 */
export const SABER_GRANT_TYPES = 'refresh_token,captcha';

export interface OrgSeed {
  /** role alias → role id, per tenant. */
  roles: Record<string, Record<string, string>>;
}

interface DeptSpec {
  key: string;
  name: string;
  fullName: string;
  category: 1 | 2 | 3;
  parent?: string;
}

const ADMIN_DEPTS: DeptSpec[] = [
  { key: 'root', name: '大理州文旅局', fullName: '大理白族自治州文化和旅游局', category: 1 },
  { key: 'office', name: '办公室', fullName: '大理州文旅局办公室', category: 2, parent: 'root' },
  { key: 'it', name: '信息中心', fullName: '大理州文旅局信息中心', category: 2, parent: 'root' },
  { key: 'market', name: '市场推广科', fullName: '大理州文旅局市场推广科', category: 2, parent: 'root' },
  { key: 'dali', name: '大理市文旅局', fullName: '大理市文化和旅游局', category: 1, parent: 'root' },
  { key: 'midu', name: '弥渡县文旅局', fullName: '弥渡县文化和旅游局', category: 1, parent: 'root' },
  { key: 'binchuan', name: '宾川县文旅局', fullName: '宾川县文化和旅游局', category: 1, parent: 'root' },
  { key: 'dali_service', name: '游客服务中心', fullName: '大理市游客服务中心', category: 3, parent: 'dali' },
];

const MIDU_DEPTS: DeptSpec[] = [
  { key: 'root', name: '弥渡县文旅局', fullName: '弥渡县文化和旅游局', category: 1 },
  { key: 'office', name: '综合办公室', fullName: '弥渡县文旅局综合办公室', category: 2, parent: 'root' },
  { key: 'market', name: '文旅市场科', fullName: '弥渡县文旅局文旅市场科', category: 2, parent: 'root' },
  { key: 'micheng', name: '弥城镇文化站', fullName: '弥渡县弥城镇综合文化站', category: 3, parent: 'root' },
];

const POSTS = [
  { code: 'ceo', name: '局长', category: 1 },
  { code: 'manager', name: '科长', category: 2 },
  { code: 'staff', name: '科员', category: 3 },
  { code: 'other', name: '其他', category: 4 },
];

const ROLES: Record<string, { alias: string; name: string }[]> = {
  [ADMIN_TENANT]: [
    { alias: 'administrator', name: '超级管理员' },
    { alias: 'admin', name: '管理员' },
    { alias: 'user', name: '普通用户' },
    { alias: 'bigdata', name: '大数据' },
  ],
  [MIDU_TENANT]: [
    { alias: 'admin', name: '管理员' },
    { alias: 'user', name: '普通用户' },
  ],
};

/** Tenants, the client, departments, posts, roles, users and parameters. Password hashes are made first (async). */
export const prepareOrgSeed = async () => {
  const hashes = new Map<string, string>();
  await Promise.all(
    DEFAULT_ACCOUNTS.map(async (a) => hashes.set(`${a.tenantId}:${a.account}`, await hashPassword(md5Hex(a.password)))),
  );

  return (db: Database): OrgSeed => {
    const ids = createSequentialIds('1123598813738676000');
    const audit = {
      create_user: SEED_IDS.adminUser,
      create_dept: SEED_IDS.rootDept,
      create_time: SEED_TIME,
      update_user: SEED_IDS.adminUser,
      update_time: SEED_TIME,
    };
    const auditCols = 'create_user, create_dept, create_time, update_user, update_time';
    const auditVals = '@create_user, @create_dept, @create_time, @update_user, @update_time';

    const tenant = db.prepare(`INSERT INTO blade_tenant (id, tenant_id, tenant_name, domain_url, domain_name, linkman,
      contact_number, address, account_number, ${auditCols}) VALUES (@id, @tenant_id, @tenant_name, @domain_url,
      @domain_name, @linkman, @contact_number, @address, -1, ${auditVals})`);
    tenant.run({
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      tenant_name: '管理组',
      domain_url: 'http://127.0.0.1',
      domain_name: '大理文旅运营管理平台',
      linkman: '管理员',
      contact_number: '0872-2312345',
      address: '云南省大理白族自治州大理市下关镇',
      ...audit,
    });
    tenant.run({
      id: ids.next(),
      tenant_id: MIDU_TENANT,
      tenant_name: '弥渡县文旅局',
      domain_url: null,
      domain_name: '弥渡县文旅运营平台',
      linkman: '杨丽华',
      contact_number: '0872-4512345',
      address: '云南省大理白族自治州弥渡县弥城镇',
      ...audit,
    });

    db.prepare(
      `INSERT INTO blade_client (id, client_id, client_secret, scope, authorized_grant_types,
      access_token_validity, refresh_token_validity, ${auditCols}) VALUES (@id, 'saber', 'saber_secret', 'all',
      '${SABER_GRANT_TYPES}', 3600, 604800, ${auditVals})`,
    ).run({ id: ids.next(), ...audit });

    const deptIds: Record<string, Record<string, string>> = {};
    const dept = db.prepare(`INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name,
      full_name, sort, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const [tenantId, specs] of [
      [ADMIN_TENANT, ADMIN_DEPTS],
      [MIDU_TENANT, MIDU_DEPTS],
    ] as const) {
      const own: Record<string, string> = {};
      const ancestry: Record<string, string> = {};
      specs.forEach((spec, index) => {
        const id = tenantId === ADMIN_TENANT && spec.key === 'root' ? SEED_IDS.rootDept : ids.next();
        const parentId = spec.parent ? own[spec.parent] : '0';
        const ancestors = spec.parent ? `${ancestry[spec.parent]},${parentId}` : '0';
        own[spec.key] = id;
        ancestry[spec.key] = ancestors;
        dept.run(id, tenantId, parentId, ancestors, spec.category, spec.name, spec.fullName, index + 1, '');
      });
      deptIds[tenantId] = own;
    }

    const postIds: Record<string, Record<string, string>> = {};
    const post = db.prepare(`INSERT INTO blade_post (id, tenant_id, category, post_code, post_name, sort, remark,
      ${auditCols}) VALUES (@id, @tenant_id, @category, @post_code, @post_name, @sort, '', ${auditVals})`);
    for (const tenantId of [ADMIN_TENANT, MIDU_TENANT]) {
      postIds[tenantId] = {};
      POSTS.forEach((spec, index) => {
        const id = tenantId === ADMIN_TENANT && spec.code === 'ceo' ? SEED_IDS.ceoPost : ids.next();
        postIds[tenantId][spec.code] = id;
        post.run({
          id,
          tenant_id: tenantId,
          category: spec.category,
          post_code: spec.code,
          post_name: spec.name,
          sort: index + 1,
          ...audit,
        });
      });
    }

    const roles: OrgSeed['roles'] = {};
    const role = db.prepare(`INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias)
      VALUES (?, ?, '0', ?, ?, ?)`);
    for (const [tenantId, specs] of Object.entries(ROLES)) {
      roles[tenantId] = {};
      specs.forEach((spec, index) => {
        const id =
          tenantId === ADMIN_TENANT && spec.alias === 'administrator' ? SEED_IDS.administratorRole : ids.next();
        roles[tenantId][spec.alias] = id;
        role.run(id, tenantId, spec.name, index + 1, spec.alias);
      });
    }

    const user = db.prepare(`INSERT INTO blade_user (id, tenant_id, code, user_type, account, password, name,
      real_name, avatar, email, phone, birthday, sex, role_id, dept_id, post_id, ${auditCols})
      VALUES (@id, @tenant_id, @code, 1, @account, @password, @name, @real_name, '', @email, @phone, @birthday,
      @sex, @role_id, @dept_id, @post_id, ${auditVals})`);
    const hash = (tenantId: string, account: string): string => {
      const value = hashes.get(`${tenantId}:${account}`);
      if (!value) throw new Error(`seed: no password hash for ${tenantId}:${account}`);
      return value;
    };
    user.run({
      id: SEED_IDS.adminUser,
      tenant_id: ADMIN_TENANT,
      code: 'DL0001',
      account: 'admin',
      password: hash(ADMIN_TENANT, 'admin'),
      name: '管理员',
      real_name: '管理员',
      email: 'admin@dali-travel.cn',
      phone: '13888000001',
      birthday: '1985-06-18 00:00:00',
      sex: 1,
      role_id: roles[ADMIN_TENANT].administrator,
      dept_id: deptIds[ADMIN_TENANT].root,
      post_id: postIds[ADMIN_TENANT].ceo,
      ...audit,
    });
    user.run({
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      code: 'DL0002',
      account: 'bigdata',
      password: hash(ADMIN_TENANT, 'bigdata'),
      name: '大数据',
      real_name: '数据大屏',
      email: 'bigdata@dali-travel.cn',
      phone: '13888000002',
      birthday: '1990-03-09 00:00:00',
      sex: 2,
      role_id: roles[ADMIN_TENANT].bigdata,
      dept_id: deptIds[ADMIN_TENANT].it,
      post_id: postIds[ADMIN_TENANT].staff,
      ...audit,
    });
    user.run({
      id: ids.next(),
      tenant_id: MIDU_TENANT,
      code: 'MD0001',
      account: 'admin',
      password: hash(MIDU_TENANT, 'admin'),
      name: '弥渡管理员',
      real_name: '杨丽华',
      email: 'admin@midu-travel.cn',
      phone: '13888000101',
      birthday: '1988-11-02 00:00:00',
      sex: 2,
      role_id: roles[MIDU_TENANT].admin,
      dept_id: deptIds[MIDU_TENANT].root,
      post_id: postIds[MIDU_TENANT].ceo,
      ...audit,
    });

    const param = db.prepare(`INSERT INTO blade_param (id, param_name, param_key, param_value, remark, ${auditCols})
      VALUES (@id, @param_name, @param_key, @param_value, '', ${auditVals})`);
    for (const [name, key, value] of [
      ['是否开放注册', 'account.registerUser', 'true'],
      ['账号初始密码', 'account.initPassword', '123456'],
      ['账号错误锁定次数', 'account.failCount', '5'],
      // The merchant back office the user screen's 商户后台 button opens (GET /blade-system/api/storeManageUrl).
      ['商户后台地址', 'store.manageUrl', 'https://store.dali-travel.cn/'],
      // The municipal housing system the housing screens sync from (modules/city/housing-source.ts).
      ['住房系统地址', 'municipalHousing.sourceUrl', 'http://127.0.0.1:18090/api/housing'],
    ]) {
      param.run({ id: ids.next(), param_name: name, param_key: key, param_value: value, ...audit });
    }
    return { roles };
  };
};
