import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_STATUS } from '../auth/accounts';
import { isUnboundSocial, type Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (bladex-contract.md §8 skip list). */
    anonymous?: boolean;
    /** Also reachable with the token of a social identity not yet bound to a user (user_id -1). */
    unboundSocial?: boolean;
    /** On an anonymous route: a valid token, when one is sent, still names the caller (`request.identity`). */
    identifyIfSigned?: boolean;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

/** The gateway's bodies: no `success` field (bladex-contract.md §1.4). */
export const MISSING_TOKEN_BODY = { code: 401, msg: '缺失令牌,鉴权失败', data: null } as const;
export const UNAUTHORIZED_BODY = { code: 401, msg: '请求未授权', data: null } as const;

/**
 * The raw token, '' when something is sent that is not a bearer token, undefined when nothing is.
 * Only `bearer` is accepted: the optional `crypto` (AES) form is not configured here.
 */
export const readToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers['blade-auth'];
  const query = (request.query as Record<string, unknown> | undefined)?.['blade-auth'];
  const value = typeof header === 'string' && header.trim() ? header : typeof query === 'string' ? query : undefined;
  if (value === undefined || value.trim() === '') return undefined;
  return value.slice(0, 7).toLowerCase() === 'bearer ' ? value.slice(7).trim() : '';
};

/**
 * A valid signature is not enough: the token must not be logged out, and its user must still exist
 * and not be blocked, so blocking an account takes effect at once rather than after the hour.
 */
export const createAccessVerifier = (ctx: ServerContext) => {
  const activeUser = ctx.db.prepare<[string, string], { status: number }>(
    'SELECT status FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const oauthIdentity = ctx.db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_user_oauth WHERE tenant_id = ? AND uuid = ?',
  );
  const check = (token: string): Identity | null => {
    const payload = ctx.tokens.verify(token, 'access_token');
    if (!payload) return null;
    const identity = ctx.tokens.toIdentity(payload);
    if (ctx.tokenStore.isAccessDenied(identity.jti)) return null;
    if (isUnboundSocial(identity)) {
      return identity.oauthId && oauthIdentity.get(identity.tenantId, identity.oauthId) ? identity : null;
    }
    return activeUser.get(identity.tenantId, identity.userId)?.status === USER_STATUS.NORMAL ? identity : null;
  };
  // The whole check is reused only until the next write: a sign-out (deny-list row), a block or a deleted user is a
  // write, so it is seen by the very next request. Expiry depends on the clock and is checked every time.
  return async (token: string): Promise<Identity | null> => {
    if (!token) return null;
    const identity = ctx.memo.get(`token:${token}`, () => check(token));
    return identity && identity.exp * 1000 > ctx.now() ? identity : null;
  };
};

export const installAuthGuard = (app: FastifyInstance, ctx: ServerContext): void => {
  const verifyAccessToken = createAccessVerifier(ctx);
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    if (request.routeOptions.config.anonymous) {
      if (!request.routeOptions.config.identifyIfSigned) return;
      const token = readToken(request);
      const identity = token ? await verifyAccessToken(token) : null;
      if (identity && !isUnboundSocial(identity)) request.identity = identity;
      return;
    }
    const token = readToken(request);
    if (token === undefined) return reply.status(401).send(MISSING_TOKEN_BODY);
    const identity = await verifyAccessToken(token);
    if (!identity) return reply.status(401).send(UNAUTHORIZED_BODY);
    // A social sign-in without a user may only look at itself, register, or sign out (spec 000 §2.3).
    if (isUnboundSocial(identity) && !request.routeOptions.config.unboundSocial) {
      return reply.status(401).send(UNAUTHORIZED_BODY);
    }
    request.identity = identity;
  });
};

/** The caller of a guarded route; the guard has already refused requests without one. */
export const identityOf = (request: FastifyRequest): Identity => {
  if (!request.identity) throw new HttpError(401, '请求未授权', { ...UNAUTHORIZED_BODY });
  return request.identity;
};

/**
 * `@PreAuth("hasAnyRole('administrator','admin')")`: denial is HTTP 401 with an R of code 401 and
 * 请求未授权, as BladeX's SecureException answers (bladex-contract.md §1.4, §6).
 */
export const requireAnyRole = (request: FastifyRequest, ...aliases: string[]): Identity => {
  const identity = identityOf(request);
  if (!identity.roleAliases.some((alias) => aliases.includes(alias))) {
    throw new HttpError(401, '请求未授权');
  }
  return identity;
};

export const ADMIN_ROLES = ['administrator', 'admin'] as const;

export const requireAdmin = (request: FastifyRequest): Identity => requireAnyRole(request, ...ADMIN_ROLES);
