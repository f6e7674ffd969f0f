/**
 * Auth wire shapes (bladex-contract.md §2).
 *
 * The embedded server speaks both flavours: X (BladeX): `/blade-auth/oauth/token`, snake_case, md5 password; and
 * S (SpringBlade): `/blade-auth/token`, camelCase AuthInfo in an R, SM2-encrypted password.
 */

/** Flavour X token response: flat, snake_case, no R envelope. */
export interface BladexTokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  detail: Record<string, unknown>;
  license: string;
}

/** Flavour X error body (boot edition): HTTP 200 or 400 with these two fields. */
export interface BladexTokenError {
  error_code: number;
  error_description: string;
}

/** Flavour S AuthInfo (inside R.data), camelCase. */
export interface SpringbladeAuthInfo {
  accessToken: string;
  tokenType: string;
  refreshToken: string;
  expiresIn: number;
  userId: string;
  tenantId: string;
  oauthId: string;
  account: string;
  userName: string;
  authority: string;
  avatar: string;
  license: string;
}

/**
 * The embedded server's SM2 public key (administrators only): what a Saber build's `website.auth.publicKey` and our
 * client's `sm2PublicKey` setting must hold for flavour S. Not a BladeX endpoint.
 */
export const SM2_PUBLIC_KEY_PATH = '/blade-auth/sm2/public-key';

export interface Sm2PublicKeyInfo {
  /** Uncompressed point, lower hex with the `04` prefix (130 characters). */
  publicKey: string;
  /** sm-crypto's cipher mode the server decrypts: 0 = C1C2C3, as Saber's `sm2.doEncrypt(password, key, 0)`. */
  cipherMode: 0;
  /** The file in the server's data folder that keeps the pair. */
  keyFile: string;
}

/** An SM2 public key as a setting holds it: hex, with or without the `04` prefix of an uncompressed point. */
export const SM2_PUBLIC_KEY_PATTERN = /^(04)?[0-9a-fA-F]{128}$/;

/** `GET /blade-auth/oauth/captcha`: flat in X. `image` is a complete data URL. */
export interface CaptchaResponse {
  key: string;
  image: string;
}

/** The grant types the token endpoint knows. */
export type GrantType = 'password' | 'captcha' | 'refresh_token' | 'social';

/** `GET /blade-system/tenant/info?domain=` (anonymous). `{}` when no tenant matches. */
export interface TenantInfo {
  tenantId?: string;
  domain?: string;
  domainName?: string;
  backgroundUrl?: string;
}
