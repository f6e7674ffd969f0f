import { USER_STATUS } from '../../auth/accounts';
import type { Identity } from '../../auth/identity';
import { routeModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { requireAdmin } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { idListQuery, pageOffset, pageQuery } from '../../http/paging';
import { R, toPage } from '../../http/r';
import { parseInput } from '../../http/validate';
import { splitIds, type Row } from '../../http/wire';

const userIdsQuery = idListQuery('userIds', '用户ID');

/** The role an approved guest gets when the administrator has not given it one: the tenant's plain user role. */
const DEFAULT_GUEST_ROLE_ALIAS = 'user';

/**
 * Approval of guest registrations (status 3, see migration 004). Administrators only, and only for
 * users of their own tenant; a batch with any id that is not a pending user of the tenant is refused
 * whole, so nothing is half done.
 */
export default routeModule('user-guest-audit', (app, { ctx }) => {
  const pending = ctx.db.prepare<[string, string], { id: string; role_id: string }>(
    `SELECT id, role_id FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0 AND status = ${USER_STATUS.PENDING}`,
  );
  const roleOfTenant = ctx.db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_role WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const defaultRole = ctx.db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_role WHERE tenant_id = ? AND role_alias = ? AND is_deleted = 0 ORDER BY sort, id LIMIT 1',
  );
  const approve = ctx.db.prepare<[string, string, string, string, string]>(
    `UPDATE blade_user SET status = ${USER_STATUS.NORMAL}, role_id = ?, update_user = ?, update_time = ?
     WHERE tenant_id = ? AND id = ? AND status = ${USER_STATUS.PENDING} AND is_deleted = 0`,
  );
  const refuse = ctx.db.prepare<[string, string, string, string]>(
    `UPDATE blade_user SET is_deleted = 1, update_user = ?, update_time = ?
     WHERE tenant_id = ? AND id = ? AND status = ${USER_STATUS.PENDING} AND is_deleted = 0`,
  );
  // A refused person may apply again with the same external identity.
  const unbind = ctx.db.prepare<[string, string]>(
    'UPDATE blade_user_oauth SET user_id = NULL WHERE tenant_id = ? AND user_id = ?',
  );
  const countPending = ctx.db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND status = ${USER_STATUS.PENDING}`,
  );
  const pagePending = ctx.db.prepare<[string, number, number], Row>(
    `SELECT u.id, u.tenant_id, u.account, u.name, u.real_name, u.avatar, u.email, u.phone, u.create_time, u.status,
       (SELECT o.source FROM blade_user_oauth o WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id LIMIT 1) AS source
     FROM blade_user u WHERE u.tenant_id = ? AND u.is_deleted = 0 AND u.status = ${USER_STATUS.PENDING}
     ORDER BY u.create_time DESC, u.id DESC LIMIT ? OFFSET ?`,
  );

  const pendingUsers = (identity: Identity, ids: string[]) => {
    const rows = ids.map((id) => pending.get(identity.tenantId, id));
    if (rows.some((row) => row === undefined)) throw badRequest('用户不存在或不是待审核状态');
    return rows as { id: string; role_id: string }[];
  };

  app.post('/blade-system/user/audit-pass', async (request) => {
    const identity = requireAdmin(request);
    const { userIds } = parseInput(userIdsQuery, request.query);
    const stamp = formatDateTime(ctx.now());
    const fallback = defaultRole.get(identity.tenantId, DEFAULT_GUEST_ROLE_ALIAS)?.id ?? '';
    ctx.db.transaction(() => {
      for (const user of pendingUsers(identity, userIds)) {
        const own = splitIds(user.role_id).filter((id) => roleOfTenant.get(identity.tenantId, id));
        const roleId = own.length > 0 ? own.join(',') : fallback;
        approve.run(roleId, identity.userId, stamp, identity.tenantId, user.id);
      }
    })();
    return R.status(true);
  });

  app.post('/blade-system/user/audit-refuse', async (request) => {
    const identity = requireAdmin(request);
    const { userIds } = parseInput(userIdsQuery, request.query);
    const stamp = formatDateTime(ctx.now());
    ctx.db.transaction(() => {
      for (const user of pendingUsers(identity, userIds)) {
        refuse.run(identity.userId, stamp, identity.tenantId, user.id);
        unbind.run(identity.tenantId, user.id);
      }
    })();
    return R.status(true);
  });

  app.get('/blade-system/user/pending-list', async (request) => {
    const identity = requireAdmin(request);
    const page = parseInput(pageQuery, request.query);
    const total = countPending.get(identity.tenantId)?.n ?? 0;
    const rows = pagePending.all(identity.tenantId, page.size, pageOffset(page));
    return R.data(toPage(ctx.wire.rows(rows), total, page.current, page.size));
  });
});
