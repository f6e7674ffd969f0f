import { createVerifier } from 'fast-jwt';
import { SignJWT, type JWTPayload } from 'jose';
import type { Identity } from './identity';

const ISSUER = 'issuser';
const AUDIENCE = 'audience';

/** Claims of both tokens (bladex-contract.md §2.1, §2.2), snake_case as BladeX writes them. */
export interface AccessClaims {
  token_type: 'access_token';
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  role_name: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  oauth_id: string;
  client_id: string;
}

export interface RefreshClaims {
  token_type: 'refresh_token';
  tenant_id: string;
  user_id: string;
  dept_id: string;
  role_id: string;
  client_id: string;
}

export const createTokenSigner = (key: Uint8Array, now: () => number) => {
  const sign = (claims: AccessClaims | RefreshClaims, jti: string, expiresAtSec: number): Promise<string> => {
    const nowSec = Math.floor(now() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(jti)
      .setIssuedAt(nowSec)
      .setNotBefore(nowSec)
      .setExpirationTime(expiresAtSec)
      .sign(key);
  };

  // fast-jwt checks synchronously with node:crypto: jose's WebCrypto HMAC cost ~150 µs and a thread-pool hop per
  // request, the largest single cost of a list call (issue 18 throughput). No verifier cache: a token is checked in
  // full every time, and its revocation and user are read per request (auth-guard.ts).
  const verifier = createVerifier({
    key: Buffer.from(key),
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['jti', 'exp', 'user_id', 'tenant_id'],
    // The clock is the server's (tests move it), so time is checked below.
    ignoreExpiration: true,
    ignoreNotBefore: true,
    cache: false,
  });

  /** Signature, algorithm, issuer, audience, exp/nbf and token_type; null for anything wrong. */
  const verify = (token: string, type: 'access_token' | 'refresh_token'): JWTPayload | null => {
    let payload: JWTPayload;
    try {
      payload = verifier(token) as JWTPayload;
    } catch {
      return null;
    }
    const nowSec = now() / 1000;
    if (typeof payload.exp !== 'number' || payload.exp <= nowSec) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSec)) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    return payload.token_type === type ? payload : null;
  };

  const str = (value: unknown): string => (typeof value === 'string' ? value : '');

  const toIdentity = (payload: JWTPayload): Identity => {
    const roleId = str(payload.role_id);
    return {
      tenantId: str(payload.tenant_id),
      userId: str(payload.user_id),
      account: str(payload.account),
      userName: str(payload.user_name),
      nickName: str(payload.nick_name),
      deptId: str(payload.dept_id),
      postId: str(payload.post_id),
      roleId,
      roleIds: roleId.split(',').filter(Boolean),
      roleAliases: str(payload.role_name).split(',').filter(Boolean),
      clientId: str(payload.client_id),
      oauthId: str(payload.oauth_id),
      jti: str(payload.jti),
      exp: typeof payload.exp === 'number' ? payload.exp : 0,
    };
  };

  return { sign, verify, toIdentity };
};

export type TokenSigner = ReturnType<typeof createTokenSigner>;
