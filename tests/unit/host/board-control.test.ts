import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardWindows } from '../../../src/main/host/board/board-control';
import { isKioskRequest, type BoardDisplay } from '../../../src/shared/contract/board';
import {
  boardChannels,
  createWindowApi,
  workspaceChannels,
  type Transport,
} from '../../../src/shared/contract/window-api';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

// The token's role follows the user name: `viewer` is an operator without the administrator role.
let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer({
    'POST /blade-auth/oauth/token': (request) => ({
      json: {
        ...tokenAnswer(),
        account: request.fields.get('username') ?? 'admin',
        role_name: request.fields.get('username') === 'viewer' ? 'user' : 'administrator',
      },
    }),
    'GET /blade-auth/oauth/logout': () => ({ json: { code: 200, success: true, msg: '操作成功' } }),
  });
});
afterAll(() => server.close());

const signIn = async (t: ReturnType<typeof createTestHost>, username = 'admin') => {
  const result = await t.host.dispatch('auth.login', { tenantId: '000000', username, password: 'x' });
  expect(result.ok).toBe(true);
};

const primary: BoardDisplay = { id: 1, label: 'DELL U2720Q', size: { width: 2560, height: 1440 }, primary: true };
const wall: BoardDisplay = { id: 2528732444, label: '显示器 2', size: { width: 1920, height: 1080 }, primary: false };

/** The desktop's windows as the host sees them: what was opened where, and how often the kiosk was left. */
const fakeWindows = (connected: BoardDisplay[] = [primary, wall]) => {
  const calls: string[] = [];
  const windows: BoardWindows & { connected: BoardDisplay[] } = {
    connected,
    displays: () => windows.connected,
    open: async (displayId) => {
      calls.push(`open ${displayId}`);
    },
    leave: async () => {
      calls.push('leave');
    },
  };
  return { windows, calls };
};

describe('board displays and opening (browser host: no windows of its own)', () => {
  it('lists its one display, the browser window, in the language set', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('board.displays', undefined)).toEqual({
      ok: true,
      data: { displays: [{ id: 0, label: '浏览器窗口', size: null, primary: true }], chosenId: 0 },
    });
    await t.host.dispatch('settings.set', { language: 'en' });
    expect(await t.host.dispatch('board.displays', undefined)).toMatchObject({
      data: { displays: [{ label: 'Browser window' }] },
    });
  });

  it('answers the board route for a signed-in user; refuses signed out and unknown displays', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('board.open', undefined)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    await signIn(t);
    expect(await t.host.dispatch('board.open', undefined)).toEqual({
      ok: true,
      data: { route: '/visualization/index' },
    });
    expect(await t.host.dispatch('board.open', { displayId: 0 })).toEqual({
      ok: true,
      data: { route: '/visualization/index' },
    });
    const unknown = await t.host.dispatch('board.open', { displayId: 7 });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'validation', message: '所选显示器已断开，请重新选择' },
    });
    expect(unknown).toHaveProperty('error.fieldErrors.displayId');
    // Nothing to remember where there is nothing to choose.
    expect(t.settings.get().board).toBeUndefined();
  });

  it('the kiosk-only channels answer the route the page goes to itself', async () => {
    const t = createTestHost(server);
    await signIn(t);
    expect(await t.host.dispatch('board.enterAdmin', undefined)).toEqual({ ok: true, data: { route: '/wel/index' } });
    expect(t.host.session.view().signedIn).toBe(true);
    expect(await t.host.dispatch('board.signOut', undefined)).toEqual({ ok: true, data: { route: '/login' } });
    expect(t.host.session.view().signedIn).toBe(false);
    expect(server.requests.some((r) => r.path === '/blade-auth/oauth/logout')).toBe(true);
  });
});

describe('board displays and opening (desktop: the kiosk window)', () => {
  it('opens on the primary until a display is chosen, then remembers the choice', async () => {
    const { windows, calls } = fakeWindows();
    const t = createTestHost(server, {}, { boardWindows: windows });
    expect(await t.host.dispatch('board.displays', undefined)).toEqual({
      ok: true,
      data: { displays: [primary, wall], chosenId: 1 },
    });
    await signIn(t);
    expect(await t.host.dispatch('board.open', undefined)).toEqual({ ok: true, data: { route: null } });
    expect(calls).toEqual(['open 1']);
    // Opening on the primary by default is not a choice: nothing is stored.
    expect(t.settings.get().board).toBeUndefined();

    expect(await t.host.dispatch('board.open', { displayId: wall.id })).toEqual({ ok: true, data: { route: null } });
    expect(calls).toEqual(['open 1', `open ${wall.id}`]);
    expect(t.settings.get().board?.displayId).toBe(wall.id);
    // The other board settings keep their defaults.
    expect(t.settings.get().board).toMatchObject({ rankingMultiplier: 4.5, registeredUserOffset: 30000 });
    expect(t.eventsOf('settings.changed').at(-1)).toMatchObject({ board: { displayId: wall.id } });
    expect(await t.host.dispatch('board.displays', undefined)).toMatchObject({ data: { chosenId: wall.id } });
    await t.host.dispatch('board.open', undefined);
    expect(calls.at(-1)).toBe(`open ${wall.id}`);
  });

  it('falls back to the primary while the remembered display is unplugged, and keeps remembering it', async () => {
    const { windows, calls } = fakeWindows();
    const t = createTestHost(server, { board: { ...defaults, displayId: wall.id } }, { boardWindows: windows });
    await signIn(t);
    windows.connected = [primary];
    expect(await t.host.dispatch('board.displays', undefined)).toMatchObject({ data: { chosenId: 1 } });
    await t.host.dispatch('board.open', undefined);
    expect(calls).toEqual(['open 1']);
    expect(t.settings.get().board?.displayId).toBe(wall.id);
    expect(await t.host.dispatch('board.open', { displayId: wall.id })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(calls).toEqual(['open 1']);
    windows.connected = [primary, wall];
    await t.host.dispatch('board.open', undefined);
    expect(calls.at(-1)).toBe(`open ${wall.id}`);
  });

  it('enter admin shows the workspace and closes the kiosk; the session stays', async () => {
    const { windows, calls } = fakeWindows();
    const t = createTestHost(server, {}, { boardWindows: windows });
    await signIn(t);
    expect(await t.host.dispatch('board.enterAdmin', undefined)).toEqual({ ok: true, data: { route: null } });
    expect(calls).toEqual(['leave']);
    expect(t.host.session.view().signedIn).toBe(true);
  });

  it('sign-out ends the session for every window, then leaves the kiosk, even when the server cannot be reached', async () => {
    const { windows, calls } = fakeWindows();
    const t = createTestHost(server, {}, { boardWindows: windows });
    await signIn(t);
    expect(await t.host.dispatch('board.signOut', undefined)).toEqual({ ok: true, data: { route: null } });
    expect(calls).toEqual(['leave']);
    expect(t.host.session.view().signedIn).toBe(false);
    expect(t.eventsOf('session.changed').at(-1)).toMatchObject({ signedIn: false });

    const offline = await startFakeHttpServer({ 'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer() }) });
    try {
      const o = fakeWindows();
      const u = createTestHost(offline, {}, { boardWindows: o.windows });
      await signIn(u);
      offline.route('GET /blade-auth/oauth/logout', () => ({ status: 500, json: { code: 500, msg: '服务器异常' } }));
      expect(await u.host.dispatch('board.signOut', undefined)).toEqual({ ok: true, data: { route: null } });
      expect(u.host.session.view().signedIn).toBe(false);
      expect(o.calls).toEqual(['leave']);
    } finally {
      await offline.close();
    }
  });
});

const defaults = {
  refreshSeconds: 60,
  rankingMultiplier: 4.5,
  registeredUserOffset: 30000,
  displayId: null,
  openAtStartup: false,
};

describe('only an administrator changes the board settings (checked by the host)', () => {
  it('an administrator saves them', async () => {
    const t = createTestHost(server);
    await signIn(t, 'admin');
    const result = await t.host.dispatch('settings.set', { board: { ...defaults, rankingMultiplier: 2 } });
    expect(result).toMatchObject({ ok: true, data: { board: { rankingMultiplier: 2 } } });
    expect(t.settings.get().board?.rankingMultiplier).toBe(2);
  });

  it('anyone else, or nobody signed in, is refused and nothing is stored or announced', async () => {
    for (const who of ['viewer', null] as const) {
      const t = createTestHost(server);
      if (who) await signIn(t, who);
      const before = t.settings.get();
      const changedBefore = t.eventsOf('settings.changed').length;
      for (const board of [
        { ...defaults, rankingMultiplier: 1 },
        { ...defaults, registeredUserOffset: 0 },
        { ...defaults, refreshSeconds: 5 },
        { ...defaults, openAtStartup: true },
        { ...defaults, displayId: 3 },
      ]) {
        const result = await t.host.dispatch('settings.set', { board, language: 'en' });
        expect(result, JSON.stringify(board)).toEqual({
          ok: false,
          error: { code: 'forbidden', message: '只有管理员可以修改看板设置' },
        });
      }
      expect(t.settings.get()).toEqual(before);
      expect(t.eventsOf('settings.changed')).toHaveLength(changedBefore);
    }
  });

  it('other settings, and a board patch that changes nothing, are anyone’s to save', async () => {
    const t = createTestHost(server);
    await signIn(t, 'viewer');
    expect(await t.host.dispatch('settings.set', { language: 'en', board: { ...defaults } })).toMatchObject({
      ok: true,
      data: { language: 'en' },
    });
    expect(await t.host.dispatch('settings.set', { colorName: '#409EFF' })).toMatchObject({ ok: true });
  });
});

describe('the kiosk window’s channels', () => {
  it('reads data and settings and leaves for the workspace; it never signs in, stores settings or exports', () => {
    expect([...boardChannels].sort()).toEqual(
      [
        'app.info',
        'board.enterAdmin',
        'board.signOut',
        'http.request',
        'log.rendererError',
        'policy.get',
        'session.get',
        'settings.get',
      ].sort(),
    );
    // The way back is the kiosk's; a workspace window opens the board instead.
    expect(workspaceChannels).toContain('board.open');
    expect(workspaceChannels).toContain('board.displays');
    expect(workspaceChannels).not.toContain('board.enterAdmin');
    expect(workspaceChannels).not.toContain('board.signOut');
  });

  it('its window API says it is the kiosk and refuses every other channel before it reaches main', async () => {
    const sent: string[] = [];
    const transport: Transport = {
      invoke: async (channel) => {
        sent.push(channel);
        return { ok: true, data: null };
      },
      subscribe: () => () => undefined,
    };
    const kiosk = createWindowApi(transport, boardChannels, 'board');
    expect(kiosk.kind).toBe('board');
    expect(createWindowApi(transport, workspaceChannels).kind).toBe('workspace');
    const refused = kiosk as unknown as { invoke: (channel: string, input?: unknown) => Promise<unknown> };
    for (const channel of ['auth.login', 'auth.logout', 'settings.set', 'workspace.set', 'board.open']) {
      expect(await refused.invoke(channel, {})).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    await kiosk.invoke('board.enterAdmin');
    expect(sent).toEqual(['board.enterAdmin']);
  });

  it('its requests only read: GET, and the board’s two read-only POSTs (main filters every call)', () => {
    const get = { method: 'GET', url: '/api/blade-order/view/statistics' };
    expect(isKioskRequest(get)).toBe(true);
    expect(isKioskRequest({ method: 'POST', url: '/api/blade-merchant-product/fusion/financeOrder' })).toBe(true);
    expect(isKioskRequest({ method: 'POST', url: '/blade-merchant-product/link/statistics/getProductBookData' })).toBe(
      true,
    );
    for (const write of [
      { method: 'POST', url: '/api/blade-system/user/submit' },
      { method: 'POST', url: '/api/blade-log/log/saveErrorLog' },
      { method: 'DELETE', url: '/api/blade-order/view/list' },
      { method: 'PUT', url: '/api/blade-merchant-product/fusion/financeOrder' },
      { method: 'POST', url: '/api/blade-merchant-product/fusion/financeOrder/remove' },
      null,
      'GET',
    ]) {
      expect(isKioskRequest(write), JSON.stringify(write)).toBe(false);
    }
  });
});
