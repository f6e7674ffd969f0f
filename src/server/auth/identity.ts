/** `user_id` of a token issued to a social identity that no user is bound to yet (BladeX uses -1 too). */
export const UNBOUND_USER_ID = '-1';

/** Who is calling: read from a verified access token only, never from the body or headers. */
export interface Identity {
  tenantId: string;
  userId: string;
  account: string;
  userName: string;
  nickName: string;
  deptId: string;
  postId: string;
  /** Comma list as in the token. */
  roleId: string;
  roleIds: string[];
  /** Role aliases (administrator, admin, ...). */
  roleAliases: string[];
  clientId: string;
  /** The social identity (blade_user_oauth.uuid) the token was issued for; '' for a password sign-in. */
  oauthId: string;
  jti: string;
  /** Access token expiry, epoch seconds. */
  exp: number;
}

export const isUnboundSocial = (identity: Identity): boolean => identity.userId === UNBOUND_USER_ID;
