import type { Result, SessionUser } from '../../../shared/contract';

/** What a successful grant yields, whatever the server's dialect. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives, as the server says. */
  expiresIn: number;
  user: SessionUser;
  /**
   * The server says an administrator reset this account's password (`detail.passwordReset` of the embedded
   * server's token answer): it must set its own before anything else opens.
   */
  passwordReset?: boolean;
}

export interface PasswordGrantInput {
  tenantId: string;
  username: string;
  /** Plain text: the adapter encodes it as its dialect expects. */
  password: string;
  /** Present when captcha mode is on: the adapter then uses the captcha grant. */
  captcha?: { key: string; code: string };
}

export interface RefreshGrantInput {
  tenantId: string;
  refreshToken: string;
  /** Switch the active identity (flavour X, switch mode). */
  deptId?: string;
  roleId?: string;
}

export interface SocialGrantInput {
  tenantId: string;
  /** The provider name, e.g. `gitee` (the embedded server knows only `test`). */
  source: string;
  /** The provider's one-time code from the OAuth callback. */
  code: string;
  state?: string;
}

/** One server dialect's auth endpoints (bladex-contract.md §2.3). Never throws; answers a Result. */
export interface AuthAdapter {
  readonly flavour: 'bladex' | 'springblade';
  captcha(): Promise<Result<{ key: string; image: string }>>;
  passwordGrant(input: PasswordGrantInput): Promise<Result<TokenSet>>;
  refreshGrant(input: RefreshGrantInput): Promise<Result<TokenSet>>;
  /** Third-party sign-in; the user may come back unbound (user id `-1`, with an oauthId). */
  socialGrant(input: SocialGrantInput): Promise<Result<TokenSet>>;
  /**
   * A password as this dialect's account calls expect it (register-guest, update-password):
   * md5 hex for X, plain text for S (the same encoding as its sign-in).
   */
  encodeAccountPassword(plain: string): string;
  logout(accessToken: string): Promise<Result<void>>;
}
