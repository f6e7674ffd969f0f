import { describe, expect, it, vi } from 'vitest';
import { invokeChannels, ok, type InvokeChannel } from '../../../src/shared/contract';
import { createDispatcher, type Handlers } from '../../../src/main/host/dispatch';
import { recordingLogger } from './support/bladex-fixtures';

/** Handlers that record what they were given and answer ok(input). */
const spyHandlers = () => {
  const seen: Array<{ channel: InvokeChannel; input: unknown }> = [];
  const handlers = Object.fromEntries(
    Object.keys(invokeChannels).map((channel) => [
      channel,
      async (input: unknown) => {
        seen.push({ channel: channel as InvokeChannel, input });
        return ok(input);
      },
    ]),
  ) as unknown as Handlers;
  return { handlers, seen };
};

const good: Record<InvokeChannel, unknown> = {
  'session.get': undefined,
  'auth.captcha': undefined,
  'auth.login': { tenantId: '000000', username: 'admin', password: 'admin', captchaKey: 'k', captchaCode: 'abcde' },
  'auth.logout': undefined,
  'auth.forceLogout': undefined,
  'auth.switchIdentity': { deptId: '1', roleId: '2' },
  'http.request': { method: 'GET', url: '/api/blade-system/dict/dictionary', params: { code: 'sex', ids: [1, 2] } },
  'http.upload': {
    url: '/api/blade-resource/oss/endpoint/put-file',
    fileName: 'a.png',
    mimeType: 'image/png',
    bytes: new Uint8Array([1, 2, 3]),
    uploadId: 'up-1_a',
  },
  'settings.get': undefined,
  'settings.set': { language: 'en', isCollapse: true },
  'settings.setProtected': { password: 'admin', patch: { switchMode: true, idleLockMinutes: 10 } },
  'policy.get': undefined,
  'auth.social': { tenantId: '000000', source: 'test', code: 'abc', state: '000000' },
  'auth.registerGuest': { tenantId: '', name: '游客', account: 'guest1', password: 'pw', oauthId: '42' },
  'auth.changePassword': { oldPassword: 'a', newPassword: 'b', newPassword1: 'b' },
  'lock.get': undefined,
  'lock.lock': { password: '1234' },
  'lock.unlock': { password: '1234' },
  'activity.ping': undefined,
  'workspace.get': undefined,
  'workspace.set': { tabs: [{ label: '首页', value: '/wel/index' }], activeTab: '/wel/index' },
  'searches.list': { screen: 'dict-children' },
  'searches.change': {
    screen: 'user',
    change: { kind: 'save', name: ' 本月新用户 ', values: { account: 'a', createTime: ['2024-05-01', ''] } },
  },
  'drafts.get': { screen: 'user', record: 'edit-1123598821738675201' },
  'drafts.put': { screen: 'region', record: 'new-1k3x', values: { name: '大理', links: ['a', 'b'], point: { x: 1 } } },
  'drafts.discard': { screen: 'user', record: 'new' },
  'window.openRoute': { path: '/system/user?id=1' },
  'app.info': undefined,
  'export.start': {
    endpoint: '/api/blade-system/user/page',
    params: { realName: '张', userType_equal: '1' },
    columns: [{ name: 'account', header: '账号', kind: 'text' }],
    fileName: '用户列表',
  },
  'export.cancel': { exportId: '7e1c2c9e-6f55-4c4b-9d7e-0d5b1f6d8a11' },
  'export.reveal': { exportId: '7e1c2c9e-6f55-4c4b-9d7e-0d5b1f6d8a11' },
  'board.displays': undefined,
  'board.open': { displayId: 2528732444 },
  'board.enterAdmin': undefined,
  'board.signOut': undefined,
  'queues.get': undefined,
  'window.tearOff': {
    tab: { label: '用户管理', value: '/system/user' },
    carried: { list: { current: 2, values: { account: 'ad' } }, scroll: 120 },
    at: { x: 2400, y: 300 },
  },
  'window.takeHandoff': { handoffId: '7e1c2c9e-6f55-4c4b-9d7e-0d5b1f6d8a11' },
  'window.handoffTaken': { handoffId: '7e1c2c9e-6f55-4c4b-9d7e-0d5b1f6d8a11' },
  'window.dock': { tab: { label: '用户管理', value: '/system/user' }, carried: {} },
  'window.print': { title: '用户管理 第 1 页', landscape: true },
  'app.about': undefined,
  'log.rendererError': { type: 'error', message: 'x is undefined', url: '/system/user', stack: 'at f (a.js:1:2)' },
  'diagnostics.export': undefined,
  'files.chooseDatabase': undefined,
  'update.get': undefined,
  'update.check': undefined,
  'update.restart': undefined,
  'forms.dirtyAnswer': { queryId: 'q12', dirty: true },
};

const bad: Record<InvokeChannel, unknown[]> = {
  'session.get': [{}, null, 'x'],
  'auth.captcha': [{ a: 1 }],
  'auth.login': [
    undefined,
    { tenantId: '000000', username: '', password: 'x' },
    { tenantId: '000000', username: 'admin' },
    { tenantId: "0'; drop", username: 'admin', password: 'x' },
    { tenantId: '000000', username: 'a'.repeat(65), password: 'x' },
  ],
  'auth.logout': [1],
  'auth.forceLogout': [[]],
  'auth.switchIdentity': [{ deptId: '', roleId: '2' }, { deptId: '1' }],
  'http.request': [
    { method: 'PATCH', url: '/api/blade-system/user/list' },
    { method: 'GET', url: 'https://evil.example/blade-system/user/list' },
    { method: 'GET', url: '/api/blade-system/../../etc/passwd' },
    { method: 'GET', url: '/api/other-service/x' },
    { method: 'GET', url: '//evil.example/blade-x/y' },
    { method: 'GET', url: '/api/blade-system/x', timeoutMs: -1 },
    { method: 'GET', url: '/api/blade-system/x', params: { nested: { a: 1 } } },
  ],
  'http.upload': [
    { url: '/api/blade-resource/oss/endpoint/put-file', fileName: 'a.png', mimeType: 'image/png', bytes: [1, 2, 3] },
    { url: '/etc/passwd', fileName: 'a.png', mimeType: 'image/png', bytes: new Uint8Array([1]) },
    {
      url: '/api/blade-resource/oss/endpoint/put-file',
      fileName: 'a.png',
      mimeType: 'image/png',
      bytes: new Uint8Array([1]),
      uploadId: '',
    },
    {
      url: '/api/blade-resource/oss/endpoint/put-file',
      fileName: 'a.png',
      mimeType: 'image/png',
      bytes: new Uint8Array([1]),
      uploadId: 'a b/../c',
    },
    {
      url: '/api/blade-resource/oss/endpoint/put-file',
      fileName: 'a.png',
      mimeType: 'image/png',
      bytes: new Uint8Array([1]),
      uploadId: 'x'.repeat(65),
    },
  ],
  'settings.get': [{ clientSecret: 'x' }],
  // Connection and security settings are refused here even when valid: they go through settings.setProtected.
  'settings.set': [
    { clientSecret: 'stolen' },
    { serverUrl: 'https://evil.example' },
    { captchaMode: false },
    { idleLockMinutes: 0 },
    { tokenTime: 60 },
    { unknownKey: 1 },
  ],
  'settings.setProtected': [
    { patch: { switchMode: true } },
    { password: '', patch: { switchMode: true } },
    { password: 'admin', patch: { clientSecret: 'stolen' } },
    { password: 'admin', patch: { language: 'en' } },
    { password: 'admin', patch: { serverUrl: 'not a url' } },
    { password: 'admin', patch: { tokenTime: -5 } },
    { password: 'admin', patch: { updateMaintenanceWindow: '25:00-26:00' } },
  ],
  'policy.get': [{}],
  'auth.social': [
    { tenantId: '000000', source: '', code: 'abc' },
    { tenantId: '000000', source: 'test' },
    { tenantId: 'x y', source: 'test', code: 'abc' },
  ],
  'auth.registerGuest': [
    { tenantId: '', name: '游客', account: '', password: 'pw', oauthId: '42' },
    { tenantId: '', name: '游客', account: 'guest1', password: 'pw' },
  ],
  'auth.changePassword': [
    { oldPassword: 'a', newPassword: 'b' },
    { oldPassword: '', newPassword: 'b', newPassword1: 'b' },
  ],
  'lock.get': [{ locked: false }],
  'lock.lock': [{ password: '' }, { password: 'x'.repeat(65) }, undefined],
  'lock.unlock': [{}, { password: '' }],
  'activity.ping': [{ at: 1 }],
  'workspace.get': ['x'],
  'workspace.set': [
    { tabs: 'x', activeTab: null },
    { tabs: [], activeTab: 5 },
    { tabs: Array.from({ length: 51 }, (_, i) => ({ label: 't', value: `/t${i}` })), activeTab: null },
  ],
  'searches.list': [{}, { screen: '' }, { screen: '../etc' }, { screen: 'x'.repeat(129) }],
  'searches.change': [
    { screen: 'user', change: { kind: 'save', name: '   ', values: {} } },
    { screen: 'user', change: { kind: 'save', name: 'x'.repeat(41), values: {} } },
    { screen: 'user', change: { kind: 'save', name: 'a', values: { nested: { deep: 1 } } } },
    { screen: 'user', change: { kind: 'save', name: 'a', values: { big: 'x'.repeat(2001) } } },
    {
      screen: 'user',
      change: {
        kind: 'save',
        name: 'a',
        values: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x'.repeat(500)])),
      },
    },
    { screen: 'user', change: { kind: 'rename', name: 'a' } },
    { screen: 'user', change: { kind: 'drop', name: 'a' } },
  ],
  'drafts.get': [{ screen: 'user' }, { screen: 'user', record: 'edit-1/../x' }, { screen: 'user', record: 'old' }],
  'drafts.put': [
    { screen: 'user', record: 'new' },
    { screen: 'user', record: 'new', values: { a: { b: { c: { d: 1 } } } } },
    { screen: 'user', record: 'new', values: { body: 'x'.repeat(256 * 1024 + 1) } },
  ],
  'drafts.discard': [{ screen: 'user', record: 'NEW' }],
  'window.openRoute': [{ path: 'https://evil.example/' }, { path: '//evil.example/x' }, { path: 'system/user' }],
  'app.info': ['x'],
  'export.start': [
    {
      endpoint: 'https://evil.example/blade-system/user/page',
      columns: [{ name: 'a', header: 'A', kind: 'text' }],
      fileName: 'x',
    },
    { endpoint: '/api/blade-system/user/page', columns: [], fileName: 'x' },
    { endpoint: '/api/blade-system/user/page', columns: [{ name: 'a', header: 'A', kind: 'formula' }], fileName: 'x' },
    { endpoint: '/api/blade-system/user/page', columns: [{ name: 'a-b', header: 'A', kind: 'text' }], fileName: 'x' },
    { endpoint: '/api/blade-system/user/page', columns: [{ name: 'a', header: 'A', kind: 'text' }], fileName: '../x' },
    { endpoint: '/api/blade-system/user/page', columns: [{ name: 'a', header: 'A', kind: 'text' }], fileName: '' },
  ],
  'export.cancel': [{}, { exportId: '' }],
  'export.reveal': [undefined, { exportId: 5 }],
  'board.displays': [{ all: true }],
  'board.open': [{ displayId: 'second' }, { displayId: 1.5 }, 'x'],
  'board.enterAdmin': [{ route: '/system/user' }],
  'board.signOut': [true],
  'queues.get': [{ all: true }],
  'window.tearOff': [
    { tab: { label: 'x', value: 'https://evil.example/' }, carried: {} },
    { tab: { label: 'x', value: '/system/user' }, carried: { big: 'x'.repeat(300 * 1024) } },
    { tab: { label: 'x', value: '/system/user' }, carried: {}, at: { x: 1.5, y: 0 } },
    { tab: { label: 'x', value: '/system/user' } },
  ],
  'window.takeHandoff': [{ handoffId: '../x' }, { handoffId: 'short' }, {}],
  'window.handoffTaken': [{ handoffId: 'a b c d e f' }],
  'window.dock': [{ tab: { label: 'x', value: 5 }, carried: {} }, { carried: {} }],
  'window.print': [{ title: '' }, { title: 'x'.repeat(129) }, { title: 'x', landscape: 'yes' }],
  'app.about': [{}],
  'log.rendererError': [{ type: 'error' }, { type: 'error', message: 'x'.repeat(2001) }],
  'diagnostics.export': [{ path: '/etc/passwd' }],
  'files.chooseDatabase': [{ path: '/etc/passwd' }, 'x'],
  'update.get': [1],
  'update.check': [{}],
  'update.restart': [{ force: true }],
  'forms.dirtyAnswer': [{ queryId: 'q1' }, { queryId: '../x', dirty: true }, { queryId: 'q1', dirty: 'yes' }],
};

describe('contract parsing in the dispatcher', () => {
  for (const channel of Object.keys(invokeChannels) as InvokeChannel[]) {
    it(`${channel}: a good payload reaches the handler`, async () => {
      const { handlers, seen } = spyHandlers();
      const result = await createDispatcher(handlers, recordingLogger())(channel, good[channel]);
      expect(result.ok).toBe(true);
      expect(seen).toHaveLength(1);
      expect(seen[0].channel).toBe(channel);
    });

    it(`${channel}: malformed payloads are refused with field errors and never reach the handler`, async () => {
      const { handlers, seen } = spyHandlers();
      const dispatch = createDispatcher(handlers, recordingLogger());
      for (const input of bad[channel]) {
        const result = await dispatch(channel, input);
        expect(result.ok, JSON.stringify(input)).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe('invalid-payload');
          expect(Object.keys(result.error.fieldErrors ?? {}).length).toBeGreaterThan(0);
        }
      }
      expect(seen).toEqual([]);
    });
  }

  it('an unknown channel is refused', async () => {
    const { handlers } = spyHandlers();
    const dispatch = createDispatcher(handlers, recordingLogger());
    for (const channel of ['nope', '__proto__', 'constructor', 42, null, undefined]) {
      const result = await dispatch(channel, undefined);
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
  });

  it('extra fields are stripped before the handler sees the input', async () => {
    const { handlers, seen } = spyHandlers();
    const dispatch = createDispatcher(handlers, recordingLogger());
    await dispatch('auth.switchIdentity', { deptId: '1', roleId: '2', isAdmin: true });
    await dispatch('http.request', { method: 'GET', url: '/blade-system/menu/routes', headers: { 'Blade-Auth': 'x' } });
    expect(seen[0].input).toEqual({ deptId: '1', roleId: '2' });
    expect(seen[1].input).toEqual({ method: 'GET', url: '/blade-system/menu/routes' });
  });

  it('names the offending field', async () => {
    const { handlers } = spyHandlers();
    const result = await createDispatcher(handlers, recordingLogger())('http.request', {
      method: 'GET',
      url: '/api/x/../blade-system',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.fieldErrors).toHaveProperty('url');
  });
});

describe('the dispatcher never throws', () => {
  it('a handler that throws becomes an internal error and a log line', async () => {
    const { handlers } = spyHandlers();
    handlers['session.get'] = () => {
      throw new Error('boom');
    };
    handlers['app.info'] = () => Promise.reject(new Error('async boom'));
    const log = recordingLogger();
    const dispatch = createDispatcher(handlers, log);
    await expect(dispatch('session.get', undefined)).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
    await expect(dispatch('app.info', undefined)).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(log.lines.filter((l) => l.startsWith('error'))).toHaveLength(2);
  });

  it('survives hostile inputs', async () => {
    const { handlers } = spyHandlers();
    const dispatch = createDispatcher(handlers, recordingLogger());
    const hostile: unknown[] = [
      Object.create(null),
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap');
          },
        },
      ),
      {
        toString: () => {
          throw new Error('x');
        },
      },
      Symbol('s'),
      () => 1,
    ];
    for (const input of hostile) {
      const result = await dispatch('auth.login', input);
      expect(result.ok).toBe(false);
    }
    const toString = vi.fn(() => 'session.get');
    await expect(dispatch({ toString }, undefined)).resolves.toMatchObject({ ok: false });
    expect(toString).not.toHaveBeenCalled();
  });
});
