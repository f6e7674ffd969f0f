import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenBoardButton } from '../../../../src/renderer/shell/board-entry/OpenBoardButton';
import { sessionActions, useSessionStore } from '../../../../src/renderer/stores/session-store';
import { initialSessionState } from '../../../../src/renderer/stores/updates/session-updates';
import type { BoardDisplays } from '../../../../src/shared/contract/board';
import { admin, api, renderPage } from '../pages/page-harness';

const operator = { ...admin, user: { ...admin.user!, account: 'clerk', roleName: 'user' } };

const desk: BoardDisplays = {
  displays: [
    { id: 1, label: 'DELL U2720Q', size: { width: 2560, height: 1440 }, primary: true },
    { id: 2528732444, label: '显示器 2', size: { width: 1920, height: 1080 }, primary: false },
  ],
  chosenId: 2528732444,
};

const openedWindows: string[] = [];
beforeAll(() => {
  window.api = api;
  vi.spyOn(window, 'open').mockImplementation((url) => {
    openedWindows.push(String(url));
    return null;
  });
});

beforeEach(() => {
  api.reset();
  openedWindows.length = 0;
  useSessionStore.setState(initialSessionState, true);
});

afterEach(cleanup);

const button = () => screen.getByRole('button', { name: '打开大数据看板' });

describe('the workspace’s "open board"', () => {
  it('is offered only to those who may read the board', async () => {
    sessionActions.loaded(operator);
    await renderPage(<OpenBoardButton />);
    expect(screen.queryByRole('button', { name: '打开大数据看板' })).toBeNull();
  });

  it('with one display (the browser host) opens at once, the route in a new window', async () => {
    sessionActions.loaded(admin);
    api.handle('board.displays', () => ({
      ok: true,
      data: { displays: [{ id: 0, label: '浏览器窗口', size: null, primary: true }], chosenId: 0 },
    }));
    api.handle('board.open', () => ({ ok: true, data: { route: '/visualization/index' } }));
    await renderPage(<OpenBoardButton />);
    fireEvent.click(button());
    await waitFor(() => expect(openedWindows).toEqual(['/visualization/index']));
    expect(api.callsTo('board.open')).toEqual([{ displayId: 0 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with several displays asks which, the remembered one chosen, and opens the kiosk there', async () => {
    sessionActions.loaded(admin);
    api.handle('board.displays', () => ({ ok: true, data: desk }));
    api.handle('board.open', () => ({ ok: true, data: { route: null } }));
    await renderPage(<OpenBoardButton />);
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog');
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(dialog.textContent).toContain('DELL U2720Q(主显示器)');
    expect(dialog.textContent).toContain('1920 × 1080');
    fireEvent.click(radios[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: '打开' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('board.open')).toEqual([{ displayId: 1 }]);
    // Under Electron main opens the kiosk: no browser window.
    expect(openedWindows).toEqual([]);
  });

  it('keeps the dialog open with the host’s message when opening fails', async () => {
    sessionActions.loaded(admin);
    api.handle('board.displays', () => ({ ok: true, data: desk }));
    api.handle('board.open', () => ({
      ok: false,
      error: { code: 'validation', message: '所选显示器已断开，请重新选择' },
    }));
    await renderPage(<OpenBoardButton />);
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '打开' }));
    await within(dialog).findByText('无法打开大数据看板：所选显示器已断开，请重新选择');
    expect(api.callsTo('board.open')).toEqual([{ displayId: 2528732444 }]);
  });
});
