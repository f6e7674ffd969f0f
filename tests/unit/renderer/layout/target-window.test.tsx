import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTargetWindows, withoutTarget } from '../../../../src/renderer/shell/layout/target-window';
import { FakeApi } from '../fake-api';

const api = new FakeApi();

beforeAll(() => {
  window.api = api;
});

afterEach(() => {
  cleanup();
  api.reset();
  vi.restoreAllMocks();
});

const Frame = () => {
  useTargetWindows();
  return <Outlet />;
};

const start = () => {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/a', element: <p>page a</p> },
          { path: '/b', element: <p>page b</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('the target query (spec 000 §2.2)', () => {
  it('opens the route in a new browser window and leaves the current page as it is', async () => {
    api.handle('app.info', () => ({ ok: true, data: { version: '1', transport: 'web', serverUrl: 'http://x' } }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = start();
    await screen.findByText('page a');
    await act(() => router.navigate('/b?x=1&target=_blank'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/b?x=1', '_blank', 'noopener'));
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.getByText('page a')).toBeTruthy();
    await act(() => router.navigate('/b'));
    await screen.findByText('page b');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('asks main for a new workspace window under Electron', async () => {
    api
      .handle('app.info', () => ({ ok: true, data: { version: '1', transport: 'electron', serverUrl: 'http://x' } }))
      .handle('window.openRoute', () => ({ ok: true, data: null }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = start();
    await screen.findByText('page a');
    await act(() => router.navigate('/b?target=1'));
    await waitFor(() => expect(api.callsTo('window.openRoute')).toEqual([{ path: '/b' }]));
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/a');
  });

  it('drops only the target parameter', () => {
    expect(withoutTarget({ pathname: '/p', search: '?target=1&a=2', hash: '#h' })).toBe('/p?a=2#h');
    expect(withoutTarget({ pathname: '/p', search: '?target=1', hash: '' })).toBe('/p');
  });
});
