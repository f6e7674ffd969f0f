import { z } from 'zod';
import { createAccounts, USER_STATUS } from '../../auth/accounts';
import { hashPassword } from '../../auth/password';
import { createSocialIdentities } from '../../auth/social';
import { routeModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { ACCOUNT_TAKEN, createAccountClaims } from './account-claims';

/** Query params of `register-guest` (bladex-contract.md §6); the password is the md5 hex the client sends. */
const registerQuery = z.object({
  tenantId: z.string({ error: '租户不存在' }).trim().min(1, '租户不存在').max(12),
  name: z.string().trim().max(64, '用户姓名不能超过64个字符').optional(),
  account: z
    .string({ error: '账号不能为空' })
    .trim()
    .min(1, '账号不能为空')
    .max(64, '账号不能超过64个字符')
    .regex(/^\S+$/, '账号不能包含空白字符'),
  password: z
    .string({ error: '密码不能为空' })
    .min(1, '密码不能为空')
    .regex(/^[0-9a-fA-F]{32}$/, '密码应为md5摘要（32位十六进制）'),
  oauthId: z.string({ error: '第三方账号信息不存在' }).trim().max(128).optional(),
});

/**
 * `POST /blade-system/user/register-guest` (spec 000 §2.3): the user signed in through a social
 * provider that no account is bound to yet (token user_id -1) asks for an account. It is created
 * pending approval (status 3) and bound to the identity of the caller's own token; an administrator
 * then approves or refuses it.
 */
export default routeModule('user-guest-register', (app, { ctx }) => {
  const accounts = createAccounts(ctx.db);
  // Virtual users' accounts are taken too (one namespace per tenant, account-claims.ts).
  const claims = createAccountClaims(ctx.db);
  const social = createSocialIdentities(ctx);
  const insertUser = ctx.db.prepare(`INSERT INTO blade_user (id, tenant_id, code, user_type, account, password, name,
    real_name, avatar, role_id, dept_id, post_id, create_user, create_dept, create_time, update_user, update_time,
    status, is_deleted)
    VALUES (@id, @tenant_id, '', 1, @account, @password, @name, @name, @avatar, '', '', '', @id, '', @time, @id, @time,
    ${USER_STATUS.PENDING}, 0)`);
  // Binds only if nobody bound it since it was read (NULL, or the deleted user it still points at).
  const bind = ctx.db.prepare<[string, string, string]>(
    "UPDATE blade_user_oauth SET user_id = ? WHERE id = ? AND COALESCE(user_id, '') = ?",
  );

  app.post('/blade-system/user/register-guest', { config: { unboundSocial: true } }, async (request) => {
    const identity = identityOf(request);
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const input = parseInput(registerQuery, { ...body, ...(request.query as Record<string, unknown>) });
    const tenant = accounts.tenant(input.tenantId);
    if (!tenant || tenant.status !== 1) throw badRequest('租户不存在');
    if (accounts.user(tenant.tenant_id, input.account) || claims.heldByVirtual(tenant.tenant_id, input.account))
      throw badRequest(ACCOUNT_TAKEN);
    // Only the identity this very token was issued for, and only while no user holds it.
    const oauth = input.oauthId ? social.findByUuid(tenant.tenant_id, input.oauthId) : undefined;
    if (!oauth || oauth.uuid !== identity.oauthId || oauth.tenant_id !== identity.tenantId || social.isBound(oauth)) {
      throw badRequest('第三方账号信息不存在');
    }
    const password = await hashPassword(input.password.toLowerCase());
    const id = ctx.ids.next();
    ctx.db.transaction(() => {
      // Checked again inside the write: a second request may have taken the account or the identity meanwhile.
      if (accounts.user(tenant.tenant_id, input.account) || claims.heldByVirtual(tenant.tenant_id, input.account))
        throw badRequest(ACCOUNT_TAKEN);
      insertUser.run({
        id,
        tenant_id: tenant.tenant_id,
        account: input.account,
        password,
        name: input.name || input.account,
        avatar: oauth.avatar ?? '',
        time: formatDateTime(ctx.now()),
      });
      if (bind.run(id, oauth.id, oauth.user_id ?? '').changes !== 1) throw badRequest('第三方账号信息不存在');
    })();
    return R.status(true);
  });
});
