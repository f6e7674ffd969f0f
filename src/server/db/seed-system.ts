import type { Database } from 'better-sqlite3';
import { createSequentialIds } from './ids';
import {
  PLACEHOLDER_PREFIX,
  seedApiScopes,
  seedDataScopes,
  seedOssConfigs,
  seedSmsConfigs,
  seedTenantPackages,
} from './seed-data/system-configs';
import { seedOperators, seedPersonas } from './seed-data/system-people';
import { ADMIN_TENANT, SEED_IDS, SEED_TIME, type OrgSeed } from './seed-org';

/**
 * A stored password no sign-in ever matches (auth/password.ts `verifyPassword` accepts only `scrypt$…`): seeded
 * operators get theirs from an administrator's 密码重置.
 */
export const NO_PASSWORD = '!';

/** The audit columns of every seeded row: written by the administrator at the seed time. */
export const AUDIT = {
  create_user: SEED_IDS.adminUser,
  create_dept: SEED_IDS.rootDept,
  create_time: SEED_TIME,
  update_user: SEED_IDS.adminUser,
  update_time: SEED_TIME,
};
const AUDIT_COLUMNS = 'create_user, create_dept, create_time, update_user, update_time';
const AUDIT_VALUES = '@create_user, @create_dept, @create_time, @update_user, @update_time';

/** Menu code → id, failing loudly on a code the menu seed does not have. */
const menuIdsByCode = (db: Database) => {
  const rows = db.prepare<[], { id: string; code: string }>('SELECT id, code FROM blade_menu').all();
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  return {
    idOf: (code: string): string => {
      const id = byCode.get(code);
      if (!id) throw new Error(`seed: no menu with code ${code}`);
      return id;
    },
  };
};

/**
 * The system screens' rows beyond the organisation (seed-data/system-people.ts, system-configs.ts): operators and
 * personas of tenant 000000, tenant packages, OSS and SMS configurations (disabled, placeholder keys), data scopes
 * and API scopes (with the API scopes' role grants). Runs after the organisation, menus and dictionaries; ids come
 * from their own sequence so the same install always gets the same rows.
 */
export const seedSystemExtras = (db: Database, org: OrgSeed): void => {
  const ids = createSequentialIds('1123598819738679000');
  const menus = menuIdsByCode(db);

  const deptId = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_dept WHERE tenant_id = ? AND dept_name = ?',
  );
  const postId = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_post WHERE tenant_id = ? AND post_code = ?',
  );
  const must = (row: { id: string } | undefined, what: string): string => {
    if (!row) throw new Error(`seed: no ${what}`);
    return row.id;
  };
  const user = db.prepare(`INSERT INTO blade_user (id, tenant_id, code, user_type, account, password, name, real_name,
    avatar, email, phone, birthday, sex, role_id, dept_id, post_id, status, ${AUDIT_COLUMNS})
    VALUES (@id, @tenant_id, @code, @user_type, @account, @password, @name, @real_name, '', @email, @phone, @birthday,
    @sex, @role_id, @dept_id, @post_id, @status, ${AUDIT_VALUES})`);
  seedOperators.forEach((operator, index) => {
    const roleId = org.roles[ADMIN_TENANT][operator.role];
    if (!roleId) throw new Error(`seed: no role ${operator.role}`);
    user.run({
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      code: `DL${String(index + 3).padStart(4, '0')}`,
      user_type: operator.userType,
      account: operator.account,
      password: NO_PASSWORD,
      name: operator.name,
      real_name: operator.realName,
      email: `${operator.account}@dali-travel.cn`,
      phone: `138880${String(index + 10).padStart(5, '0')}`,
      birthday: `${operator.birthday} 00:00:00`,
      sex: operator.sex,
      role_id: roleId,
      dept_id: must(deptId.get(ADMIN_TENANT, operator.dept), `department ${operator.dept}`),
      post_id: must(postId.get(ADMIN_TENANT, operator.post), `post ${operator.post}`),
      status: operator.status ?? 1,
      ...AUDIT,
    });
  });

  const persona = db.prepare(`INSERT INTO blade_user_virtual (id, tenant_id, status, account, name, real_name, sex,
    phone, avatar, remark, ${AUDIT_COLUMNS}) VALUES (@id, @tenant_id, @status, @account, @name, @real_name, @sex, '',
    '', @remark, ${AUDIT_VALUES})`);
  for (const item of seedPersonas) {
    persona.run({
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      status: item.status,
      account: item.account,
      name: item.name,
      real_name: item.realName,
      sex: item.sex,
      remark: item.remark,
      ...AUDIT,
    });
  }

  const packageRow = db.prepare(`INSERT INTO blade_tenant_package (id, package_name, menu_id, remark, ${AUDIT_COLUMNS})
    VALUES (@id, @package_name, @menu_id, @remark, ${AUDIT_VALUES})`);
  // The chosen menus only, as the package form stores them: each stands for its branch (crud/tenant-menus.ts).
  for (const item of seedTenantPackages) {
    packageRow.run({
      id: ids.next(),
      package_name: item.packageName,
      menu_id: item.menuCodes.map(menus.idOf).join(','),
      remark: item.remark,
      ...AUDIT,
    });
  }

  const oss = db.prepare(`INSERT INTO blade_oss (id, tenant_id, status, category, endpoint, bucket_name, access_key,
    secret_key, app_id, region, remark, ${AUDIT_COLUMNS}) VALUES (@id, @tenant_id, 1, @category, @endpoint,
    @bucket_name, @access_key, @secret_key, @app_id, @region, @remark, ${AUDIT_VALUES})`);
  seedOssConfigs.forEach((item, index) => {
    oss.run({
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      category: item.category,
      endpoint: item.endpoint,
      bucket_name: item.bucketName,
      access_key: `${PLACEHOLDER_PREFIX}OSS-ACCESS-KEY-${index + 1}`,
      secret_key: `${PLACEHOLDER_PREFIX}OSS-SECRET-KEY-${index + 1}`,
      app_id: item.appId,
      region: item.region,
      remark: item.remark,
      ...AUDIT,
    });
  });

  const sms = db.prepare(`INSERT INTO blade_sms (id, tenant_id, status, category, sms_code, template_id, access_key,
    secret_key, region_id, sign_name, remark, ${AUDIT_COLUMNS}) VALUES (@id, @tenant_id, 1, @category, @sms_code,
    @template_id, @access_key, @secret_key, @region_id, @sign_name, @remark, ${AUDIT_VALUES})`);
  seedSmsConfigs.forEach((item, index) => {
    sms.run({
      id: ids.next(),
      tenant_id: ADMIN_TENANT,
      category: item.category,
      sms_code: item.smsCode,
      template_id: item.templateId,
      access_key: `${PLACEHOLDER_PREFIX}SMS-ACCESS-KEY-${index + 1}`,
      secret_key: `${PLACEHOLDER_PREFIX}SMS-SECRET-KEY-${index + 1}`,
      region_id: item.regionId,
      sign_name: item.signName,
      remark: item.remark,
      ...AUDIT,
    });
  });

  const dataScope = db.prepare(`INSERT INTO blade_scope_data (id, menu_id, resource_code, scope_name, scope_field,
    scope_class, scope_column, scope_type, scope_value, remark, ${AUDIT_COLUMNS}) VALUES (@id, @menu_id,
    @resource_code, @scope_name, '*', @scope_class, @scope_column, @scope_type, '', @remark, ${AUDIT_VALUES})`);
  for (const item of seedDataScopes) {
    dataScope.run({
      id: ids.next(),
      menu_id: menus.idOf(item.menuCode),
      resource_code: item.resourceCode,
      scope_name: item.scopeName,
      scope_class: item.scopeClass,
      scope_column: item.scopeColumn,
      scope_type: item.scopeType,
      remark: item.remark,
      ...AUDIT,
    });
  }

  const apiScope = db.prepare(`INSERT INTO blade_scope_api (id, menu_id, resource_code, scope_name, scope_path,
    scope_type, remark, ${AUDIT_COLUMNS}) VALUES (@id, @menu_id, @resource_code, @scope_name, @scope_path,
    @scope_type, @remark, ${AUDIT_VALUES})`);
  const roleScope = db.prepare(
    'INSERT INTO blade_role_scope (id, scope_category, scope_id, role_id) VALUES (?, 2, ?, ?)',
  );
  for (const item of seedApiScopes) {
    const scopeId = ids.next();
    apiScope.run({
      id: scopeId,
      menu_id: menus.idOf(item.menuCode),
      resource_code: item.resourceCode,
      scope_name: item.scopeName,
      scope_path: item.scopePath,
      scope_type: item.scopeType,
      remark: item.remark,
      ...AUDIT,
    });
    for (const roles of Object.values(org.roles)) {
      for (const alias of item.grantedTo) if (roles[alias]) roleScope.run(ids.next(), scopeId, roles[alias]);
    }
  }
};
