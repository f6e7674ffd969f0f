import { timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { EMBEDDED_CLIENT_ID } from '../../shared/embedded-server';
import { authError } from './token-errors';

export interface ClientRow {
  client_id: string;
  client_secret: string;
  authorized_grant_types: string;
  access_token_validity: number;
  refresh_token_validity: number;
}

const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** `Basic base64(id:secret)`; Saber sometimes sends `Basic%20` (bladex-contract.md §1.2). */
export const parseBasicAuth = (header: string | undefined): { id: string; secret: string } | null => {
  const match = header?.match(/^basic(?: |%20)+(.+)$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1].trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
};

/** The embedded app's client takes the secret its host holds (start.ts); a missing or deleted client stays so. */
export const adoptClientSecret = (db: Database, secret: string): void => {
  db.prepare<[string, string, string]>(
    'UPDATE blade_client SET client_secret = ? WHERE client_id = ? AND is_deleted = 0 AND client_secret <> ?',
  ).run(secret, EMBEDDED_CLIENT_ID, secret);
};

/** The client of the Basic header, or HTTP 401 客户端认证失败! as blade-auth answers. */
export const authenticateClient = (db: Database, header: string | undefined): ClientRow => {
  const credentials = parseBasicAuth(header);
  const row = credentials
    ? db
        .prepare<[string], ClientRow>(
          `SELECT client_id, client_secret, authorized_grant_types, access_token_validity, refresh_token_validity
           FROM blade_client WHERE client_id = ? AND is_deleted = 0 AND status = 1`,
        )
        .get(credentials.id)
    : undefined;
  if (!credentials || !row || !safeEqual(credentials.secret, row.client_secret)) {
    throw authError('badClient', 401);
  }
  return row;
};
