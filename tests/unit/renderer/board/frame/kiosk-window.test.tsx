import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BoardEntryPage } from '../../../../../src/renderer/shell/board-entry/BoardEntryPage';
import { sessionActions, useIsSignedIn, useSessionStore } from '../../../../../src/renderer/stores/session-store';
import { settingsActions } from '../../../../../src/renderer/stores/settings-store';
import { initialSessionState } from '../../../../../src/renderer/stores/updates/session-updates';
import type { WorkspaceChannel } from '../../../../../src/shared/contract/window-api';
import type { SessionView } from '../../../../../src/shared/contract/session';
import { defaultSettings, toPublicSettings } from '../../../../../src/shared/settings';
import { admin, api, renderPage } from '../../pages/page-harness';

// The kiosk window: its preload marks the API `kind: 'board'` and opens only the board's channels (contract
// window-api.ts). Here the page's fake API plays it; the board's own channels are not workspace channels.
const kioskChannel = (name: 'board.enterAdmin' | 'board.signOut') => name as unknown as WorkspaceChannel;

const bigdata: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: { ...admin.user!, userId: '2', account: 'bigdata', realName: '数据大屏', roleName: 'bigdata' },
};
const signedOut: SessionView = { signedIn: false, user: null, issuedAt: null };

const LoginStub = () => <p>{useIsSignedIn() ? 'still signed in' : 'login page'}</p>;
const others = [
  { path: '/login', element: <LoginStub /> },
  { path: '/wel/index', element: <p>home page</p> },
];

beforeAll(() => {
  Object.assign(api, { kind: 'board' });
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
  settingsActions.received(toPublicSettings(defaultSettings()));
});

afterEach(cleanup);

const renderKiosk = () =>
  renderPage(<BoardEntryPage />, { path: '/visualization/index', pattern: '/visualization/index', others });

describe('the board in the kiosk window', () => {
  it('never opens another kiosk for the board account (it is the kiosk)', async () => {
    sessionActions.loaded(bigdata);
    api.handle('app.info', () => ({ ok: true, data: { version: '1', transport: 'electron', serverUrl: '' } }));
    await renderKiosk();
    await screen.findByTestId('board-sign-out');
    expect(api.callsTo('board.open')).toHaveLength(0);
  });

  it('signs out through main, which closes the kiosk and shows the workspace; it never calls auth.logout', async () => {
    sessionActions.loaded(bigdata);
    api.handle(kioskChannel('board.signOut'), () => ({ ok: true, data: { route: null } }));
    await renderKiosk();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo(kioskChannel('board.signOut'))).toHaveLength(1));
    expect(api.callsTo('auth.logout')).toHaveLength(0);
    expect(api.callsTo('auth.forceLogout')).toHaveLength(0);
    // It stays on the board (main closes the window): no /login here, where nobody could sign in.
    await screen.findByTestId('board-sign-in');
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('enters the back office through main; signed out, "sign in" also goes to the workspace window', async () => {
    sessionActions.loaded(admin);
    api.handle(kioskChannel('board.enterAdmin'), () => ({ ok: true, data: { route: null } }));
    await renderKiosk();
    fireEvent.click(screen.getByRole('button', { name: '进入管理后台' }));
    await waitFor(() => expect(api.callsTo(kioskChannel('board.enterAdmin'))).toHaveLength(1));
    expect(screen.queryByText('home page')).toBeNull();

    sessionActions.changed(signedOut);
    fireEvent.click(await screen.findByTestId('board-sign-in'));
    await waitFor(() => expect(api.callsTo(kioskChannel('board.enterAdmin'))).toHaveLength(2));
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('shows the settings read-only, even to an administrator, and says where they are changed', async () => {
    sessionActions.loaded(admin);
    await renderKiosk();
    fireEvent.click(screen.getByTestId('board-settings-open'));
    const panel = await screen.findByTestId('board-settings');
    expect(within(panel).getByText('看板窗口中的设置为只读；管理员可在工作台的大数据看板页面中修改。')).toBeTruthy();
    expect((panel.querySelector('input[name="rankingMultiplier"]') as HTMLInputElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: '保存' })).toBeNull();
    expect(api.callsTo('settings.set')).toHaveLength(0);
  });

  it('follows the route main answers when there is no kiosk (a page calling the kiosk channels)', async () => {
    sessionActions.loaded(admin);
    api.handle(kioskChannel('board.enterAdmin'), () => ({ ok: true, data: { route: '/wel/index' } }) as never);
    await renderKiosk();
    fireEvent.click(screen.getByRole('button', { name: '进入管理后台' }));
    await screen.findByText('home page');
  });
});
