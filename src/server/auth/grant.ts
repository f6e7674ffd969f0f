import { randomUUID } from 'node:crypto';
import type { BladexTokenResponse } from '../../shared/bladex/index';
import { isBoardOnlyReader } from '../../shared/board-roles';
import type { ServerContext } from '../context';
import { createPasswordResetMarks } from './password-reset-mark';
import { createAccounts, isTenantExpired, USER_STATUS, type RoleRow, type UserRow } from './accounts';
import type { ClientRow } from './client-auth';
import { accountSubject } from './lockout';
import { burnPasswordCheck, verifyPassword } from './password';
import { createSocialIdentities, socialUuid, TEST_SOURCE, type OauthRow } from './social';
import { UNBOUND_USER_ID } from './identity';
import type { NewRefresh } from './token-store';
import { authError, tokenError } from './token-errors';
import { decryptSm2 } from './sm2-password';
import { md5Hex } from './password';

export interface TokenRequest {
  grantType: string;
  tenantId: string;
  username: string;
  password: string;
  refreshToken: string;
  captchaKey: string;
  captchaCode: string;
  /** Optional narrowing (switch mode): must be one of the user's own. */
  deptId: string;
  roleId: string;
  ip: string;
  /**
   * How `password` travels: `md5` (flavour X: the lower-hex md5 of the plaintext, what password.ts stores under
   * scrypt) or `sm2` (flavour S 4.1+: the plaintext SM2-encrypted with the server's public key, sm2-key.ts).
   */
  passwordTransport: 'md5' | 'sm2';
  /** Social grant: the provider, its one-time code (`state` carries the tenant, read into tenantId). */
  source: string;
  code: string;
}

const LICENSE = 'powered by bladex';

/** How long a sign-in may be refreshed when `account.sessionMaxHours` is not set (ASVS L2: 12 hours). */
export const DEFAULT_SESSION_MAX_HOURS = 12;

/**
 * The grants of `POST /blade-auth/oauth/token` (flavour X, bladex-contract.md §2.2).
 * A failed attempt writes nothing but the lockout counters; a success writes one refresh row.
 */
export const createGrants = (ctx: ServerContext) => {
  const accounts = createAccounts(ctx.db);
  const resetMarks = createPasswordResetMarks(ctx.db);
  const social = createSocialIdentities(ctx);

  const narrow = (
    user: UserRow,
    request: Pick<TokenRequest, 'deptId' | 'roleId'>,
    defaults?: { dept: string; role: string },
  ) => {
    const roles = accounts.roles(user);
    const depts = accounts.depts(user);
    let chosenRoles: RoleRow[] = roles;
    let chosenDepts: string[] = depts;
    if (request.roleId) {
      chosenRoles = roles.filter((role) => role.id === request.roleId);
      if (chosenRoles.length === 0) throw tokenError('参数错误: Role-Id 不是当前用户的角色');
    } else if (defaults?.role) {
      const wanted = new Set(defaults.role.split(','));
      chosenRoles = roles.filter((role) => wanted.has(role.id));
    }
    if (request.deptId) {
      chosenDepts = depts.filter((id) => id === request.deptId);
      if (chosenDepts.length === 0) throw tokenError('参数错误: Dept-Id 不是当前用户的部门');
    } else if (defaults?.dept) {
      const wanted = new Set(defaults.dept.split(','));
      chosenDepts = depts.filter((id) => wanted.has(id));
    }
    if (chosenRoles.length === 0) throw authError('noRole');
    return { roles: chosenRoles, deptId: chosenDepts.join(',') };
  };

  /** `account.sessionMaxHours` in ms; 0 when it is set to 0 (no limit). */
  const sessionLimitMs = (): number => {
    const raw = ctx.param('account.sessionMaxHours')?.trim();
    const configured = raw ? Number(raw) : NaN;
    const hours = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_SESSION_MAX_HOURS;
    return hours * 60 * 60 * 1000;
  };

  /** A board-only account is shown unattended in a control room for weeks and can change nothing (board-roles.ts). */
  const lifetimeMsOf = (roles: readonly RoleRow[]): number =>
    isBoardOnlyReader(roles.map((role) => role.role_alias).join(',')) ? 0 : sessionLimitMs();

  const checkTenant = (tenantId: string) => {
    const tenant = accounts.tenant(tenantId);
    if (!tenant || tenant.status !== 1) throw authError('unknownTenant');
    if (isTenantExpired(tenant, ctx.now())) throw authError('tenantExpired');
    return tenant;
  };

  const checkStatus = (user: UserRow): void => {
    if (user.status === USER_STATUS.PENDING) throw authError('pendingApproval');
    if (user.status !== USER_STATUS.NORMAL) throw authError('disabled');
  };

  /** The stand-in user of an unbound social identity: no roles, no dept, user_id -1. */
  const unboundUser = (row: OauthRow): UserRow => ({
    id: UNBOUND_USER_ID,
    tenant_id: row.tenant_id,
    account: row.username,
    password: '',
    name: row.nickname,
    real_name: row.nickname,
    avatar: row.avatar,
    role_id: '',
    dept_id: '',
    post_id: '',
    status: USER_STATUS.NORMAL,
  });

  /**
   * `grant_type=social`. Only the test provider exists, and only when the app was built with
   * socialTestProvider; every other source is refused before anything is read or written.
   */
  const socialGrant = async (request: TokenRequest, client: ClientRow) => {
    if (!ctx.socialTestProvider || request.source !== TEST_SOURCE) throw authError('socialUnsupported');
    if (!request.code) throw authError('socialCodeMissing');
    const tenant = checkTenant(request.tenantId);
    const uuid = socialUuid(request.source, request.code);
    const known = social.find(tenant.tenant_id, request.source, uuid);
    const user =
      known?.user_id && social.isBound(known) ? accounts.userById(tenant.tenant_id, known.user_id) : undefined;
    if (user) {
      checkStatus(user);
      const { roles, deptId } = narrow(user, request);
      const issued = prepare(user, client, roles, deptId, randomUUID(), uuid);
      ctx.tokenStore.insert(issued.row);
      return issued.sign();
    }
    const issued = ctx.db.transaction(() => {
      const row = known ?? social.create(tenant.tenant_id, request.source, uuid);
      const prepared = prepare(unboundUser(row), client, [], '', randomUUID(), uuid);
      ctx.tokenStore.insert(prepared.row);
      return prepared;
    })();
    return issued.sign();
  };

  /**
   * Builds the pair; the caller commits `row` before the tokens are handed out. Neither token outlives the
   * sign-in's absolute lifetime (`familyStartedAt` + `account.sessionMaxHours`).
   */
  const prepare = (
    user: UserRow,
    client: ClientRow,
    roles: RoleRow[],
    deptId: string,
    familyId: string,
    oauthId = '',
    familyStartedAt = ctx.now(),
  ) => {
    const t = ctx.now();
    const nowSec = Math.floor(t / 1000);
    const limit = lifetimeMsOf(roles);
    const endSec = limit > 0 ? Math.floor((familyStartedAt + limit) / 1000) : Infinity;
    const accessExp = Math.min(nowSec + client.access_token_validity, endSec);
    const refreshExp = Math.min(nowSec + client.refresh_token_validity, endSec);
    const accessJti = randomUUID();
    const refreshJti = randomUUID();
    const roleId = roles.map((role) => role.id).join(',');
    const roleName = roles.map((role) => role.role_alias).join(',');
    const realName = user.real_name ?? '';
    const row: NewRefresh = {
      jti: refreshJti,
      family_id: familyId,
      tenant_id: user.tenant_id,
      user_id: user.id,
      client_id: client.client_id,
      dept_id: deptId,
      role_id: roleId,
      access_jti: accessJti,
      access_expires_at: accessExp * 1000,
      issued_at: t,
      expires_at: refreshExp * 1000,
      family_started_at: familyStartedAt,
    };
    const sign = async (): Promise<BladexTokenResponse> => {
      const access = await ctx.tokens.sign(
        {
          token_type: 'access_token',
          tenant_id: user.tenant_id,
          user_id: user.id,
          dept_id: deptId,
          post_id: user.post_id,
          role_id: roleId,
          role_name: roleName,
          account: user.account,
          user_name: user.account,
          nick_name: realName,
          real_name: realName,
          oauth_id: oauthId,
          client_id: client.client_id,
        },
        accessJti,
        accessExp,
      );
      const refresh = await ctx.tokens.sign(
        {
          token_type: 'refresh_token',
          tenant_id: user.tenant_id,
          user_id: user.id,
          dept_id: deptId,
          role_id: roleId,
          client_id: client.client_id,
        },
        refreshJti,
        refreshExp,
      );
      return {
        access_token: access,
        refresh_token: refresh,
        token_type: 'bearer',
        expires_in: client.access_token_validity,
        tenant_id: user.tenant_id,
        user_id: user.id,
        dept_id: deptId,
        post_id: user.post_id,
        role_id: roleId,
        oauth_id: oauthId,
        account: user.account,
        user_name: user.account,
        nick_name: realName,
        real_name: realName,
        role_name: roleName,
        avatar: user.avatar ?? '',
        // An account whose password an administrator reset must set its own first (password-reset-mark.ts).
        detail: resetMarks.isMarked(user.tenant_id, user.id) ? { type: 'web', passwordReset: true } : { type: 'web' },
        license: LICENSE,
      };
    };
    return { row, sign };
  };

  /**
   * The password in the form password.ts checks (lower-hex md5 of the plaintext). A ciphertext that is not ours is
   * refused before the lockout counts anything: it is no guess at the password (without our public key nobody can
   * make one that decrypts), and a client configured with a wrong key must not lock its users out.
   */
  const storedForm = (request: TokenRequest): string => {
    if (request.passwordTransport === 'md5') return request.password;
    const plain = decryptSm2(request.password, ctx.sm2.privateKey);
    if (plain === null) throw authError('badCipher');
    return md5Hex(plain);
  };

  /**
   * The password and captcha grants. The tenant is looked up but not told: an unknown or closed tenant answers
   * exactly like a wrong password (same message, same hash time, same counter), and an expired tenant is said
   * only to someone whose password matched. The attempt is counted before the hash (lockout.ts).
   */
  const passwordGrant = async (request: TokenRequest, client: ClientRow, withCaptcha: boolean) => {
    if (withCaptcha && !(request.captchaKey && ctx.captcha.consume(request.captchaKey, request.captchaCode))) {
      throw authError('badCaptcha');
    }
    if (!request.username || !request.password) throw authError('badCredentials');
    const wirePassword = storedForm(request);
    const tenant = accounts.tenant(request.tenantId);
    const liveTenant = tenant && tenant.status === 1 ? tenant : undefined;
    const ticket = ctx.lockout.attempt({
      account: accountSubject(request.tenantId, request.username),
      ip: request.ip,
    });
    if (ticket.refused !== null) throw authError(ticket.refused === 'ip' ? 'ipLocked' : 'accountLocked');

    // A name with a control or invisible character names nobody (SQLite compared `admin\u0000` as `admin`).
    const legible = !/[\p{Cc}\p{Cf}]/u.test(request.username);
    const user = liveTenant && legible ? accounts.user(liveTenant.tenant_id, request.username) : undefined;
    const ok = user
      ? await verifyPassword(wirePassword, user.password)
      : (await burnPasswordCheck(wirePassword), false);
    if (!liveTenant || !user || !ok) {
      ticket.failed();
      throw authError('badCredentials');
    }
    ticket.succeeded();
    if (isTenantExpired(liveTenant, ctx.now())) throw authError('tenantExpired');
    checkStatus(user);
    const { roles, deptId } = narrow(user, request);
    const issued = prepare(user, client, roles, deptId, randomUUID());
    ctx.tokenStore.insert(issued.row);
    return issued.sign();
  };

  const refreshGrant = async (request: TokenRequest, client: ClientRow) => {
    const payload = request.refreshToken ? await ctx.tokens.verify(request.refreshToken, 'refresh_token') : null;
    if (!payload || payload.client_id !== client.client_id || typeof payload.jti !== 'string') {
      throw authError('refreshInvalid');
    }
    const stored = ctx.tokenStore.find(payload.jti);
    if (!stored || stored.revoked_at !== null) throw authError('refreshInvalid');
    if (stored.used_at !== null) {
      // A used refresh token came back: someone holds a copy. End the whole family (ASVS 3.5.2 / RFC 9700 §4.14).
      ctx.tokenStore.revokeFamily(stored.family_id);
      throw authError('refreshInvalid');
    }
    const startedAt = stored.family_started_at ?? stored.issued_at;
    checkTenant(stored.tenant_id);
    const user = accounts.userById(stored.tenant_id, stored.user_id);
    if (!user) throw authError(stored.user_id === UNBOUND_USER_ID ? 'refreshInvalid' : 'refreshUserGone');
    checkStatus(user);
    const { roles, deptId } = narrow(user, request, { dept: stored.dept_id, role: stored.role_id });
    const limit = lifetimeMsOf(roles);
    if (limit > 0 && ctx.now() - startedAt >= limit) {
      // The sign-in is older than the absolute lifetime: no refresh extends it (ASVS 5.0 7.3.2, 10.4.8).
      ctx.tokenStore.revokeFamily(stored.family_id);
      throw authError('refreshInvalid');
    }
    const issued = prepare(user, client, roles, deptId, stored.family_id, '', startedAt);
    const rotated = ctx.db.transaction(() => {
      if (!ctx.tokenStore.markUsed(stored.jti)) return false;
      ctx.tokenStore.insert(issued.row);
      return true;
    })();
    if (!rotated) {
      ctx.tokenStore.revokeFamily(stored.family_id);
      throw authError('refreshInvalid');
    }
    return issued.sign();
  };

  return {
    async grant(request: TokenRequest, client: ClientRow): Promise<BladexTokenResponse> {
      const allowed = client.authorized_grant_types.split(',').map((g) => g.trim());
      if (
        !['password', 'captcha', 'refresh_token', 'social'].includes(request.grantType) ||
        !allowed.includes(request.grantType)
      ) {
        throw authError('badGrant', 401);
      }
      if (request.grantType === 'refresh_token') return refreshGrant(request, client);
      if (request.grantType === 'social') return socialGrant(request, client);
      return passwordGrant(request, client, request.grantType === 'captcha');
    },
  };
};
