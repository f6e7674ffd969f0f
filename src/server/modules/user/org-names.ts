import type { Database } from 'better-sqlite3';
import { splitIds, type WireObject } from '../../http/wire';

/** `1,2` → `名称1,名称2` by a lookup; unknown ids are left out. */
export const namesOf = (ids: string, names: ReadonlyMap<string, string>): string =>
  splitIds(ids)
    .flatMap((id) => names.get(id) ?? [])
    .join(',');

/** Id → name maps of one tenant's roles, departments and posts, read once per list. */
export const createOrgNames = (db: Database) => {
  const roles = db.prepare<[string], { id: string; name: string }>(
    'SELECT id, role_name AS name FROM blade_role WHERE tenant_id = ? AND is_deleted = 0',
  );
  const depts = db.prepare<[string], { id: string; name: string }>(
    'SELECT id, dept_name AS name FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0',
  );
  const posts = db.prepare<[string], { id: string; name: string }>(
    'SELECT id, post_name AS name FROM blade_post WHERE tenant_id = ? AND is_deleted = 0',
  );
  const dict = db.prepare<[string], { key: string; name: string }>(
    "SELECT dict_key AS key, dict_value AS name FROM blade_dict WHERE code = ? AND parent_id <> '0' AND is_deleted = 0",
  );
  const toMap = (rows: { id?: string; key?: string; name: string }[]) =>
    new Map(rows.map((row) => [String(row.id ?? row.key), row.name]));
  return {
    /** UserVO names (bladex-contract.md §6): roleName, deptName, postName, sexName, userTypeName. */
    decorateUsers(rows: WireObject[], tenantId: string): WireObject[] {
      const roleNames = toMap(roles.all(tenantId));
      const deptNames = toMap(depts.all(tenantId));
      const postNames = toMap(posts.all(tenantId));
      const sexNames = toMap(dict.all('sex'));
      const typeNames = toMap(dict.all('user_type'));
      return rows.map((row) => ({
        ...row,
        roleName: namesOf(String(row.roleId ?? ''), roleNames),
        deptName: namesOf(String(row.deptId ?? ''), deptNames),
        postName: namesOf(String(row.postId ?? ''), postNames),
        sexName: sexNames.get(String(row.sex)) ?? '',
        userTypeName: typeNames.get(String(row.userType)) ?? '',
      }));
    },
    deptNames: (tenantId: string) => toMap(depts.all(tenantId)),
    roleNames: (tenantId: string) => toMap(roles.all(tenantId)),
  };
};
