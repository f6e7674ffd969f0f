import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeAccountName } from '../../shared/validation/account-name';
import type { ServerContext } from '../context';
import { identityOf, requireAdmin } from '../http/auth-guard';
import { R } from '../http/r';
import { rateLimitFor } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { SPRINGBLADE_CAPTCHA_SIZE } from './captcha-store';
import { authenticateClient } from './client-auth';
import {
  RESULT_MSG,
  SM2_PUBLIC_KEY_PATH,
  type BladexTokenResponse,
  type Sm2PublicKeyInfo,
} from '../../shared/bladex/index';
import { createGrants, type TokenRequest } from './grant';
import { SM2_KEY_FILE } from './sm2-key';
import { SM2_CIPHER_MODE } from './sm2-password';
import { springbladeFailure, toAuthInfo } from './springblade-answers';
import { createAccounts } from './accounts';
import { isUnboundSocial, type Identity } from './identity';
import { formatParams, LOG_TITLES, requestFacts } from '../modules/logs/log-writer';

const text = (max: number) => z.string().max(max).optional();

/** Flavour X names first; the flavour S spellings are accepted too (bladex-contract.md §2.3). */
const tokenParams = z.object({
  grant_type: text(32),
  grantType: text(32),
  username: text(64),
  account: text(64),
  // An SM2 ciphertext (flavour S) is 192 hex characters plus two per byte of the password.
  password: text(1024),
  tenantId: text(12),
  tenant_id: text(12),
  refresh_token: text(4096),
  refreshToken: text(4096),
  scope: text(32),
  type: text(32),
  source: text(32),
  code: text(512),
  state: text(512),
});

const TENANT_ID = /^\w{1,12}$/;

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/** What differs between the two token dialects; every check behind them is the one grant.ts. */
interface TokenFlavour {
  passwordTransport: TokenRequest['passwordTransport'];
  answer(issued: BladexTokenResponse): unknown;
  /** The error to throw for a refused request, in this flavour's words. */
  failure(error: unknown): unknown;
}

/** Flavour X (`/blade-auth/oauth/*`): md5 password, flat snake_case answer, X's error body. */
const BLADEX: TokenFlavour = { passwordTransport: 'md5', answer: (issued) => issued, failure: (error) => error };

/** Flavour S (`/blade-auth/token`): SM2 password, `R` with the camelCase AuthInfo, S's messages. */
const SPRINGBLADE: TokenFlavour = {
  passwordTransport: 'sm2',
  answer: (issued) => R.data(toAuthInfo(issued)),
  failure: springbladeFailure,
};

const readTokenRequest = (request: FastifyRequest, flavour: TokenFlavour, forcedGrant?: string): TokenRequest => {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const params = parseInput(tokenParams, { ...body, ...(request.query as Record<string, unknown>) });
  return {
    grantType: forcedGrant ?? params.grant_type ?? params.grantType ?? 'password',
    // The social grant may carry the tenant in `state` (the provider hands it back unchanged); a state
    // that is not a tenant id is an opaque OAuth value and is left alone.
    tenantId:
      (params.state && TENANT_ID.test(params.state) ? params.state : '') ||
      (header(request, 'tenant-id') || params.tenantId || params.tenant_id || '000000').slice(0, 12),
    username: normalizeAccountName(params.username ?? params.account ?? ''),
    password: params.password ?? '',
    passwordTransport: flavour.passwordTransport,
    refreshToken: params.refresh_token ?? params.refreshToken ?? '',
    captchaKey: header(request, 'captcha-key'),
    captchaCode: header(request, 'captcha-code'),
    deptId: header(request, 'dept-id'),
    roleId: header(request, 'role-id'),
    ip: request.ip,
    source: (params.source ?? '').trim(),
    code: (params.code ?? '').trim(),
  };
};

/** Grants that are a person signing in (a refresh is not): each attempt leaves an api-log row. */
const SIGN_IN_GRANTS = new Set(['password', 'captcha', 'social']);

/** What a social sign-in without a user is: the client opens the registration dialog on user id -1. */
const unboundUserInfo = (identity: Identity) => ({
  userId: identity.userId,
  tenantId: identity.tenantId,
  account: identity.account,
  userName: identity.userName,
  nickName: identity.nickName,
  realName: '',
  avatar: '',
  deptId: '',
  postId: '',
  roleId: '',
  roleName: '',
  roles: [],
  authority: '',
  oauthId: identity.oauthId,
});

export const authRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
  const grants = createGrants(ctx);
  const accounts = createAccounts(ctx.db);

  app.get(
    '/blade-auth/oauth/captcha',
    { config: { anonymous: true, ...rateLimitFor(ctx.rateLimits, 'captcha') } },
    async () => ctx.captcha.create(),
  );
  // Flavour S: the same captcha inside an R (bladex-contract.md §2.1).
  app.get(
    '/blade-auth/captcha',
    { config: { anonymous: true, ...rateLimitFor(ctx.rateLimits, 'captcha') } },
    async () => R.data(ctx.captcha.create(SPRINGBLADE_CAPTCHA_SIZE)),
  );

  const token = (flavour: TokenFlavour, forcedGrant?: string) => async (request: FastifyRequest) => {
    const started = performance.now();
    const tokenRequest = readTokenRequest(request, flavour, forcedGrant);
    const grant = () => grants.grant(tokenRequest, authenticateClient(ctx.db, request.headers.authorization));
    if (!SIGN_IN_GRANTS.has(tokenRequest.grantType)) {
      try {
        return flavour.answer(await grant());
      } catch (error) {
        throw flavour.failure(error);
      }
    }
    const log = (title: string, tenantId: string, account: string, result?: string) =>
      ctx.logs.api({
        ...requestFacts(request),
        tenantId: tenantId.slice(0, 12),
        title,
        params: formatParams({
          grant_type: tokenRequest.grantType,
          tenantId: tokenRequest.tenantId,
          username: tokenRequest.username.slice(0, 64),
          source: tokenRequest.source,
          result,
        }),
        createBy: account.slice(0, 64),
        methodClass: 'BladeTokenEndPoint',
        methodName: 'token',
        durationMs: performance.now() - started,
      });
    try {
      const issued = await grant();
      log(LOG_TITLES.signInOk, issued.tenant_id, issued.account);
      return flavour.answer(issued);
    } catch (error) {
      const shown = flavour.failure(error);
      // The reason is what the caller was shown anyway; the password never reaches the log.
      log(LOG_TITLES.signInFailed, tokenRequest.tenantId, tokenRequest.username, (shown as Error).message);
      throw shown;
    }
  };
  const signIn = { config: { anonymous: true, ...rateLimitFor(ctx.rateLimits, 'signIn') } };
  app.post('/blade-auth/oauth/token', signIn, token(BLADEX));
  // spec 000 §7 names a separate refresh path; it is the refresh grant of the same endpoint.
  app.post('/blade-auth/oauth/token/refresh', signIn, token(BLADEX, 'refresh_token'));
  // Flavour S: sign-in and refresh (`grantType=refresh_token`) share the path, as in SpringBlade's AuthController.
  app.post('/blade-auth/token', signIn, token(SPRINGBLADE));

  /** Ends the session of the token: its refresh family and the access token itself stop working at once. */
  const revoke = (request: FastifyRequest) => {
    const identity = identityOf(request);
    ctx.db.transaction(() => {
      const family = ctx.tokenStore.findByAccess(identity.jti);
      if (family) ctx.tokenStore.revokeFamily(family.family_id);
      ctx.tokenStore.denyAccess(identity.jti, identity.exp * 1000);
      ctx.logs.api({
        ...requestFacts(request),
        tenantId: identity.tenantId,
        title: LOG_TITLES.signOut,
        params: '',
        createBy: identity.account,
        methodClass: 'BladeTokenEndPoint',
        methodName: 'logout',
        durationMs: 0,
      });
    })();
  };
  const logout = async (request: FastifyRequest) => {
    revoke(request);
    return { success: 'true', msg: 'success' };
  };
  const unboundSocial = { config: { unboundSocial: true } };
  app.get('/blade-auth/oauth/logout', unboundSocial, logout);
  app.post('/blade-auth/oauth/logout', unboundSocial, logout);
  // Flavour S answers with an R; SpringBlade revokes nothing, this server does as for flavour X.
  app.post('/blade-auth/logout', unboundSocial, async (request) => {
    revoke(request);
    return R.data({ code: '200', msg: RESULT_MSG.SUCCESS });
  });

  // Administrators copy the SM2 public key into a Saber build or our client's settings (sm2-key.ts).
  app.get(SM2_PUBLIC_KEY_PATH, async (request) => {
    requireAdmin(request);
    const info: Sm2PublicKeyInfo = { publicKey: ctx.sm2.publicKey, cipherMode: SM2_CIPHER_MODE, keyFile: SM2_KEY_FILE };
    return R.data(info);
  });

  app.get('/blade-auth/oauth/user-info', unboundSocial, async (request) => {
    const identity = identityOf(request);
    if (isUnboundSocial(identity)) return R.data(unboundUserInfo(identity));
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
      // SpringBlade's names for the same facts (its AuthInfo): `authority` is the role aliases.
      authority: identity.roleAliases.join(','),
      oauthId: identity.oauthId,
    });
  });

  app.get('/blade-auth/oauth/clear-cache', async (request) => {
    identityOf(request);
    for (const clear of ctx.caches.values()) clear();
    return { success: 'true', msg: 'success' };
  });
};
