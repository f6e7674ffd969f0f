import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { identityOf } from '../http/auth-guard';
import { R } from '../http/r';
import { parseInput } from '../http/validate';
import { authenticateClient } from './client-auth';
import { createGrants, type TokenRequest } from './grant';
import { createAccounts } from './accounts';

const text = (max: number) => z.string().max(max).optional();

/** Flavour X names first; the flavour S spellings are accepted too (bladex-contract.md §2.3). */
const tokenParams = z.object({
  grant_type: text(32),
  grantType: text(32),
  username: text(64),
  account: text(64),
  password: text(256),
  tenantId: text(12),
  tenant_id: text(12),
  refresh_token: text(4096),
  refreshToken: text(4096),
  scope: text(32),
  type: text(32),
});

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const readTokenRequest = (request: FastifyRequest, forcedGrant?: string): TokenRequest => {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const params = parseInput(tokenParams, { ...body, ...(request.query as Record<string, unknown>) });
  return {
    grantType: forcedGrant ?? params.grant_type ?? params.grantType ?? 'password',
    tenantId: header(request, 'tenant-id') || params.tenantId || params.tenant_id || '000000',
    username: (params.username ?? params.account ?? '').trim(),
    password: params.password ?? '',
    refreshToken: params.refresh_token ?? params.refreshToken ?? '',
    captchaKey: header(request, 'captcha-key'),
    captchaCode: header(request, 'captcha-code'),
    deptId: header(request, 'dept-id'),
    roleId: header(request, 'role-id'),
    ip: request.ip,
  };
};

export const authRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
  const grants = createGrants(ctx);
  const accounts = createAccounts(ctx.db);
  const anonymous = { config: { anonymous: true } };

  app.get('/blade-auth/oauth/captcha', anonymous, async () => ctx.captcha.create());

  const token = (forcedGrant?: string) => async (request: FastifyRequest) => {
    const client = authenticateClient(ctx.db, request.headers.authorization);
    return grants.grant(readTokenRequest(request, forcedGrant), client);
  };
  app.post('/blade-auth/oauth/token', anonymous, token());
  // spec 000 §7 names a separate refresh path; it is the refresh grant of the same endpoint.
  app.post('/blade-auth/oauth/token/refresh', anonymous, token('refresh_token'));

  const logout = async (request: FastifyRequest) => {
    const identity = identityOf(request);
    ctx.db.transaction(() => {
      const family = ctx.tokenStore.findByAccess(identity.jti);
      if (family) ctx.tokenStore.revokeFamily(family.family_id);
      ctx.tokenStore.denyAccess(identity.jti, identity.exp * 1000);
    })();
    return { success: 'true', msg: 'success' };
  };
  app.get('/blade-auth/oauth/logout', logout);
  app.post('/blade-auth/oauth/logout', logout);

  app.get('/blade-auth/oauth/user-info', async (request) => {
    const identity = identityOf(request);
    const user = accounts.userById(identity.tenantId, identity.userId);
    if (!user) return R.fail('用户不存在', 400);
    const roleNames = accounts.roles(user).filter((role) => identity.roleIds.includes(role.id));
    return R.data({
      userId: user.id,
      tenantId: user.tenant_id,
      account: user.account,
      userName: user.account,
      nickName: user.name ?? '',
      realName: user.real_name ?? '',
      avatar: user.avatar ?? '',
      deptId: identity.deptId,
      postId: user.post_id,
      roleId: identity.roleId,
      roleName: roleNames.map((role) => role.role_name).join(','),
      roles: identity.roleAliases,
    });
  });

  app.get('/blade-auth/oauth/clear-cache', async (request) => {
    identityOf(request);
    for (const clear of ctx.caches.values()) clear();
    return { success: 'true', msg: 'success' };
  });
};
