import { sm2 } from 'sm-crypto';
import { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract';
import type { HttpSender } from '../api/http-sender';
import type { SettingsStore } from '../settings/settings-store';
import type { AuthAdapter, TokenSet } from './auth-adapter';
import { authExchange, badTokenResponse, formPost } from './auth-exchange';
import { readJwtClaims } from './jwt-claims';
import { looseText, positiveSeconds } from './wire-fields';

/** Flavour S AuthInfo inside `R.data` (bladex-contract §2.1), camelCase. */
const authInfoSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: positiveSeconds,
  userId: looseText,
  tenantId: looseText,
  oauthId: looseText,
  account: looseText,
  userName: looseText,
  authority: looseText,
  avatar: looseText,
});

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const captchaSchema = envelope(z.object({ key: z.string().min(1), image: z.string().min(1) }));
const tokenSchema = envelope(authInfoSchema);

const claimText = (claims: Record<string, unknown>, key: string) => {
  const value = claims[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

const toTokenSet = (info: z.infer<typeof authInfoSchema>): TokenSet => {
  // AuthInfo has no dept/role/post ids; the access token's claims carry them.
  const claims = readJwtClaims(info.accessToken);
  return {
    accessToken: info.accessToken,
    refreshToken: info.refreshToken,
    expiresIn: info.expiresIn,
    user: {
      userId: info.userId,
      tenantId: info.tenantId,
      account: info.account,
      realName: info.userName,
      avatar: info.avatar,
      deptId: claimText(claims, 'dept_id'),
      roleId: claimText(claims, 'role_id'),
      postId: claimText(claims, 'post_id'),
      roleName: info.authority,
      oauthId: info.oauthId,
    },
  };
};

const TOKEN_PATH = '/blade-auth/token';

const BAD_KEY = {
  zh: '设置中的 SM2 公钥无效，请从服务器管理员处重新复制',
  en: 'The SM2 public key in the settings is not valid: copy it again from the server administrator',
} as const;

/**
 * The password as a SpringBlade server reads it: Saber 4.1+'s `sm2.doEncrypt(password, publicKey, 0)` (cipher mode
 * C1C2C3, hex, C1 without the `04` prefix) with the configured `sm2PublicKey`; plain text when none is set, as
 * SpringBlade before 4.1 expects. Null when the key is no point on the curve (the settings check only its form).
 */
export const springbladePassword = (plain: string, publicKey: string): string | null => {
  if (publicKey === '') return plain;
  try {
    return sm2.doEncrypt(plain, publicKey.length === 128 ? `04${publicKey}` : publicKey, 0);
  } catch {
    return null;
  }
};

/** SpringBlade (flavour S): SpringBlade's token endpoint and answers, the password as `springbladePassword` says. */
export const createSpringbladeAdapter = (send: HttpSender, settings: SettingsStore): AuthAdapter => {
  const grant = async (params: Record<string, string>, headers: Record<string, string>): Promise<Result<TokenSet>> => {
    const answer = await authExchange(send, settings, formPost(TOKEN_PATH, params, headers));
    if (!answer.ok) return answer;
    const parsed = tokenSchema.safeParse(answer.data);
    return parsed.success ? ok(toTokenSet(parsed.data.data)) : badTokenResponse(settings);
  };

  return {
    flavour: 'springblade',
    async captcha() {
      const answer = await authExchange(send, settings, { method: 'GET', path: '/blade-auth/captcha' });
      if (!answer.ok) return answer;
      const parsed = captchaSchema.safeParse(answer.data);
      return parsed.success ? ok(parsed.data.data) : badTokenResponse(settings);
    },
    async passwordGrant({ tenantId, username, password, captcha }) {
      const current = settings.get();
      const wirePassword = springbladePassword(password, current.sm2PublicKey);
      if (wirePassword === null) return fail('validation', BAD_KEY[current.language]);
      const headers: Record<string, string> = { 'Tenant-Id': tenantId };
      if (captcha) {
        headers['Captcha-Key'] = captcha.key;
        headers['Captcha-Code'] = captcha.code;
      }
      return grant(
        {
          grantType: captcha ? 'captcha' : 'password',
          tenantId,
          account: username,
          password: wirePassword,
          type: 'account',
        },
        headers,
      );
    },
    refreshGrant({ tenantId, refreshToken }) {
      // Flavour S has no identity switch: Dept-Id / Role-Id are not part of its refresh.
      return grant({ grantType: 'refresh_token', refreshToken, tenantId, scope: 'all' }, { 'Tenant-Id': tenantId });
    },
    socialGrant({ tenantId, source, code, state }) {
      return grant(
        { grantType: 'social', tenantId, source, code, ...(state ? { state } : {}), scope: 'all' },
        { 'Tenant-Id': tenantId },
      );
    },
    // SpringBlade's update-password takes the plain text (bladex-contract.md §6); SM2 is its token endpoint's only.
    encodeAccountPassword: (plain) => plain,
    async logout(accessToken) {
      const answer = await authExchange(send, settings, {
        method: 'POST',
        path: '/blade-auth/logout',
        headers: { 'Blade-Auth': `bearer ${accessToken}` },
      });
      return answer.ok ? ok(undefined) : answer;
    },
  };
};
