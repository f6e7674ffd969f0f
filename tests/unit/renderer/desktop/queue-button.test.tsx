import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueueButton } from '../../../../src/renderer/shell/header-actions/QueueButton';
import { useQueuesStore } from '../../../../src/renderer/stores/queues-store';
import { noQueueCounts } from '../../../../src/shared/queues';
import { api, renderPage } from '../pages/page-harness';

beforeAll(() => {
  window.api = api;
});
beforeEach(() => {
  api.reset();
  useQueuesStore.setState({ counts: noQueueCounts });
});
afterEach(cleanup);

const Screen = ({ name }: { name: string }) => <p>{name}</p>;

describe('the header’s work-waiting button', () => {
  it('shows the sum of the queues, lists those with work, and opens one’s screen', async () => {
    api.handle('queues.get', () => ({
      ok: true,
      data: {
        queues: [
          { id: 'registrations', count: 2 },
          { id: 'ledgerReviews', count: 0 },
        ],
        total: 2,
        at: 1,
      },
    }));
    await renderPage(<QueueButton />, {
      others: [{ path: '/system/user', element: <Screen name="user screen" /> }],
    });
    expect((await screen.findByTestId('queue-badge')).textContent).toBe('2');
    // The host's counts change: the badge follows.
    act(() => api.emit('queues.changed', { queues: [{ id: 'registrations', count: 5 }], total: 5, at: 2 }));
    await waitFor(() => expect(screen.getByTestId('queue-badge').textContent).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: '待办工作(5)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '待审核的注册申请(5)' }));
    await screen.findByText('user screen');
  });

  it('is not there for a user who may read no queue', async () => {
    api.handle('queues.get', () => ({ ok: true, data: noQueueCounts }));
    await renderPage(<QueueButton />);
    await waitFor(() => expect(api.callsTo('queues.get')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
