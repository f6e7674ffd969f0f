import { createHash } from 'node:crypto';
import type { ServerContext } from '../context';
import { formatDateTime } from '../db/clock';

export interface OauthRow {
  id: string;
  tenant_id: string;
  uuid: string;
  user_id: string | null;
  username: string;
  nickname: string | null;
  avatar: string | null;
  source: string;
}

/** The providers this server can verify a code with. Only the test provider, and only when enabled. */
export const TEST_SOURCE = 'test';

/** The external identity a test-provider code stands for: the same code is always the same person. */
export const socialUuid = (source: string, code: string): string =>
  createHash('sha256').update(`${source}${code}`, 'utf8').digest('hex');

/**
 * blade_user_oauth look-ups. An identity counts as bound only while its user still exists (a refused
 * registration unbinds it, so the person may apply again).
 */
export const createSocialIdentities = (ctx: ServerContext) => {
  const byUuid = ctx.db.prepare<[string, string, string], OauthRow>(
    'SELECT * FROM blade_user_oauth WHERE tenant_id = ? AND source = ? AND uuid = ?',
  );
  const anyByUuid = ctx.db.prepare<[string, string], OauthRow>(
    'SELECT * FROM blade_user_oauth WHERE tenant_id = ? AND uuid = ?',
  );
  const liveUser = ctx.db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const insert = ctx.db.prepare(`INSERT INTO blade_user_oauth (id, tenant_id, uuid, user_id, username, nickname,
    avatar, source, create_time) VALUES (@id, @tenant_id, @uuid, NULL, @username, @nickname, '', @source, @create_time)`);

  const isBound = (row: OauthRow): boolean =>
    row.user_id !== null && liveUser.get(row.tenant_id, row.user_id) !== undefined;

  return {
    find: (tenantId: string, source: string, uuid: string): OauthRow | undefined => byUuid.get(tenantId, source, uuid),
    findByUuid: (tenantId: string, uuid: string): OauthRow | undefined => anyByUuid.get(tenantId, uuid),
    isBound,
    /** Creates the unbound row of a first sign-in; the caller runs it in its transaction. */
    create(tenantId: string, source: string, uuid: string): OauthRow {
      const row = {
        id: ctx.ids.next(),
        tenant_id: tenantId,
        uuid,
        username: `${source}_${uuid.slice(0, 10)}`,
        nickname: `第三方用户${uuid.slice(0, 4)}`,
        source,
        create_time: formatDateTime(ctx.now()),
      };
      insert.run(row);
      return { ...row, user_id: null, avatar: '' };
    },
  };
};

export type SocialIdentities = ReturnType<typeof createSocialIdentities>;
