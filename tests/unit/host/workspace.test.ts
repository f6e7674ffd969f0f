import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceState } from '../../../src/shared/contract';
import { createJsonFileWorkspaceStore } from '../../../src/main/host/workspace/json-file-workspace-store';
import { isInAppRoute } from '../../../src/main/host/workspace/workspace-routes';
import { startAccountsServer, useTempDirs } from './support/accounts-server';
import { recordingLogger } from './support/bladex-fixtures';
import type { FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

const tempDir = useTempDirs('workspace-test-');

const adminTabs: WorkspaceState = {
  tabs: [
    { label: '首页', value: '/wel/index', params: {}, query: {}, meta: {}, group: [] },
    { label: '用户管理', value: '/system/user?deptId=1', params: {}, query: { deptId: '1' }, meta: {}, group: [] },
  ],
  activeTab: '/system/user?deptId=1',
};
const signIn = (username: string, tenantId = '000000') => ({ tenantId, username, password: 'x' });

describe('workspace per user', () => {
  it('needs a signed-in user', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('workspace.get', undefined)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(await t.host.dispatch('workspace.set', adminTabs)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('starts empty, stores the tabs and the active tab, fills the defaults', async () => {
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', signIn('admin'));
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({
      ok: true,
      data: { tabs: [], activeTab: null },
    });
    const sparse = { tabs: [{ label: '首页', value: '/wel/index' }], activeTab: '/wel/index' };
    const full = { tabs: [adminTabs.tabs[0]], activeTab: '/wel/index' };
    expect(await t.host.dispatch('workspace.set', sparse)).toEqual({ ok: true, data: full });
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({ ok: true, data: full });
  });

  it("two users don't see each other's tabs; each gets theirs back after signing in again", async () => {
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', signIn('admin'));
    await t.host.dispatch('workspace.set', adminTabs);
    await t.host.dispatch('auth.logout', undefined);

    await t.host.dispatch('auth.login', signIn('operator'));
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({
      ok: true,
      data: { tabs: [], activeTab: null },
    });
    const operatorTabs = { tabs: [adminTabs.tabs[0]], activeTab: '/wel/index' };
    await t.host.dispatch('workspace.set', operatorTabs);

    // Same account name in another tenant is another user.
    await t.host.dispatch('auth.login', signIn('admin', '100001'));
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({
      ok: true,
      data: { tabs: [], activeTab: null },
    });

    await t.host.dispatch('auth.login', signIn('admin'));
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({ ok: true, data: adminTabs });
    await t.host.dispatch('auth.login', signIn('operator'));
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({ ok: true, data: operatorTabs });
  });

  it('refuses an invalid payload and stores nothing', async () => {
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', signIn('admin'));
    await t.host.dispatch('workspace.set', adminTabs);
    const bad: unknown[] = [
      undefined,
      { tabs: 'x', activeTab: null },
      { tabs: [{ label: 'x' }], activeTab: null },
      { tabs: [], activeTab: 3 },
      { tabs: [{ label: 'x'.repeat(129), value: '/a' }], activeTab: null },
      { tabs: [{ label: 'x', value: '/a', query: { nested: { deep: 1 } } }], activeTab: null },
    ];
    for (const input of bad) {
      expect(await t.host.dispatch('workspace.set', input), JSON.stringify(input)).toMatchObject({
        ok: false,
        error: { code: 'invalid-payload' },
      });
    }
    // Tabs are navigated to on restore: only in-app routes.
    for (const value of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'wel/index']) {
      expect(await t.host.dispatch('workspace.set', { tabs: [{ label: 'x', value }], activeTab: null })).toMatchObject({
        ok: false,
        error: { code: 'validation', fieldErrors: { 'tabs.0.value': '标签页地址无效' } },
      });
    }
    expect(await t.host.dispatch('workspace.set', { tabs: [], activeTab: 'https://x.example' })).toMatchObject({
      ok: false,
      error: { code: 'validation', fieldErrors: { activeTab: '标签页地址无效' } },
    });
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({ ok: true, data: adminTabs });
  });

  it('in-app routes', () => {
    for (const ok of ['/', '/wel/index', '/system/user?x=1&y=%20', '/myiframe/urlPath?src=https://a.example']) {
      expect(isInAppRoute(ok), ok).toBe(true);
    }
    for (const bad of ['', 'wel', '//x', '/\\\\evil', 'http://x', '/a b', ' /a'])
      expect(isInAppRoute(bad), bad).toBe(false);
  });
});

describe('workspace.json (browser host)', () => {
  it('survives a restart and is written atomically with owner-only permissions', async () => {
    const file = join(tempDir(), 'nested', 'workspace.json');
    const log = recordingLogger();
    const first = createJsonFileWorkspaceStore(file, log);
    first.set('000000/admin', adminTabs);
    first.set('000000/operator', { tabs: [], activeTab: null });
    const second = createJsonFileWorkspaceStore(file, log);
    expect(second.get('000000/admin')).toEqual(adminTabs);
    expect(second.get('000000/operator')).toEqual({ tabs: [], activeTab: null });
    expect(second.get('000000/nobody')).toBeNull();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      users: { '000000/admin': adminTabs, '000000/operator': { tabs: [], activeTab: null } },
    });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(log.lines).toEqual([]);
  });

  it('a damaged file starts empty with a warning; a damaged entry is dropped, the others kept', () => {
    const dir = tempDir();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"users": ');
    const log = recordingLogger();
    expect(createJsonFileWorkspaceStore(broken, log).get('000000/admin')).toBeNull();
    expect(log.lines.join('\n')).toMatch(/not valid JSON/);

    const mixed = join(dir, 'mixed.json');
    writeFileSync(mixed, JSON.stringify({ users: { '000000/admin': adminTabs, '000000/bad': { tabs: 'x' } } }));
    const store = createJsonFileWorkspaceStore(mixed, log);
    expect(store.get('000000/admin')).toEqual(adminTabs);
    expect(store.get('000000/bad')).toBeNull();
  });

  it('a failed write keeps the old value and reaches the window as an internal error', async () => {
    const dir = tempDir();
    // A directory where the file should be: every write fails.
    const file = join(dir, 'workspace.json');
    mkdirSync(file);
    const store = createJsonFileWorkspaceStore(file, recordingLogger());
    const t = createTestHost(server, {}, { workspaceStore: store });
    await t.host.dispatch('auth.login', signIn('admin'));
    expect(await t.host.dispatch('workspace.set', adminTabs)).toEqual({
      ok: false,
      error: { code: 'internal', message: '无法保存标签页' },
    });
    expect(await t.host.dispatch('workspace.get', undefined)).toEqual({
      ok: true,
      data: { tabs: [], activeTab: null },
    });
  });
});
