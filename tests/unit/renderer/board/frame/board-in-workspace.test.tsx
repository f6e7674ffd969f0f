import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BoardApp } from '../../../../../src/renderer/board/frame/BoardApp';
import { sessionActions, useSessionStore } from '../../../../../src/renderer/stores/session-store';
import { initialSessionState } from '../../../../../src/renderer/stores/updates/session-updates';
import { admin, api, renderPage } from '../../pages/page-harness';

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
  sessionActions.loaded(admin);
});

afterEach(cleanup);

/** Issue 19 item 19: inside the workspace the board shows only what makes sense there. */
describe('the board as a workspace tab', () => {
  it('on its own window carries the session actions: who, back office, sign out', async () => {
    await renderPage(<BoardApp />);
    await screen.findByTestId('board-sign-out');
    expect(screen.getByTestId('board-enter-admin')).toBeTruthy();
    expect(screen.getByTestId('board-user')).toBeTruthy();
    expect(screen.getByTestId('board-stage').dataset.embedded).toBeUndefined();
  });

  it('inside the workspace leaves them to the workspace header and covers the content area', async () => {
    await renderPage(<BoardApp embedded />);
    await screen.findByTestId('board-page-switch');
    expect(screen.queryByTestId('board-sign-out')).toBeNull();
    expect(screen.queryByTestId('board-enter-admin')).toBeNull();
    expect(screen.queryByTestId('board-user')).toBeNull();
    expect(screen.queryByTestId('board-sign-in')).toBeNull();
    expect(screen.getByTestId('board-stage').dataset.embedded).toBe('true');
    expect(screen.getByTestId('board-settings-open')).toBeTruthy();
  });
});
