import { describe, expect, it } from 'vitest';
import { ok, type EventChannel } from '../../../src/shared/contract';
import {
  boardChannels,
  boardEvents,
  createWindowApi,
  onlyEvents,
  type Transport,
} from '../../../src/shared/contract/window-api';

/** A transport whose events the test pushes, recording the calls that pass through it. */
const fakeTransport = () => {
  const listeners = new Set<(event: EventChannel, payload: unknown) => void>();
  const calls: unknown[] = [];
  const transport: Transport = {
    invoke: async (channel, input) => {
      calls.push([channel, input]);
      return ok('answered');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const push = (event: EventChannel, payload: unknown) => listeners.forEach((l) => l(event, payload));
  return { transport, push, calls, listeners };
};

describe('the board window events', () => {
  it('hears session, settings and lock changes but no upload or export progress', () => {
    const { transport, push } = fakeTransport();
    const api = createWindowApi(onlyEvents(transport, boardEvents), boardChannels);
    const heard: string[] = [];
    for (const event of [
      'session.changed',
      'session.expired',
      'settings.changed',
      'lock.changed',
      'export.progress',
      'export.finished',
      'upload.progress',
    ] as const) {
      api.on(event, () => heard.push(event));
    }
    push('upload.progress', { uploadId: 'u', sent: 1, total: 2 });
    push('export.progress', { exportId: 'e', written: 1, total: 2 });
    push('lock.changed', { locked: true });
    push('session.expired', { reason: 'unauthorized' });
    expect(heard).toEqual(['lock.changed', 'session.expired']);
    expect(boardEvents).not.toContain('upload.progress');
  });

  it('passes calls through untouched and unsubscribes from the transport', async () => {
    const { transport, calls, listeners } = fakeTransport();
    const filtered = onlyEvents(transport, boardEvents);
    expect(await filtered.invoke('session.get', undefined)).toEqual({ ok: true, data: 'answered' });
    expect(calls).toEqual([['session.get', undefined]]);
    const off = filtered.subscribe(() => undefined);
    expect(listeners.size).toBe(1);
    off();
    expect(listeners.size).toBe(0);
  });
});
