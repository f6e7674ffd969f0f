import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBytes, SCREEN_MEMORY_LIMITS, type DraftTarget } from '../../../src/shared/contract';
import { createFileDraftStore } from '../../../src/main/host/workspace/draft-store';
import { createJsonFileSavedSearchStore } from '../../../src/main/host/workspace/saved-searches';
import { startAccountsServer, useTempDirs } from './support/accounts-server';
import { recordingLogger } from './support/bladex-fixtures';
import type { FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

// Issue 10 item 7: saved searches and form drafts, kept by the host per signed-in user.

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

const tempDir = useTempDirs('screen-memory-test-');

const signIn = (username: string, tenantId = '000000') => ({ tenantId, username, password: 'x' });
type TestHost = ReturnType<typeof createTestHost>;
const as = async (t: TestHost, username: string, tenantId = '000000') =>
  expect((await t.host.dispatch('auth.login', signIn(username, tenantId))).ok).toBe(true);

const list = (t: TestHost, screen = 'user') => t.host.dispatch('searches.list', { screen });
const change = (t: TestHost, change: unknown, screen = 'user') =>
  t.host.dispatch('searches.change', { screen, change });
const save = (t: TestHost, name: string, values: Record<string, unknown> = {}, extra: object = {}) =>
  change(t, { kind: 'save', name, values, ...extra });
const searchesOf = (searches: Array<{ name: string }>) => searches.map((search) => search.name);

const thisMonth = { account: '', realName: '张', createTime: ['2024-05-01', '2024-05-31'] };

describe('saved searches', () => {
  it('need a signed-in user', async () => {
    const t = createTestHost(server);
    expect(await list(t)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await save(t, '本月')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('saves, lists in saving order, renames, sets the default and removes', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    expect(await list(t)).toEqual({ ok: true, data: { searches: [], defaultName: null } });

    expect(await save(t, ' 本月新用户 ', thisMonth)).toEqual({
      ok: true,
      data: { searches: [{ name: '本月新用户', values: thisMonth }], defaultName: null },
    });
    await save(t, '停用账号', { status: 0 }, { makeDefault: true });
    expect(await list(t)).toMatchObject({ ok: true, data: { defaultName: '停用账号' } });

    // A renamed default stays the default.
    const renamed = await change(t, { kind: 'rename', name: '停用账号', to: '已停用' });
    expect(renamed).toMatchObject({ ok: true, data: { defaultName: '已停用' } });
    expect(renamed.ok && searchesOf((renamed.data as { searches: [] }).searches)).toEqual(['本月新用户', '已停用']);

    expect(await change(t, { kind: 'setDefault', name: '本月新用户' })).toMatchObject({
      ok: true,
      data: { defaultName: '本月新用户' },
    });
    expect(await change(t, { kind: 'setDefault', name: null })).toMatchObject({
      ok: true,
      data: { defaultName: null },
    });
    await change(t, { kind: 'setDefault', name: '已停用' });

    // Removing the default leaves the screen without one.
    expect(await change(t, { kind: 'remove', name: '已停用' })).toEqual({
      ok: true,
      data: { searches: [{ name: '本月新用户', values: thisMonth }], defaultName: null },
    });
    // Other screens are other lists.
    expect(await list(t, 'role')).toEqual({ ok: true, data: { searches: [], defaultName: null } });
  });

  it('keeps names unique per screen (ignoring case and blanks) unless the operator replaces one', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await save(t, 'Open', { status: 1 }, { makeDefault: true });
    await save(t, '本月', thisMonth);
    const taken = { ok: false, error: { code: 'validation', fieldErrors: { name: '已有同名的搜索，请换一个名称' } } };
    expect(await save(t, 'open ', { status: 2 })).toMatchObject(taken);
    expect(await change(t, { kind: 'rename', name: '本月', to: 'OPEN' })).toMatchObject({
      ok: false,
      error: { code: 'validation', fieldErrors: { to: '已有同名的搜索，请换一个名称' } },
    });
    // The same name on another screen is fine.
    expect((await change(t, { kind: 'save', name: 'Open', values: {} }, 'role')).ok).toBe(true);
    // Replacing keeps its place and its default mark.
    expect(await save(t, 'open', { status: 2 }, { replace: true })).toEqual({
      ok: true,
      data: {
        searches: [
          { name: 'open', values: { status: 2 } },
          { name: '本月', values: thisMonth },
        ],
        defaultName: 'open',
      },
    });
    // A rename that only changes case is the same search.
    expect((await change(t, { kind: 'rename', name: 'open', to: 'Open' })).ok).toBe(true);
  });

  it('refuses names that are not there, with a message and nothing written', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await save(t, '本月', thisMonth);
    for (const missing of [
      { kind: 'rename', name: '上月', to: '前月' },
      { kind: 'remove', name: '上月' },
      { kind: 'setDefault', name: '上月' },
    ]) {
      expect(await change(t, missing)).toMatchObject({
        ok: false,
        error: { code: 'validation', message: '该搜索已不存在，请刷新后再试' },
      });
    }
    expect(await list(t)).toEqual({
      ok: true,
      data: { searches: [{ name: '本月', values: thisMonth }], defaultName: null },
    });
  });

  it('holds at most 20 per screen and a bounded total per user', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    for (let i = 0; i < SCREEN_MEMORY_LIMITS.searchesPerScreen; i++) expect((await save(t, `s${i}`)).ok).toBe(true);
    expect(await save(t, 'one more')).toMatchObject({
      ok: false,
      error: { code: 'validation', message: '本页面保存的搜索已达上限（20 个），请先删除不用的搜索' },
    });
    // Replacing one is still possible at the limit.
    expect((await save(t, 's0', { a: 1 }, { replace: true })).ok).toBe(true);

    // Big searches on many screens: the total stops growing at the per-user budget.
    const big = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`f${i}`, 'x'.repeat(500)]));
    expect(jsonBytes(big)).toBeLessThanOrEqual(SCREEN_MEMORY_LIMITS.searchValueBytes);
    let refused: unknown = null;
    for (let screen = 0; screen < 20 && refused === null; screen++) {
      for (let i = 0; i < 20 && refused === null; i++) {
        const result = await change(t, { kind: 'save', name: `b${i}`, values: big }, `screen${screen}`);
        if (!result.ok) refused = result;
      }
    }
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'validation', message: '保存的搜索已达总量上限，请先删除不用的搜索' },
    });
    // Removing is always possible, also at the budget.
    expect((await change(t, { kind: 'remove', name: 'b0' }, 'screen0')).ok).toBe(true);
  });

  it('are per user: another account or tenant never sees them; each gets theirs back', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await save(t, '本月', thisMonth, { makeDefault: true });
    await as(t, 'operator');
    expect(await list(t)).toEqual({ ok: true, data: { searches: [], defaultName: null } });
    await save(t, '我的', { status: 1 });
    await as(t, 'admin', '100001');
    expect(await list(t)).toEqual({ ok: true, data: { searches: [], defaultName: null } });
    await as(t, 'admin');
    expect(await list(t)).toEqual({
      ok: true,
      data: { searches: [{ name: '本月', values: thisMonth }], defaultName: '本月' },
    });
  });

  it('are not read while the screen is locked, and never by the kiosk', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await save(t, '本月', thisMonth);
    await t.host.dispatch('lock.lock', { password: '1234' });
    expect(await list(t)).toEqual({ ok: false, error: { code: 'silent', message: 'locked' } });
    expect(await save(t, '上月')).toEqual({ ok: false, error: { code: 'silent', message: 'locked' } });
    await t.host.dispatch('lock.unlock', { password: '1234' });
    expect((await list(t)).ok).toBe(true);
    for (const [channel, input] of [
      ['searches.list', { screen: 'user' }],
      ['searches.change', { screen: 'user', change: { kind: 'remove', name: '本月' } }],
      ['drafts.get', { screen: 'user', record: 'new' }],
      ['drafts.put', { screen: 'user', record: 'new', values: {} }],
      ['drafts.discard', { screen: 'user', record: 'new' }],
    ] as const) {
      expect(await t.host.dispatchKiosk(channel, input)).toMatchObject({
        ok: false,
        error: { code: 'invalid-payload' },
      });
    }
    expect(await list(t)).toMatchObject({ ok: true, data: { searches: [{ name: '本月' }] } });
  });
});

describe('saved-searches.json', () => {
  it('survives a restart, per user, owner-only', async () => {
    const file = join(tempDir(), 'saved-searches.json');
    const log = recordingLogger();
    const first = createTestHost(server, {}, { savedSearchStore: createJsonFileSavedSearchStore(file, log) });
    await as(first, 'admin');
    await save(first, '本月', thisMonth, { makeDefault: true });
    await as(first, 'operator');
    await save(first, '我的', { status: 1 });

    const second = createTestHost(server, {}, { savedSearchStore: createJsonFileSavedSearchStore(file, log) });
    await as(second, 'admin');
    expect(await list(second)).toEqual({
      ok: true,
      data: { searches: [{ name: '本月', values: thisMonth }], defaultName: '本月' },
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      users: {
        '000000/admin': { user: { searches: [{ name: '本月', values: thisMonth }], defaultName: '本月' } },
        '000000/operator': { user: { searches: [{ name: '我的', values: { status: 1 } }], defaultName: null } },
      },
    });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(log.lines).toEqual([]);
  });

  it('a damaged file starts empty with a warning; a damaged user entry is dropped, the others kept', async () => {
    const dir = tempDir();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"users": {');
    const log = recordingLogger();
    const t = createTestHost(server, {}, { savedSearchStore: createJsonFileSavedSearchStore(broken, log) });
    await as(t, 'admin');
    expect(await list(t)).toEqual({ ok: true, data: { searches: [], defaultName: null } });
    expect(log.lines.join('\n')).toMatch(/saved searches: .*not valid JSON/);
    // The next change replaces the damaged file.
    await save(t, '本月', thisMonth);
    expect(JSON.parse(readFileSync(broken, 'utf8')).users['000000/admin'].user.searches).toHaveLength(1);

    const mixed = join(dir, 'mixed.json');
    writeFileSync(
      mixed,
      JSON.stringify({
        users: {
          '000000/admin': { user: { searches: [{ name: '本月', values: thisMonth }], defaultName: null } },
          '000000/bad': { user: { searches: 'x' } },
        },
      }),
    );
    const store = createJsonFileSavedSearchStore(mixed, log);
    expect(store.get('000000/admin')).toEqual({
      user: { searches: [{ name: '本月', values: thisMonth }], defaultName: null },
    });
    expect(store.get('000000/bad')).toBeNull();
  });

  it('a failed write answers an internal error and keeps the searches as they were', async () => {
    const file = join(tempDir(), 'saved-searches.json');
    mkdirSync(file);
    const t = createTestHost(server, {}, { savedSearchStore: createJsonFileSavedSearchStore(file, recordingLogger()) });
    await as(t, 'admin');
    expect(await save(t, '本月', thisMonth)).toEqual({
      ok: false,
      error: { code: 'internal', message: '无法保存搜索' },
    });
    expect(await list(t)).toEqual({ ok: true, data: { searches: [], defaultName: null } });
  });
});

const newUser: DraftTarget = { screen: 'user', record: 'new' };
const editUser: DraftTarget = { screen: 'user', record: 'edit-1123598821738675201' };
const getDraft = (t: TestHost, target: DraftTarget) => t.host.dispatch('drafts.get', target);
const putDraft = (t: TestHost, target: DraftTarget, values: Record<string, unknown>) =>
  t.host.dispatch('drafts.put', { ...target, values });

describe('drafts', () => {
  it('are kept per screen and record, stamped by the host, and gone once discarded', async () => {
    const t = createTestHost(server);
    expect(await getDraft(t, newUser)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await as(t, 'admin');
    expect(await getDraft(t, newUser)).toEqual({ ok: true, data: null });

    const now = t.clock.now();
    expect(await putDraft(t, newUser, { account: 'erhai', realName: '洱海' })).toEqual({
      ok: true,
      data: { savedAt: now },
    });
    await putDraft(t, editUser, { realName: '苍山' });
    expect(await getDraft(t, newUser)).toEqual({
      ok: true,
      data: { values: { account: 'erhai', realName: '洱海' }, savedAt: now },
    });
    expect(await getDraft(t, editUser)).toMatchObject({ ok: true, data: { values: { realName: '苍山' } } });
    expect(await getDraft(t, { screen: 'role', record: 'new' })).toEqual({ ok: true, data: null });

    expect(await t.host.dispatch('drafts.discard', newUser)).toEqual({ ok: true, data: null });
    expect(await getDraft(t, newUser)).toEqual({ ok: true, data: null });
    expect(await getDraft(t, editUser)).toMatchObject({ ok: true, data: { values: { realName: '苍山' } } });
  });

  it('are per user', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await putDraft(t, newUser, { account: 'erhai' });
    await as(t, 'operator');
    expect(await getDraft(t, newUser)).toEqual({ ok: true, data: null });
    await as(t, 'admin', '100001');
    expect(await getDraft(t, newUser)).toEqual({ ok: true, data: null });
    await as(t, 'admin');
    expect(await getDraft(t, newUser)).toMatchObject({ ok: true, data: { values: { account: 'erhai' } } });
  });

  it('are not offered after 30 days', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await putDraft(t, newUser, { account: 'erhai' });
    t.clock.set(t.clock.now() + SCREEN_MEMORY_LIMITS.draftMaxAgeMs);
    expect(await getDraft(t, newUser)).toMatchObject({ ok: true, data: { values: { account: 'erhai' } } });
    t.clock.set(t.clock.now() + 1);
    expect(await getDraft(t, newUser)).toEqual({ ok: true, data: null });
  });

  it('are written while locked (what was typed just before) but not read', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await t.host.dispatch('lock.lock', { password: '1234' });
    expect((await putDraft(t, newUser, { account: 'erhai' })).ok).toBe(true);
    expect(await getDraft(t, newUser)).toEqual({ ok: false, error: { code: 'silent', message: 'locked' } });
    await t.host.dispatch('lock.unlock', { password: '1234' });
    expect(await getDraft(t, newUser)).toMatchObject({ ok: true, data: { values: { account: 'erhai' } } });
  });

  it('refuse a draft larger than 256 KB, keeping the previous one', async () => {
    const t = createTestHost(server);
    await as(t, 'admin');
    await putDraft(t, newUser, { account: 'erhai' });
    expect(await putDraft(t, newUser, { content: 'x'.repeat(SCREEN_MEMORY_LIMITS.draftBytes) })).toMatchObject({
      ok: false,
      error: { code: 'invalid-payload', fieldErrors: { values: 'draft is too large' } },
    });
    expect(await getDraft(t, newUser)).toMatchObject({ ok: true, data: { values: { account: 'erhai' } } });
  });
});

describe('draft files', () => {
  it('survive a restart, one owner-only file each, named by hashes (no account or screen names on disk)', async () => {
    const dir = join(tempDir(), 'drafts');
    const log = recordingLogger();
    const first = createTestHost(server, {}, { draftStore: createFileDraftStore(dir, log) });
    await as(first, 'admin');
    await putDraft(first, newUser, { account: 'erhai', roleId: ['1', '2'] });
    await putDraft(first, editUser, { realName: '苍山' });

    const second = createTestHost(server, {}, { draftStore: createFileDraftStore(dir, log) });
    await as(second, 'admin');
    expect(await getDraft(second, newUser)).toMatchObject({
      ok: true,
      data: { values: { account: 'erhai', roleId: ['1', '2'] } },
    });
    await as(second, 'operator');
    expect(await getDraft(second, newUser)).toEqual({ ok: true, data: null });

    const [userDir, ...others] = readdirSync(dir);
    expect(others).toEqual([]);
    expect(userDir).toMatch(/^[0-9a-f]{32}$/);
    const files = readdirSync(join(dir, userDir));
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^[0-9a-f]{32}\.json$/);
      if (process.platform !== 'win32') expect(statSync(join(dir, userDir, name)).mode & 0o777).toBe(0o600);
    }
    expect(log.lines).toEqual([]);
  });

  it('keep the newest drafts of a user beyond the limit', () => {
    const dir = tempDir();
    const store = createFileDraftStore(dir, recordingLogger(), 3);
    const target = (i: number): DraftTarget => ({ screen: 'user', record: `edit-${i}` });
    // Written out of order: the draft's time decides, not the order of writing.
    for (const i of [2, 1, 3, 5, 4])
      store.put('000000/admin', target(i), { values: { i }, savedAt: 1_000_000 + i * 1000 });
    store.put('000000/operator', target(1), { values: {}, savedAt: 1 });
    expect([1, 2, 3, 4, 5].map((i) => store.get('000000/admin', target(i))?.values.i ?? null)).toEqual([
      null,
      null,
      3,
      4,
      5,
    ]);
    // Another user's drafts are counted apart.
    expect(store.get('000000/operator', target(1))).toEqual({ values: {}, savedAt: 1 });
  });

  it('a damaged or foreign file is no draft (with a warning) and the next write replaces it', () => {
    const dir = tempDir();
    const log = recordingLogger();
    const store = createFileDraftStore(dir, log);
    store.put('000000/admin', newUser, { values: { a: 1 }, savedAt: 5 });
    const userDir = join(dir, readdirSync(dir)[0]);
    const file = join(userDir, readdirSync(userDir)[0]);

    writeFileSync(file, '{"values": ');
    expect(store.get('000000/admin', newUser)).toBeNull();
    // A file copied from another user's folder names that user: not offered.
    writeFileSync(file, JSON.stringify({ user: '000000/operator', ...newUser, values: { a: 2 }, savedAt: 6 }));
    expect(store.get('000000/admin', newUser)).toBeNull();
    expect(log.lines.filter((line) => line.includes('damaged'))).toHaveLength(2);

    store.put('000000/admin', newUser, { values: { a: 3 }, savedAt: 7 });
    expect(store.get('000000/admin', newUser)).toEqual({ values: { a: 3 }, savedAt: 7 });
  });

  it('a failed write answers an internal error', async () => {
    const file = join(tempDir(), 'drafts');
    writeFileSync(file, 'not a folder');
    const t = createTestHost(server, {}, { draftStore: createFileDraftStore(file, recordingLogger()) });
    await as(t, 'admin');
    expect(await putDraft(t, newUser, { a: 1 })).toEqual({
      ok: false,
      error: { code: 'internal', message: '无法保存草稿' },
    });
  });
});
