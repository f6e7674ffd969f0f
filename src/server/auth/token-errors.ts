import { HttpError } from '../http/errors';

export const AUTH_MESSAGES = {
  badCaptcha: '验证码不正确',
  unknownTenant: '未获得用户的租户信息',
  tenantExpired: '租户授权已过期,请联系管理员',
  badCredentials: '用户名或密码不正确',
  accountLocked: '登录错误次数过多,请稍后再试',
  ipLocked: '用户登录失败次数过多，请稍后再试',
  disabled: '该账号已被禁用,请联系管理员',
  noRole: '未获得用户的角色信息',
  badGrant: '不支持的授权类型',
  badClient: '客户端认证失败!',
  refreshInvalid: '令牌已失效,请重新登录',
  /** The refresh of a user who is gone (the message is that of a wrong password, as both flavours answer). */
  refreshUserGone: '用户名或密码不正确',
  pendingApproval: '账号待管理员审核',
  socialUnsupported: '暂不支持该第三方登录',
  socialCodeMissing: '参数错误: code 不能为空',
  badCipher: '密码解密失败: 请使用服务器的 SM2 公钥加密密码',
} as const;

export type AuthReason = keyof typeof AUTH_MESSAGES;

/**
 * A refused token request. `reason` lets a flavour answer in its own words (springblade-answers.ts); without one
 * the message is already the whole story (a bad Role-Id, say).
 */
export class TokenError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly reason: AuthReason | null,
  ) {
    // Flavour X's body: both the R fields and the OAuth-style `error_code` / `error_description`, so an
    // X-Saber (reads `error_description`) and an R-reading client (reads `msg`) both show the message.
    super(statusCode, message, {
      code: statusCode,
      success: false,
      data: {},
      msg: message,
      error_code: statusCode,
      error_description: message,
    });
    this.name = 'TokenError';
  }
}

export const tokenError = (msg: string, status = 400): TokenError => new TokenError(status, msg, null);

export const authError = (reason: AuthReason, status = 400): TokenError =>
  new TokenError(status, AUTH_MESSAGES[reason], reason);
