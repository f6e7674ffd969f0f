import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/renderer/app/i18n';
import { createQueryClient } from '../../../src/renderer/app/query-client';
import { routes } from '../../../src/renderer/app/router';
import { resetTenantInfo } from '../../../src/renderer/app/tenant-info';
import { lightTheme } from '../../../src/renderer/app/theme';
import { ReauthDialog } from '../../../src/renderer/shell/reauth/ReauthDialog';
import { connectSession, useSessionStore } from '../../../src/renderer/stores/session-store';
import { connectSettings, useSettingsStore } from '../../../src/renderer/stores/settings-store';
import { useTabsStore } from '../../../src/renderer/stores/tabs-store';
import { initialSessionState } from '../../../src/renderer/stores/updates/session-updates';
import { freshTabs } from '../../../src/renderer/stores/updates/tab-updates';
import { fallbackSettings, initialSettingsState } from '../../../src/renderer/stores/updates/settings-updates';
import type { SessionView } from '../../../src/shared/contract/session';
import { FakeApi } from './fake-api';
import './render-with-providers';

const api = new FakeApi();
const signedOut: SessionView = { signedIn: false, user: null, issuedAt: null };
const admin: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: {
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: '2',
    roleId: '3',
    postId: '4',
    roleName: 'administrator',
    oauthId: '',
  },
};

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  resetTenantInfo();
  useSessionStore.setState(initialSessionState, true);
  useSettingsStore.setState(initialSettingsState, true);
  api
    .handle('settings.get', () => ({ ok: true, data: fallbackSettings }))
    .handle('session.get', () => ({ ok: true, data: signedOut }))
    .handle('app.info', () => ({
      ok: true,
      data: { version: '0.1.0', transport: 'web', serverUrl: 'http://127.0.0.1:9100' },
    }))
    .handle('http.request', () => ({
      ok: true,
      data: { status: 200, data: { code: 200, success: true, data: {}, msg: '' } },
    }))
    .handle('auth.captcha', () => ({ ok: true, data: { key: 'k1', image: 'data:image/png;base64,AAAA' } }))
    .handle('lock.get', () => ({ ok: true, data: { locked: false, hasPassword: false, reason: null } }))
    .handle('workspace.get', () => ({ ok: true, data: { tabs: [], activeTab: null } }))
    .handle('workspace.set', (input) => ({ ok: true, data: input as { tabs: []; activeTab: null } }));
});

afterEach(cleanup);

const start = async (path: string) => {
  await connectSettings(api);
  const i18n = await initI18n('zh');
  await connectSession(api);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <FluentProvider theme={lightTheme}>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          {/* As App mounts it: over the routes, when a sign-in expires under the workspace. */}
          <ReauthDialog />
        </I18nextProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
  return router;
};

// The workspace and the home page are lazy chunks: the first transform in jsdom can take seconds.
const findHomeName = () => screen.findByTestId('home-real-name', {}, { timeout: 15_000 });

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('routes and guards', () => {
  it('sends a visitor who is not signed in from / to /login, titled 登录', async () => {
    const router = await start('/');
    await screen.findByRole('heading', { name: '欢迎登录' });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('登录'));
    expect(screen.getByTestId('platform-title').textContent).toBe('运营管理平台');
    expect(api.callsTo('http.request')).toEqual([
      { method: 'GET', url: '/api/blade-system/tenant/info', params: { domain: 'http://127.0.0.1:9100' } },
    ]);
  });

  it('signs in with the captcha and the default tenant, then shows who is signed in', async () => {
    api.handle('auth.login', () => ({ ok: true, data: admin }));
    const router = await start('/wel/index');
    await screen.findByRole('heading', { name: '欢迎登录' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '点击刷新验证码' }).querySelector('img')).toBeTruthy(),
    );
    fireEvent.change(input('账号'), { target: { value: ' admin ' } });
    fireEvent.change(input('密码'), { target: { value: 'admin' } });
    fireEvent.change(input('验证码'), { target: { value: 'e2e42' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await findHomeName()).toHaveProperty('textContent', '管理员');
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(api.callsTo('auth.login')).toEqual([
      { tenantId: '000000', username: 'admin', password: 'admin', captchaKey: 'k1', captchaCode: 'e2e42' },
    ]);
    await waitFor(() => expect(document.title).toBe('首页 - 运营管理平台'));
  });

  it('fetches a new captcha after a failed attempt', async () => {
    let n = 0;
    api
      .handle('auth.captcha', () => ({ ok: true, data: { key: `k${++n}`, image: `data:image/png;base64,A${n}` } }))
      .handle('auth.login', () => ({ ok: false, error: { code: 'http', message: '验证码不正确' } }));
    await start('/login');
    await waitFor(() => expect(api.callsTo('auth.captcha')).toHaveLength(1));
    fireEvent.change(input('账号'), { target: { value: 'admin' } });
    fireEvent.change(input('密码'), { target: { value: 'admin' } });
    fireEvent.change(input('验证码'), { target: { value: 'nope' } });
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('验证码不正确');
    await waitFor(() => expect(api.callsTo('auth.captcha')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '点击刷新验证码' }).querySelector('img')?.getAttribute('src')).toBe(
        'data:image/png;base64,A2',
      ),
    );
  });

  it('uses the tenant detected from the domain and its name as the title', async () => {
    api
      .handle('settings.get', () => ({ ok: true, data: { ...fallbackSettings, tenantMode: true, captchaMode: false } }))
      .handle('http.request', () => ({
        ok: true,
        data: {
          status: 200,
          data: { code: 200, success: true, data: { tenantId: '530000', domainName: '弥渡县文旅平台' }, msg: '' },
        },
      }))
      .handle('auth.login', () => ({ ok: false, error: { code: 'http', message: '用户名或密码不正确' } }));
    await start('/login');
    await waitFor(() => expect(screen.getByTestId('platform-title').textContent).toBe('弥渡县文旅平台'));
    expect(screen.queryByLabelText('租户编号', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('验证码', { exact: false, selector: 'input' })).toBeNull();
    fireEvent.change(input('账号'), { target: { value: 'admin' } });
    fireEvent.change(input('密码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('alert');
    expect(api.callsTo('auth.login')).toEqual([{ tenantId: '530000', username: 'admin', password: 'x' }]);
  });

  it('shows the tenant field in tenant mode when no tenant is detected', async () => {
    api.handle('settings.get', () => ({ ok: true, data: { ...fallbackSettings, tenantMode: true } }));
    await start('/login');
    await screen.findByRole('heading', { name: '欢迎登录' });
    expect((input('租户编号') as HTMLInputElement).value).toBe('000000');
  });

  it('asks for the password in place when the session expires, and carries on where it was', async () => {
    api.handle('session.get', () => ({ ok: true, data: admin }));
    const router = await start('/wel/index');
    await findHomeName();
    act(() => {
      api.emit('session.expired', { reason: 'unauthorized' });
      api.emit('session.changed', signedOut);
    });
    const dialog = await screen.findByRole('alertdialog', { name: '登录已过期' });
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(dialog.textContent).toContain('管理员(admin)');
    // Nothing typed: the password is asked for, and nothing is sent.
    fireEvent.click(screen.getByTestId('reauth-submit'));
    await screen.findByText('请输入密码');
    expect(api.callsTo('auth.login')).toHaveLength(0);

    api.handle('auth.login', () => ({ ok: true, data: { ...admin, issuedAt: 2 } }));
    fireEvent.change(dialog.querySelector('input[name="reauthPassword"]')!, { target: { value: 'admin' } });
    fireEvent.change(dialog.querySelector('input[name="reauthCaptcha"]')!, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByTestId('reauth-submit'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '登录已过期' })).toBeNull());
    expect(api.callsTo('auth.login')).toEqual([
      { tenantId: '000000', username: 'admin', password: 'admin', captchaKey: 'k1', captchaCode: 'abcd' },
    ]);
    expect(router.state.location.pathname).toBe('/wel/index');
    await findHomeName();
  });

  it('signing out from that dialog goes to /login with a notice', async () => {
    api.handle('session.get', () => ({ ok: true, data: admin }));
    api.handle('auth.forceLogout', () => ({ ok: true, data: signedOut }));
    const router = await start('/wel/index');
    await findHomeName();
    act(() => api.emit('session.expired', { reason: 'refresh-failed' }));
    await screen.findByRole('alertdialog', { name: '登录已过期' });
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await screen.findByText('登录状态已失效，请重新登录');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in operator away from /login, and signs out from the user menu', async () => {
    api
      .handle('session.get', () => ({ ok: true, data: admin }))
      .handle('auth.logout', () => ({ ok: true, data: signedOut }));
    const router = await start('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await findHomeName();
    expect(router.state.location.pathname).toBe('/wel/index');
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await screen.findByRole('heading', { name: '欢迎登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('auth.logout')).toHaveLength(1);
  });

  it('shows the 404 page for an unknown path', async () => {
    const router = await start('/no/such/page');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('answers a path outside the menu inside the workspace: 403 for a screen the app has, 404 for none', async () => {
    api.handle('session.get', () => ({ ok: true, data: admin }));
    // The menu the server sends here is empty: /system/user is a real screen this user was not granted.
    const router = await start('/system/user');
    await screen.findByRole('heading', { name: '无权访问' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/system/user');
    expect(screen.getByRole('list', { name: '已打开的页面' })).toBeTruthy();
    await act(() => router.navigate('/no/such/page'));
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('list', { name: '已打开的页面' })).toBeTruthy();
  });

  it('opens the home page at an explicit /wel/index, and the last active tab at an address that names no page', async () => {
    const tab = (label: string, value: string, route: string) => ({
      label,
      value,
      params: {},
      query: {},
      meta: { route },
      group: [],
    });
    const saved = {
      tabs: [tab('首页', '/wel/index', 'home'), tab('个人信息', '/info/index', 'info')],
      activeTab: '/info/index',
    };
    // The tabs of an earlier test's window stay in the store; this window starts with none loaded.
    const forgetTabs = () => useTabsStore.setState({ ...freshTabs(), owner: null, generation: 0 });
    forgetTabs();
    api
      .handle('session.get', () => ({ ok: true, data: admin }))
      .handle('workspace.get', () => ({ ok: true, data: saved }));
    const explicit = await start('/wel/index');
    await findHomeName();
    await waitFor(() => expect(api.callsTo('workspace.get').length).toBeGreaterThan(0));
    const bar = await screen.findByRole('list', { name: '已打开的页面' });
    await waitFor(() => expect(bar.textContent).toContain('个人信息'));
    expect(explicit.state.location.pathname).toBe('/wel/index');
    cleanup();
    forgetTabs();
    const unnamed = await start('/');
    await waitFor(() => expect(unnamed.state.location.pathname).toBe('/info/index'), { timeout: 15_000 });
  });
});
