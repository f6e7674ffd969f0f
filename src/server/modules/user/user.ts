import type { Identity } from '../../auth/identity';
import { USER_STATUS } from '../../auth/accounts';
import { accountSubject } from '../../auth/lockout';
import { hashPassword, md5Hex } from '../../auth/password';
import { createPasswordResetMarks } from '../../auth/password-reset-mark';
import type { CrudHooks } from '../../crud/crud-routes';
import { resourceModule } from '../../crud/resource-module';
import { idsParam, optionalId, withAnyGrant, withButton } from '../../crud/route-guards';
import { bodyObject, runSubmit } from '../../crud/submit';
import { listColumnHasAny, placeholders } from '../../crud/where';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { splitIds } from '../../http/wire';
import { createAccountClaims } from './account-claims';
import { fromWire } from '../../crud/wire-input';
import { createOrgNames } from './org-names';
import { createUserImportHooks } from './user-import';
import { registerUserPlatform } from './user-platform';

/** BladeX CommonConstant.DEFAULT_PASSWORD, when the `account.initPassword` parameter is unset. */
const DEFAULT_INIT_PASSWORD = '123456';

/** What `update/auth/info` may change: the user's roles, departments and posts (and the id naming the user). */
const AUTH_INFO_PROPERTIES = ['id', 'roleId', 'deptId', 'postId'];

/** `update` and `update/auth/info` change an existing user: a body without an id is refused, never inserted. */
const requireUserId = (body: Record<string, unknown>): void => {
  const id = body.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '')
    throw badRequest('请选择要修改的用户');
};

/**
 * Users (bladex-contract.md §6, spec 002 §7): the generic page/detail/submit/remove plus `update`,
 * `update/auth/info`, grant, password resets, block/unblock and unlock, `user-list`, the per-platform extension
 * (user-platform.ts) and the import (user-import.ts). Virtual users, under the same endpoint, are virtual-user.ts.
 * An account a virtual user holds is refused like one another user holds (account-claims.ts). Passwords arrive in
 * clear on submit (as BladeX's user form sends them) and are stored as scrypt over their md5, the form the
 * sign-in checks.
 */
export default resourceModule('user', ({ services, store }) => {
  const { ctx } = services;
  const db = ctx.db;
  const names = createOrgNames(db, ctx.memo);
  const claims = createAccountClaims(db);

  const deptsBelow = db.prepare<[string, string, string], { id: string }>(
    `SELECT id FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0
     AND (id = ? OR (',' || ancestors || ',') LIKE '%,' || ? || ',%')`,
  );
  const liveIds = (table: 'blade_role' | 'blade_dept' | 'blade_post', tenantId: string, ids: string[]) =>
    ids.length === 0
      ? []
      : db
          .prepare<unknown[], { id: string }>(
            `SELECT id FROM ${table} WHERE tenant_id = ? AND is_deleted = 0 AND id IN (${placeholders(ids.length)})`,
          )
          .all(tenantId, ...ids)
          .map((row) => row.id);
  const quota = db.prepare<[string], { account_number: number }>(
    'SELECT account_number FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0',
  );
  const userCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0',
  );

  /** Every id of a comma list must be a live row of the tenant, or the write is refused. */
  const checkRefs = (
    tenantId: string,
    value: unknown,
    table: 'blade_role' | 'blade_dept' | 'blade_post',
    label: string,
  ) => {
    if (value === undefined || value === null) return;
    const ids = splitIds(String(value));
    if (liveIds(table, tenantId, ids).length !== ids.length) throw badRequest(`所选${label}不存在`);
  };

  const hooks: CrudHooks = {
    import: createUserImportHooks(services),
    listParams: ['deptId'],
    listFilter(query, identity) {
      const raw = query.deptId;
      if (typeof raw !== 'string' || raw.trim() === '') return undefined;
      const deptId = raw.trim();
      if (!/^\d{1,20}$/.test(deptId)) throw badRequest('参数错误: deptId 格式不正确');
      const ids = deptsBelow.all(identity.tenantId, deptId, deptId).map((row) => row.id);
      return listColumnHasAny('dept_id', ids);
    },
    decorate: (rows, identity) => names.decorateUsers(rows, identity.tenantId),
    async beforeWrite({ mode, identity, values }) {
      checkRefs(identity.tenantId, values.role_id, 'blade_role', '角色');
      checkRefs(identity.tenantId, values.dept_id, 'blade_dept', '机构');
      checkRefs(identity.tenantId, values.post_id, 'blade_post', '岗位');
      if (mode !== 'create') return;
      const limit = quota.get(identity.tenantId)?.account_number ?? -1;
      if (limit >= 0 && (userCount.get(identity.tenantId)?.n ?? 0) >= limit)
        throw badRequest('当前租户已到最大账号额度!');
      values.password = await hashPassword(md5Hex(String(values.password ?? '')));
      values.status = USER_STATUS.NORMAL;
    },
    // In the write's transaction: a persona created while the password was hashed still refuses this one.
    afterWrite({ identity, values }) {
      claims.refuseVirtual(identity.tenantId, values.account);
    },
    beforeRemove(keys, identity) {
      if (keys.includes(identity.userId)) throw badRequest('不能删除当前登录账号');
    },
  };

  /** The tenant's live users among the ids; any other id refuses the whole batch. */
  const usersOf = (identity: Identity, ids: string[]) => {
    if (store.existing(identity, ids).length !== ids.length) throw badRequest('所选用户不存在或已被删除');
    return ids;
  };
  const setStatus = db.prepare<[number, string, string, string, string, number]>(
    'UPDATE blade_user SET status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND status = ? AND is_deleted = 0',
  );
  const setPassword = db.prepare<[string, string, string, string, string]>(
    'UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const setRoles = db.prepare<[string, string, string, string, string]>(
    'UPDATE blade_user SET role_id = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const accountOf = db.prepare<[string, string], { account: string }>(
    'SELECT account FROM blade_user WHERE tenant_id = ? AND id = ?',
  );
  const pickerRows = db.prepare<[string], { id: string; account: string; real_name: string | null; dept_id: string }>(
    'SELECT id, account, real_name, dept_id FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 ORDER BY account',
  );
  const timeText = () => formatDateTime(ctx.now());

  const resetMarks = createPasswordResetMarks(db);
  const initialPassword = () => ctx.param('account.initPassword') || DEFAULT_INIT_PASSWORD;

  /**
   * Sets the initial password and marks each account: its next sign-in must set its own password before
   * anything else opens (the client's first-sign-in flow). Answers the password given, for the success message.
   */
  const resetPasswords = async (identity: Identity, userIds: string[]) => {
    const initial = initialPassword();
    const hash = await hashPassword(md5Hex(initial));
    const time = timeText();
    db.transaction(() => {
      for (const id of userIds) {
        setPassword.run(hash, identity.userId, time, identity.tenantId, id);
        resetMarks.mark(identity.tenantId, id, identity.userId, time);
        // The old password's sessions end with it (an administrator resets a password for a reason).
        ctx.tokenStore.revokeUserSessions(identity.tenantId, id, undefined);
      }
    })();
    return initial;
  };

  /** Status 1 → 2 (block) or 2 → 1 (unblock); pending users (3) are left to the approval screens. */
  const changeStatus = (identity: Identity, userIds: string[], from: number, to: number) => {
    const time = timeText();
    db.transaction(() => {
      for (const id of userIds) setStatus.run(to, identity.userId, time, identity.tenantId, id, from);
    })();
  };

  return {
    hooks,
    // SpringBlade's `user/list` beside BladeX's `user/page` (bladex-contract.md §6): the same page.
    listAliases: ['list'],
    async routes(app) {
      // `update` (bladex-contract.md §6): the submit of an existing user; without an id it is refused, never an insert.
      app.post('/blade-system/user/update', async (request) => {
        const body = bodyObject(fromWire(store.def, request.body));
        requireUserId(body);
        await runSubmit(services, store, identityOf(request), body, hooks);
        return R.status(true);
      });

      // `update/auth/info`: a user's authorisation only (roles, departments, posts), the rest of the body ignored; the
      // same grant (`user_edit`), validation and reference checks as an edit (README.md beside this file).
      app.post('/blade-system/user/update/auth/info', async (request) => {
        const body = bodyObject(request.body);
        requireUserId(body);
        const auth = Object.fromEntries(Object.entries(body).filter(([name]) => AUTH_INFO_PROPERTIES.includes(name)));
        if (Object.keys(auth).length === 1) throw badRequest('请选择所属角色、部门或岗位');
        await runSubmit(services, store, identityOf(request), auth, hooks);
        return R.status(true);
      });

      app.post('/blade-system/user/grant', async (request) => {
        const identity = withButton(services, request, 'user_role');
        const userIds = usersOf(identity, idsParam(request, 'userIds', '用户'));
        const roleIds = idsParam(request, 'roleIds', '角色');
        checkRefs(identity.tenantId, roleIds.join(','), 'blade_role', '角色');
        const time = timeText();
        db.transaction(() => {
          for (const id of userIds) setRoles.run(roleIds.join(','), identity.userId, time, identity.tenantId, id);
        })();
        return R.status(true);
      });

      // `GET`: the password a reset gives (`account.initPassword`), for the confirmation that names it; only to
      // someone who may reset. The `POST` answers success with the same password in its message.
      app.get('/blade-system/user/reset-password', async (request) => {
        withButton(services, request, 'user_reset');
        return R.data({ password: initialPassword() });
      });

      app.post('/blade-system/user/reset-password', async (request) => {
        const identity = withButton(services, request, 'user_reset');
        const password = await resetPasswords(identity, usersOf(identity, idsParam(request, 'userIds', '用户')));
        return R.data({ password }, `密码已重置为 ${password}，该账号下次登录时须修改密码`);
      });

      // Merchant operators sign in to the merchant app with their blade_user row too; the reset is the same.
      app.post('/blade-system/user/reset-merchant-password', async (request) => {
        const identity = withButton(services, request, 'user_reset_merchant');
        await resetPasswords(identity, usersOf(identity, idsParam(request, 'userIds', '用户')));
        return R.status(true);
      });

      app.post('/blade-system/user/block', async (request) => {
        const identity = withButton(services, request, 'user_block');
        const userIds = usersOf(identity, idsParam(request, 'userIds', '用户'));
        if (userIds.includes(identity.userId)) throw badRequest('不能封禁当前登录账号');
        // The auth guard checks the status on every request, so the user's tokens stop at once.
        changeStatus(identity, userIds, USER_STATUS.NORMAL, USER_STATUS.BLOCKED);
        return R.status(true);
      });

      app.post('/blade-system/user/unblock', async (request) => {
        const identity = withButton(services, request, 'user_unblock');
        changeStatus(
          identity,
          usersOf(identity, idsParam(request, 'userIds', '用户')),
          USER_STATUS.BLOCKED,
          USER_STATUS.NORMAL,
        );
        return R.status(true);
      });

      app.post('/blade-system/user/unlock', async (request) => {
        const identity = withButton(services, request, 'user_unlock');
        for (const id of usersOf(identity, idsParam(request, 'userIds', '用户'))) {
          const account = accountOf.get(identity.tenantId, id)?.account;
          if (account) ctx.lockout.unlockAccount(accountSubject(identity.tenantId, account));
        }
        return R.status(true);
      });

      // Plain list of the tenant's users for pickers (bladex-contract.md §6 `user-list`), names only.
      app.get('/blade-system/user/user-list', async (request) => {
        const identity = withAnyGrant(services, request, ['user', 'user_view']);
        const deptId = optionalId(request, 'deptId');
        const rows = pickerRows
          .all(identity.tenantId)
          .filter((row) => !deptId || splitIds(row.dept_id).includes(deptId));
        return R.data(
          rows.map((row) =>
            ctx.wire.row({ id: row.id, account: row.account, real_name: row.real_name, dept_id: row.dept_id }),
          ),
        );
      });

      registerUserPlatform(app, services, store);
    },
  };
});
