import type { Identity } from '../../auth/identity';
import type { ServerContext } from '../../context';
import { formatDateTime } from '../../db/clock';
import { menuBranches } from '../../crud/tenant-menus';
import { splitIds } from '../../http/wire';

/** BladeX TenantServiceImpl.MENU_CODES, in this app's menu codes: what a new tenant's admin may open. */
export const DEFAULT_TENANT_MENU_CODES = [
  'home',
  'desk',
  'user',
  'dept',
  'post',
  'role',
  'dict_biz',
  'param',
  'region',
  'attach',
];

/**
 * What a new tenant starts with (BladeX TenantServiceImpl.saveTenant): role `admin`, a department named after
 * the tenant, a post, the `admin` account and the role's menus: those named by the `tenant.default.menuCode`
 * parameter (comma codes) or the defaults, with everything below them and every ancestor above them.
 * Runs inside the tenant insert's transaction.
 */
export const createTenantSetup = (ctx: ServerContext) => {
  const db = ctx.db;
  const menus = db.prepare<[], { id: string; parent_id: string; code: string }>(
    'SELECT id, parent_id, code FROM blade_menu WHERE is_deleted = 0',
  );
  return {
    createTenantAccounts(identity: Identity, tenantId: string, tenantName: string, passwordHash: string): void {
      const time = formatDateTime(ctx.now());
      const roleId = ctx.ids.next();
      const deptId = ctx.ids.next();
      const postId = ctx.ids.next();
      db.prepare(
        "INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?, ?, '0', '管理员', 1, 'admin')",
      ).run(roleId, tenantId);
      db.prepare(
        "INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort) VALUES (?, ?, '0', '0', 1, ?, ?, 1)",
      ).run(deptId, tenantId, tenantName, tenantName);
      db.prepare(
        `INSERT INTO blade_post (id, tenant_id, category, post_code, post_name, sort, create_user, create_dept, create_time,
         update_user, update_time) VALUES (?, ?, 1, 'ceo', '负责人', 1, ?, ?, ?, ?, ?)`,
      ).run(postId, tenantId, identity.userId, null, time, identity.userId, time);
      db.prepare(
        `INSERT INTO blade_user (id, tenant_id, code, user_type, account, password, name, real_name, role_id, dept_id,
         post_id, create_user, create_dept, create_time, update_user, update_time)
         VALUES (?, ?, '', 1, 'admin', ?, '管理员', '管理员', ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        ctx.ids.next(),
        tenantId,
        passwordHash,
        roleId,
        deptId,
        postId,
        identity.userId,
        null,
        time,
        identity.userId,
        time,
      );

      const configured = splitIds(ctx.param('tenant.default.menuCode'));
      const codes = new Set(configured.length > 0 ? configured : DEFAULT_TENANT_MENU_CODES);
      const wanted = menuBranches(menus.all(), (menu) => codes.has(menu.code));
      const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
      for (const menuId of wanted) grant.run(ctx.ids.next(), menuId, roleId);
    },
  };
};
