import type { Database } from 'better-sqlite3';

export interface RefreshRow {
  jti: string;
  family_id: string;
  tenant_id: string;
  user_id: string;
  client_id: string;
  dept_id: string;
  role_id: string;
  access_jti: string;
  access_expires_at: number;
  issued_at: number;
  expires_at: number;
  /** When the sign-in this token descends from happened (ms); the absolute lifetime counts from it. */
  family_started_at: number | null;
  used_at: number | null;
  revoked_at: number | null;
}

export type NewRefresh = Omit<RefreshRow, 'used_at' | 'revoked_at'>;

/**
 * Server-side state of issued tokens: refresh tokens for rotation and reuse detection
 * (ASVS 3.5.x / 10.4.5) and a deny-list of access-token ids that were logged out or whose family
 * was revoked, each kept only until the token would have expired anyway.
 */
export const createTokenStore = (db: Database, now: () => number) => {
  const insert = db.prepare<[NewRefresh]>(`
    INSERT INTO blade_refresh_token (jti, family_id, tenant_id, user_id, client_id, dept_id, role_id,
      access_jti, access_expires_at, issued_at, expires_at, family_started_at)
    VALUES (@jti, @family_id, @tenant_id, @user_id, @client_id, @dept_id, @role_id,
      @access_jti, @access_expires_at, @issued_at, @expires_at, @family_started_at)`);
  const byJti = db.prepare<[string], RefreshRow>('SELECT * FROM blade_refresh_token WHERE jti = ?');
  const byAccess = db.prepare<[string], RefreshRow>('SELECT * FROM blade_refresh_token WHERE access_jti = ?');
  const markUsed = db.prepare<[number, string]>(
    'UPDATE blade_refresh_token SET used_at = ? WHERE jti = ? AND used_at IS NULL',
  );
  const familyAccess = db.prepare<[string, number], { access_jti: string; access_expires_at: number }>(
    'SELECT access_jti, access_expires_at FROM blade_refresh_token WHERE family_id = ? AND access_expires_at > ?',
  );
  const revokeFamilyRows = db.prepare<[number, string]>(
    'UPDATE blade_refresh_token SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
  );
  const denyAccess = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO blade_access_revocation (jti, expires_at) VALUES (?, ?)',
  );
  const liveFamilies = db.prepare<[string, string], { family_id: string }>(
    'SELECT DISTINCT family_id FROM blade_refresh_token WHERE tenant_id = ? AND user_id = ? AND revoked_at IS NULL',
  );
  const isDenied = db.prepare<[string], { jti: string }>('SELECT jti FROM blade_access_revocation WHERE jti = ?');
  const purgeDenied = db.prepare<[number]>('DELETE FROM blade_access_revocation WHERE expires_at <= ?');
  const purgeRefresh = db.prepare<[number]>('DELETE FROM blade_refresh_token WHERE expires_at <= ?');

  const revokeFamily = db.transaction((familyId: string): void => {
    const t = now();
    for (const row of familyAccess.all(familyId, t)) denyAccess.run(row.access_jti, row.access_expires_at);
    revokeFamilyRows.run(t, familyId);
  });

  return {
    insert: (row: NewRefresh): void => void insert.run(row),
    find: (jti: string): RefreshRow | undefined => byJti.get(jti),
    findByAccess: (accessJti: string): RefreshRow | undefined => byAccess.get(accessJti),
    /** True when this call marked it; false when someone used it first (a replay). */
    markUsed: (jti: string): boolean => markUsed.run(now(), jti).changes === 1,
    /** Ends every token of a sign-in session: its refresh tokens and the access tokens they issued. */
    revokeFamily: (familyId: string): void => revokeFamily(familyId),
    /** Ends every sign-in session of a user but `keepFamily` (ASVS 3.3.3: a password change ends the others). */
    revokeUserSessions: (tenantId: string, userId: string, keepFamily: string | undefined): number => {
      const families = liveFamilies
        .all(tenantId, userId)
        .map((row) => row.family_id)
        .filter((id) => id !== keepFamily);
      for (const family of families) revokeFamily(family);
      return families.length;
    },
    denyAccess: (jti: string, expiresAt: number): void => void denyAccess.run(jti, expiresAt),
    isAccessDenied: (jti: string): boolean => isDenied.get(jti) !== undefined,
    /** Drops rows that can no longer matter: deny-list entries and refresh tokens past their expiry. */
    purgeExpired: (): void => {
      const t = now();
      purgeDenied.run(t);
      purgeRefresh.run(t);
    },
  };
};

export type TokenStore = ReturnType<typeof createTokenStore>;
