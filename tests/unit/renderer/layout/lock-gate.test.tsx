import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockGate } from '../../../../src/renderer/app/guards';
import { lockActions, useLockStore } from '../../../../src/renderer/stores/lock-store';
import type { WorkspaceApi } from '../../../../src/shared/contract/window-api';
import { FakeApi } from '../fake-api';

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/lock', element: <p>lock page</p> },
      {
        path: '/visualization/index',
        element: (
          <LockGate>
            <p>board page</p>
          </LockGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

const initial = useLockStore.getState();
beforeEach(() => {
  useLockStore.setState(initial, true);
  lockActions.received({ locked: true, hasPassword: true, reason: 'idle' });
});
afterEach(() => {
  cleanup();
  window.api = undefined as unknown as WorkspaceApi;
});

describe('the lock gate', () => {
  it('sends a workspace window to /lock while locked', async () => {
    window.api = new FakeApi();
    renderAt('/visualization/index');
    expect(await screen.findByText('lock page')).toBeTruthy();
  });

  it('leaves the kiosk board on its figures: a control-room screen must not be blanked by the idle lock', async () => {
    window.api = Object.assign(new FakeApi(), { kind: 'board' as const });
    renderAt('/visualization/index');
    expect(await screen.findByText('board page')).toBeTruthy();
    expect(screen.queryByText('lock page')).toBeNull();
  });
});
