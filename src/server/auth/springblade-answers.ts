import type { BladexTokenResponse, SpringbladeAuthInfo } from '../../shared/bladex/index';
import { HttpError } from '../http/errors';
import { R } from '../http/r';
import { TokenError, type AuthReason } from './token-errors';

/**
 * Flavour S's own words where they differ from X's (bladex-contract.md §2.1, SpringBlade TokenUtil and the granters).
 * `status` is the HTTP status; the body's code is 400 unless the status says otherwise.
 */
const SPRINGBLADE_FAILURES: Partial<Record<AuthReason, { msg: string; status?: number }>> = {
  badCredentials: { msg: '用户名或密码错误' },
  // SpringBlade's refresh granter returns (does not throw) the failure of a user who is gone: HTTP 200, code 400.
  refreshUserGone: { msg: '用户名或密码错误', status: 200 },
  accountLocked: { msg: '用户登录失败次数过多' },
  ipLocked: { msg: '用户登录失败次数过多，请稍后再试' },
  badGrant: { msg: 'no grantType was found', status: 401 },
};

/** A failed token request in flavour S: an `R` failure (no OAuth-style fields), HTTP 400 unless noted above. */
export const springbladeFailure = (error: unknown): unknown => {
  if (!(error instanceof TokenError)) return error;
  const own = error.reason ? SPRINGBLADE_FAILURES[error.reason] : undefined;
  const msg = own?.msg ?? error.message;
  const status = own?.status ?? error.statusCode;
  return new HttpError(status, msg, { ...R.fail(msg, status === 200 ? 400 : status) });
};

/**
 * The AuthInfo of a sign-in (SpringBlade TokenUtil.createAuthInfo): `userName` is the real name, `authority` the
 * role aliases. The user's own avatar is given, not the library default SpringBlade puts there.
 */
export const toAuthInfo = (issued: BladexTokenResponse): SpringbladeAuthInfo => ({
  accessToken: issued.access_token,
  tokenType: issued.token_type,
  refreshToken: issued.refresh_token,
  expiresIn: issued.expires_in,
  userId: issued.user_id,
  tenantId: issued.tenant_id,
  oauthId: issued.oauth_id,
  account: issued.account,
  userName: issued.real_name,
  authority: issued.role_name,
  avatar: issued.avatar,
  license: issued.license,
});
