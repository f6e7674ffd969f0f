import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { splitIds, type Row } from '../../http/wire';

/**
 * `GET /blade-system/user/info`: the caller's own user row (never its password) with the names of its roles,
 * departments and posts and its sex, always of the token's tenant (the switch dialog and the profile page).
 */
export default routeModule('user-info', (app, { ctx }) => {
  const user = ctx.db.prepare<[string, string], Row>(
    'SELECT * FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const namesOf = (
    table: 'blade_role' | 'blade_dept' | 'blade_post',
    column: string,
    tenantId: string,
    ids: string[],
  ) => {
    if (ids.length === 0) return '';
    const rows = ctx.db
      .prepare<string[], { id: string; name: string }>(
        `SELECT id, ${column} AS name FROM ${table} WHERE tenant_id = ? AND is_deleted = 0 AND id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(tenantId, ...ids);
    const byId = new Map(rows.map((row) => [row.id, row.name]));
    return ids.flatMap((id) => byId.get(id) ?? []).join(',');
  };
  const sexName = ctx.db.prepare<[string], { dict_value: string }>(
    "SELECT dict_value FROM blade_dict WHERE code = 'sex' AND parent_id <> '0' AND dict_key = ? AND is_deleted = 0",
  );

  app.get('/blade-system/user/info', async (request) => {
    const identity = identityOf(request);
    const row = user.get(identity.tenantId, identity.userId);
    if (!row) return R.data(null);
    const { password: _password, ...rest } = row;
    const tenantId = identity.tenantId;
    return R.data({
      ...ctx.wire.row(rest),
      roleName: namesOf('blade_role', 'role_name', tenantId, splitIds(String(row.role_id ?? ''))),
      deptName: namesOf('blade_dept', 'dept_name', tenantId, splitIds(String(row.dept_id ?? ''))),
      postName: namesOf('blade_post', 'post_name', tenantId, splitIds(String(row.post_id ?? ''))),
      sexName: row.sex === null ? '' : (sexName.get(String(row.sex))?.dict_value ?? ''),
    });
  });
});
