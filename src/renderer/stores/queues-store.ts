import { create } from 'zustand';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { noQueueCounts, type QueueCounts } from '../../shared/queues';

/** The work queues' counts as the host last read them (shared/queues.ts); the header's "work waiting" shows them. */
export const useQueuesStore = create<{ counts: QueueCounts }>()(() => ({ counts: noQueueCounts }));

export const useQueueCounts = (): QueueCounts => useQueuesStore((s) => s.counts);

/** Follows the host's counts: subscribes first, then reads them. Returns the unsubscribe function. */
export const connectQueues = async (api: Pick<WorkspaceApi, 'invoke' | 'on'>): Promise<() => void> => {
  const off = api.on('queues.changed', (counts) => useQueuesStore.setState({ counts }));
  const result = await api.invoke('queues.get');
  if (result.ok) useQueuesStore.setState({ counts: result.data });
  return off;
};
