import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BoardEntryPage } from '../../../../src/renderer/shell/board-entry/BoardEntryPage';
import { sessionActions, useIsSignedIn, useSessionStore } from '../../../../src/renderer/stores/session-store';
import { initialSessionState } from '../../../../src/renderer/stores/updates/session-updates';
import type { SessionView } from '../../../../src/shared/contract/session';
import { admin, api, renderPage } from './page-harness';

const bigdata: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: { ...admin.user!, userId: '2', account: 'bigdata', realName: '数据大屏', roleName: 'bigdata' },
};
const signedOut: SessionView = { signedIn: false, user: null, issuedAt: null };

const LoginStub = () => <p>{useIsSignedIn() ? 'still signed in' : 'login page'}</p>;

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
});

afterEach(cleanup);

describe('the board entry', () => {
  it('shows the bigdata account the board and signs it out only after a confirmation', async () => {
    sessionActions.loaded(bigdata);
    api.handle('auth.logout', () => ({ ok: true, data: signedOut }));
    await renderPage(<BoardEntryPage />, {
      path: '/visualization/index',
      pattern: '/visualization/index',
      others: [{ path: '/login', element: <LoginStub /> }],
    });
    await screen.findByRole('heading', { name: '县域农文旅产业聚合管控平台' });
    expect(screen.getByTestId('board-user').textContent).toBe('当前登录：数据大屏(bigdata)');
    expect(screen.queryByRole('button', { name: '进入管理后台' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    // Wait until the closed dialog has left the DOM, not just the accessibility tree: while it is
    // still mounted the focus trap of the next one can hide the wrong surface.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('auth.logout')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(await within(again).findByRole('button', { name: '确定' }));
    await screen.findByText('login page');
    expect(api.callsTo('auth.logout')).toHaveLength(1);
  });

  it('offers the way back to the back office to a user who has it', async () => {
    sessionActions.loaded(admin);
    await renderPage(<BoardEntryPage />, {
      path: '/visualization/index',
      pattern: '/visualization/index',
      others: [{ path: '/wel/index', element: <p>home page</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: '进入管理后台' }));
    await screen.findByText('home page');
  });
});
