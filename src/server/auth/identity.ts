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
