import { HttpError } from '../http/errors';

/**
 * Token endpoint failures carry both the R fields and the OAuth-style `error_code` /
 * `error_description`, so a flavour S client (reads `msg`) and an X-Saber (reads
 * `error_description`) both show the message.
 */
export const tokenError = (msg: string, status = 400): HttpError =>
  new HttpError(status, msg, {
    code: status,
    success: false,
    data: {},
    msg,
    error_code: status,
    error_description: msg,
  });

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
  refreshInvalid: '令牌已失效,请重新登录',
  pendingApproval: '账号待管理员审核',
  socialUnsupported: '暂不支持该第三方登录',
  socialCodeMissing: '参数错误: code 不能为空',
} as const;
