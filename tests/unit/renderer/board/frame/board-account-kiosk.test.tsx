import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BoardEntryPage } from '../../../../../src/renderer/shell/board-entry/BoardEntryPage';
import { sessionActions, useSessionStore } from '../../../../../src/renderer/stores/session-store';
import { initialSessionState } from '../../../../../src/renderer/stores/updates/session-updates';
import type { SessionView } from '../../../../../src/shared/contract/session';
import { admin, api, renderPage } from '../../pages/page-harness';

// A workspace window (no `kind: 'board'`): under Electron the board account's landing opens the kiosk.
const bigdata: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: { ...admin.user!, userId: '2', account: 'bigdata', realName: '数据大屏', roleName: 'bigdata' },
};

const transport = (name: 'electron' | 'web') =>
  api.handle('app.info', () => ({ ok: true, data: { version: '1', transport: name, serverUrl: '' } }));

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
  api.handle('board.open', () => ({ ok: true, data: { route: null } }));
});

afterEach(cleanup);

const LoginStub = () => <p>login page</p>;
const land = () =>
  renderPage(<BoardEntryPage />, {
    path: '/visualization/index',
    pattern: '/visualization/index',
    others: [{ path: '/login', element: <LoginStub /> }],
  });

describe('the board account landing on the board', () => {
  it('under Electron gets the kiosk on the board’s display (the host picks the remembered one)', async () => {
    sessionActions.loaded(bigdata);
    transport('electron');
    await land();
    await waitFor(() => expect(api.callsTo('board.open')).toEqual([undefined]));
  });

  it('in the browser host stays on the page, which is the board already', async () => {
    sessionActions.loaded(bigdata);
    transport('web');
    await land();
    await screen.findByTestId('board-sign-out');
    await waitFor(() => expect(api.callsTo('app.info')).toHaveLength(1));
    expect(api.callsTo('board.open')).toHaveLength(0);
  });

  it('other accounts open the kiosk only when they ask for it', async () => {
    sessionActions.loaded(admin);
    transport('electron');
    await land();
    await screen.findByTestId('board-enter-admin');
    expect(api.callsTo('app.info')).toHaveLength(0);
    expect(api.callsTo('board.open')).toHaveLength(0);
  });

  it('goes to /login when the session ends elsewhere (the kiosk signed out), so signing in can happen here', async () => {
    sessionActions.loaded(bigdata);
    transport('web');
    await land();
    await screen.findByTestId('board-sign-out');
    sessionActions.changed({ signedIn: false, user: null, issuedAt: null });
    await screen.findByText('login page');
  });

  it('a visitor who was never signed in may stay on the board route', async () => {
    sessionActions.changed({ signedIn: false, user: null, issuedAt: null });
    await land();
    await screen.findByTestId('board-sign-in');
    expect(screen.queryByText('login page')).toBeNull();
  });
});
