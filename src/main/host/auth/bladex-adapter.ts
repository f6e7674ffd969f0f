import { z } from 'zod';
import { ok, type Result } from '../../../shared/contract';
import type { HttpSender } from '../api/http-sender';
import type { SettingsStore } from '../settings/settings-store';
import type { AuthAdapter, TokenSet } from './auth-adapter';
import { authExchange, badTokenResponse, formPost } from './auth-exchange';
import { md5Hex } from './md5';
import { looseText, positiveSeconds } from './wire-fields';

/** Flavour X token answer (bladex-contract §2.2): flat, snake_case. */
const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: positiveSeconds,
  tenant_id: looseText,
  user_id: looseText,
  dept_id: looseText,
  post_id: looseText,
  role_id: looseText,
  oauth_id: looseText,
  account: looseText,
  user_name: looseText,
  nick_name: looseText,
  real_name: looseText,
  role_name: looseText,
  avatar: looseText,
  detail: z.object({ passwordReset: z.boolean().optional() }).passthrough().optional().catch(undefined),
});

const captchaSchema = z.object({ key: z.string().min(1), image: z.string().min(1) });

const toTokenSet = (t: z.infer<typeof tokenSchema>): TokenSet => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token,
  expiresIn: t.expires_in,
  user: {
    userId: t.user_id,
    tenantId: t.tenant_id,
    account: t.account || t.user_name,
    realName: t.nick_name || t.real_name || t.user_name,
    avatar: t.avatar,
    deptId: t.dept_id,
    roleId: t.role_id,
    postId: t.post_id,
    roleName: t.role_name,
    oauthId: t.oauth_id,
  },
  ...(t.detail?.passwordReset === true ? { passwordReset: true } : {}),
});

const TOKEN_PATH = '/blade-auth/oauth/token';

/** BladeX (flavour X): the dialect the embedded server speaks. */
export const createBladexAdapter = (send: HttpSender, settings: SettingsStore): AuthAdapter => {
  const grant = async (params: Record<string, string>, headers: Record<string, string>): Promise<Result<TokenSet>> => {
    const answer = await authExchange(send, settings, formPost(TOKEN_PATH, { ...params, scope: 'all' }, headers));
    if (!answer.ok) return answer;
    const parsed = tokenSchema.safeParse(answer.data);
    return parsed.success ? ok(toTokenSet(parsed.data)) : badTokenResponse(settings);
  };

  return {
    flavour: 'bladex',
    async captcha() {
      const answer = await authExchange(send, settings, { method: 'GET', path: '/blade-auth/oauth/captcha' });
      if (!answer.ok) return answer;
      const parsed = captchaSchema.safeParse(answer.data);
      return parsed.success ? ok(parsed.data) : badTokenResponse(settings);
    },
    passwordGrant({ tenantId, username, password, captcha }) {
      const headers: Record<string, string> = { 'Tenant-Id': tenantId };
      if (captcha) {
        headers['Captcha-Key'] = captcha.key;
        headers['Captcha-Code'] = captcha.code;
      }
      return grant(
        {
          grant_type: captcha ? 'captcha' : 'password',
          tenantId,
          username,
          password: md5Hex(password),
          type: 'account',
        },
        headers,
      );
    },
    refreshGrant({ tenantId, refreshToken, deptId, roleId }) {
      const headers: Record<string, string> = { 'Tenant-Id': tenantId };
      if (deptId) headers['Dept-Id'] = deptId;
      if (roleId) headers['Role-Id'] = roleId;
      return grant({ grant_type: 'refresh_token', refresh_token: refreshToken, tenantId }, headers);
    },
    socialGrant({ tenantId, source, code, state }) {
      return grant(
        { grant_type: 'social', tenantId, source, code, ...(state ? { state } : {}) },
        { 'Tenant-Id': tenantId },
      );
    },
    encodeAccountPassword: md5Hex,
    async logout(accessToken) {
      const answer = await authExchange(send, settings, {
        method: 'GET',
        path: '/blade-auth/oauth/logout',
        headers: { 'Blade-Auth': `bearer ${accessToken}` },
      });
      return answer.ok ? ok(undefined) : answer;
    },
  };
};
