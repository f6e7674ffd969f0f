import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadMemo } from '../../src/server/db/read-memo';
import { createCrudFixture, type CrudFixture } from './crud/fixtures';

/**
 * The throughput work reuses database reads between writes (db/read-memo.ts). None of it may let a revoked grant, a
 * blocked user or a signed-out token keep working (issue 18): each is a write, and the very next request sees it,
 * however many times the same call was answered before.
 */
let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

const PAGE = '/blade-system/user/page?current=1&size=10';
const status = async (token: string, url = PAGE) => (await fx.server.call(token, { method: 'GET', url })).statusCode;
/** The same call several times, so whatever can be reused is. */
const warm = async (token: string, url = PAGE) => {
  for (let i = 0; i < 3; i += 1) expect(await status(token, url)).toBe(200);
};
const readerRole = () =>
  (fx.db.prepare("SELECT id FROM blade_role WHERE role_alias = 'reader'").get() as { id: string }).id;

describe('nothing reused outlives a write', () => {
  it('a revoked grant refuses the next request', async () => {
    await warm(fx.reader);
    const userMenu = (
      fx.db.prepare("SELECT id FROM blade_menu WHERE code = 'user' AND is_deleted = 0").get() as {
        id: string;
      }
    ).id;
    const grants = fx.db
      .prepare('SELECT id, menu_id, role_id FROM blade_role_menu WHERE role_id = ? AND menu_id = ?')
      .all(readerRole(), userMenu) as { id: string; menu_id: string; role_id: string }[];
    fx.db.prepare('DELETE FROM blade_role_menu WHERE role_id = ? AND menu_id = ?').run(readerRole(), userMenu);
    try {
      expect(await status(fx.reader)).toBe(403);
    } finally {
      const insert = fx.db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
      for (const row of grants) insert.run(row.id, row.menu_id, row.role_id);
    }
    expect(await status(fx.reader)).toBe(200);
  });

  it('a blocked user is refused on the next request, through the API', async () => {
    await warm(fx.reader);
    const readerId = (fx.db.prepare("SELECT id FROM blade_user WHERE account = 'reader'").get() as { id: string }).id;
    const block = await fx.server.call(fx.admin, {
      method: 'POST',
      url: `/blade-system/user/block?userIds=${readerId}`,
    });
    expect(block.statusCode).toBe(200);
    try {
      expect(await status(fx.reader)).toBe(401);
    } finally {
      await fx.server.call(fx.admin, { method: 'POST', url: `/blade-system/user/unblock?userIds=${readerId}` });
    }
    expect(await status(fx.reader)).toBe(200);
  });

  it('a user blocked by another process (another connection) is refused on the next request', async () => {
    await warm(fx.reader);
    const other = new Database(join(fx.server.dataDir, 'blade.db'));
    try {
      other.prepare("UPDATE blade_user SET status = 2 WHERE account = 'reader'").run();
      expect(await status(fx.reader)).toBe(401);
      other.prepare("UPDATE blade_user SET status = 1 WHERE account = 'reader'").run();
      expect(await status(fx.reader)).toBe(200);
    } finally {
      other.close();
    }
  });

  it('a signed-out token is refused on the next request', async () => {
    const token = (await fx.server.signIn('reader', 'reader1')).access_token;
    await warm(token);
    expect((await fx.server.call(token, { method: 'GET', url: '/blade-auth/oauth/logout' })).statusCode).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it('a row written after a page was read is on the next read of that page', async () => {
    const total = async () =>
      ((await fx.server.call(fx.admin, { method: 'GET', url: PAGE })).json() as { data: { total: number } }).data.total;
    const before = await total();
    await total();
    fx.db
      .prepare(
        `INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, role_id, dept_id, post_id, status,
           is_deleted, create_time) VALUES ('1999000000000000777', '000000', 'memo_probe', '', 'x', 'x', '', '', '', 1, 0,
           '2024-01-01 00:00:00')`,
      )
      .run();
    expect(await total()).toBe(before + 1);
  });

  it('reuses a read until any write, then reads again', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1)');
    const memo = createReadMemo(db);
    const read = () => (db.prepare('SELECT SUM(v) AS s FROM t').get() as { s: number }).s;
    expect(memo.get('sum', read)).toBe(1);
    expect(memo.get('sum', read)).toBe(1);
    expect(memo.stats()).toEqual({ hits: 1, misses: 1 });
    db.prepare('UPDATE t SET v = 5').run();
    expect(memo.get('sum', read)).toBe(5);
    db.close();
  });
  it('a kept answer names the address each caller used in its file links', async () => {
    const avatar = '/blade-resource/oss/endpoint/file/upload/20240101/memo-probe.png';
    fx.db.prepare("UPDATE blade_user SET avatar = ? WHERE account = 'admin'").run(avatar);
    const page = async (host: string) =>
      (await fx.server.call(fx.admin, { method: 'GET', url: PAGE, headers: { host } })).body;
    const first = await page('localhost:8910');
    expect(first).toContain(`"http://localhost:8910${avatar}"`);
    expect(await page('localhost:8910')).toBe(first);
    const other = await page('127.0.0.1:8910');
    expect(other).toContain(`"http://127.0.0.1:8910${avatar}"`);
    expect(other).not.toContain('localhost:8910');
  });

  it("sees another connection's commit from the next sync on, as each request begins", () => {
    const dir = mkdtempSync(join(tmpdir(), 'blade-memo-'));
    const db = new Database(join(dir, 'memo.db'));
    const other = new Database(join(dir, 'memo.db'));
    try {
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1)');
      const memo = createReadMemo(db);
      const read = () => (db.prepare('SELECT SUM(v) AS s FROM t').get() as { s: number }).s;
      memo.sync();
      expect(memo.get('sum', read)).toBe(1);
      other.prepare('UPDATE t SET v = 7').run();
      memo.sync();
      expect(memo.get('sum', read)).toBe(7);
    } finally {
      other.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
