import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { identityOf } from '../http/auth-guard';
import { R } from '../http/r';
import { parseInput } from '../http/validate';
import { splitIds, type Row } from '../http/wire';

const selectQuery = z.object({
  userId: z
    .string()
    .regex(/^\d{1,20}$/, '用户ID格式不正确')
    .optional()
    .or(z.literal('')),
});

/**
 * Departments, roles and the current user, always of the token's tenant (the switch dialog and
 * the profile page use these).
 */
export const orgRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
  const depts = ctx.db.prepare<[string], Row>(
    `SELECT id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort, remark, is_deleted
     FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id`,
  );
  const roles = ctx.db.prepare<[string], Row>(
    `SELECT id, tenant_id, parent_id, role_name, sort, role_alias, is_deleted
     FROM blade_role WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id`,
  );
  const userIds = ctx.db.prepare<[string, string], { dept_id: string; role_id: string }>(
    'SELECT dept_id, role_id FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );

  /** With `userId` only that user's own entries (they must be in the caller's tenant). */
  const selectFor = (tenantId: string, userId: string | undefined, rows: Row[], column: 'dept_id' | 'role_id') => {
    if (!userId) return rows;
    const user = userIds.get(tenantId, userId);
    const own = new Set(splitIds(user?.[column]));
    return rows.filter((row) => own.has(String(row.id)));
  };

  app.get('/blade-system/dept/select', async (request) => {
    const identity = identityOf(request);
    const { userId } = parseInput(selectQuery, request.query);
    return R.data(ctx.wire.rows(selectFor(identity.tenantId, userId, depts.all(identity.tenantId), 'dept_id')));
  });

  app.get('/blade-system/role/select', async (request) => {
    const identity = identityOf(request);
    const { userId } = parseInput(selectQuery, request.query);
    return R.data(ctx.wire.rows(selectFor(identity.tenantId, userId, roles.all(identity.tenantId), 'role_id')));
  });

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
};
