import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../src/renderer/app/i18n';
import { createQueryClient } from '../../../../src/renderer/app/query-client';
import { lightTheme } from '../../../../src/renderer/app/theme';
import { AccountDialogs } from '../../../../src/renderer/shell/dialogs/AccountDialogs';
import { LockPage } from '../../../../src/renderer/shell/lock/LockPage';
import { useLockStore } from '../../../../src/renderer/stores/lock-store';
import { sessionActions, useSessionStore } from '../../../../src/renderer/stores/session-store';
import { initialLockState, lockReceived, routeVisited } from '../../../../src/renderer/stores/updates/lock-updates';
import { initialSessionState } from '../../../../src/renderer/stores/updates/session-updates';
import type { SessionView } from '../../../../src/shared/contract/session';
import { FakeApi } from '../fake-api';
import '../render-with-providers';

const api = new FakeApi();

const social: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: {
    userId: '-1',
    tenantId: '000000',
    account: 'test_abc',
    realName: '第三方用户abcd',
    avatar: '',
    deptId: '',
    roleId: '',
    postId: '',
    roleName: '',
    oauthId: 'uuid-1',
  },
};
const admin: SessionView = { ...social, user: { ...social.user!, userId: '1', account: 'admin', realName: '管理员' } };

const renderAt = async (path: string, routes: Array<{ path: string; element: ReactElement }>) => {
  const i18n = await initI18n('zh');
  const router = createMemoryRouter(
    [...routes, { path: '/login', element: <p>login page</p> }, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [path] },
  );
  render(
    <FluentProvider theme={lightTheme}>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
  return router;
};

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
  useLockStore.setState(initialLockState, true);
  // No tenant is bound to the server's domain: the tenant field shows.
  api
    .handle('app.info', () => ({ ok: true, data: { version: '0', transport: 'web', serverUrl: 'http://127.0.0.1:1' } }))
    .handle('http.request', () => ({ ok: true, data: { status: 200, data: { code: 200, success: true, data: {} } } }))
    .handle('auth.forceLogout', () => ({ ok: true, data: { signedIn: false, user: null, issuedAt: null } }));
});

afterEach(cleanup);

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交注册' }));

describe('third-party registration dialog', () => {
  it('stays closed for a user with a valid id', async () => {
    sessionActions.loaded(admin);
    await renderAt('/wel/index', [{ path: '/wel/index', element: <AccountDialogs /> }]);
    await waitFor(() => expect(api.callsTo('app.info').length).toBeGreaterThan(0));
    expect(screen.queryByText('账号注册')).toBeNull();
  });

  it('checks the four rules in order, one message at a time, then registers, notifies and signs out locally', async () => {
    sessionActions.loaded(social);
    api.handle('auth.registerGuest', () => ({ ok: true, data: null }));
    await renderAt('/wel/index', [{ path: '/wel/index', element: <AccountDialogs /> }]);
    await screen.findByText('账号注册');
    type('tenantId', '');

    const steps: Array<[string, () => void]> = [
      ['请先输入租户编号', () => type('tenantId', '000000')],
      ['请先输入账号名称', () => type('account', 'guest1')],
      ['请先输入密码', () => type('password', 'secret1')],
      ['请先输入密码', () => type('password2', 'secret2')],
      ['两次密码输入不一致', () => type('password2', 'secret1')],
    ];
    const messages = ['请先输入租户编号', '请先输入账号名称', '请先输入密码', '两次密码输入不一致'];
    for (const [expected, fix] of steps) {
      submit();
      await screen.findByText(expected);
      // Only one of the four messages at a time.
      expect(messages.filter((m) => screen.queryByText(m) !== null)).toEqual([expected]);
      fix();
    }
    submit();
    await screen.findByText('注册提示');
    expect(screen.getByText('注册申请已提交,请耐心等待管理员通过!')).toBeTruthy();
    expect(api.callsTo('auth.registerGuest')).toEqual([
      { tenantId: '000000', name: '第三方用户abcd', account: 'guest1', password: 'secret1', oauthId: 'uuid-1' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    // Signed out locally; the guards (not this dialog) then route to /login.
    await waitFor(() => expect(useSessionStore.getState().view.signedIn).toBe(false));
    expect(api.callsTo('auth.forceLogout')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('注册提示')).toBeNull());
    // Five rounds of Fluent dialogs in jsdom: slow when the whole suite shares the machine.
  }, 20_000);

  it('shows the server message, or 提交失败 when there is none', async () => {
    sessionActions.loaded(social);
    api.handle('auth.registerGuest', () => ({
      ok: false,
      error: { code: 'http', message: '当前账号已被使用!', status: 400 },
    }));
    await renderAt('/wel/index', [{ path: '/wel/index', element: <AccountDialogs /> }]);
    await screen.findByText('账号注册');
    type('account', 'admin');
    type('password', 'a');
    type('password2', 'a');
    submit();
    await screen.findByText('当前账号已被使用!');
    api.handle('auth.registerGuest', () => ({ ok: false, error: { code: 'network', message: 'ECONNREFUSED' } }));
    submit();
    await screen.findByText('提交失败');
  });
});

describe('lock page', () => {
  it('shows the host message on a wrong password, clears the field, and returns where the user was on unlock', async () => {
    sessionActions.loaded(admin);
    useLockStore.setState(
      lockReceived(
        routeVisited(
          lockReceived(initialLockState, { locked: false, hasPassword: true, reason: null }),
          '/system/user',
        ),
        {
          locked: true,
          hasPassword: true,
          reason: 'manual',
        },
      ),
      true,
    );
    api.handle('lock.unlock', (input) =>
      (input as { password: string }).password === 'right'
        ? { ok: true, data: { locked: false, hasPassword: true, reason: null } }
        : { ok: false, error: { code: 'validation', message: '锁屏密码错误' } },
    );
    const router = await renderAt('/lock', [{ path: '/lock', element: <LockPage /> }]);
    await screen.findByText('管理员');
    const password = field('unlockPassword');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.submit(password.closest('form')!);
    await screen.findByText('锁屏密码错误');
    expect(field('unlockPassword').value).toBe('');
    fireEvent.change(field('unlockPassword'), { target: { value: 'right' } });
    fireEvent.submit(field('unlockPassword').closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'));
  });

  it('offers only sign-out, with an explanation, when the idle lock fired before any lock password', async () => {
    sessionActions.loaded(admin);
    useLockStore.setState(lockReceived(initialLockState, { locked: true, hasPassword: false, reason: 'idle' }), true);
    await renderAt('/lock', [{ path: '/lock', element: <LockPage /> }]);
    await screen.findByText('尚未设置锁屏密码');
    expect(document.querySelector('input[name="unlockPassword"]')).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });
});
