import type { EventChannel, EventPayload, InvokeOutput } from '../../../src/shared/contract/channels';
import type { Result } from '../../../src/shared/contract/result';
import type { WorkspaceApi, WorkspaceChannel } from '../../../src/shared/contract/window-api';

type Handler = (input: unknown) => Result<unknown> | Promise<Result<unknown>>;

/** A scriptable `window.api`: each channel answers from a handler the test sets; every call is recorded. */
export class FakeApi implements WorkspaceApi {
  calls: Array<{ channel: WorkspaceChannel; input: unknown }> = [];
  private handlers = new Map<WorkspaceChannel, Handler>();
  private listeners = new Map<EventChannel, Set<(payload: never) => void>>();

  handle<K extends WorkspaceChannel>(
    channel: K,
    handler: (input: unknown) => Result<InvokeOutput<K>> | Promise<Result<InvokeOutput<K>>>,
  ): this {
    this.handlers.set(channel, handler);
    return this;
  }

  reset(): void {
    this.calls = [];
    this.handlers.clear();
    this.listeners.clear();
  }

  invoke = (async (channel: WorkspaceChannel, input?: unknown) => {
    this.calls.push({ channel, input });
    const handler = this.handlers.get(channel);
    if (!handler) return { ok: false, error: { code: 'internal', message: `no fake for ${channel}` } };
    return handler(input);
  }) as WorkspaceApi['invoke'];

  on<E extends EventChannel>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(event, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void {
    this.listeners.get(event)?.forEach((listener) => (listener as (p: EventPayload<E>) => void)(payload));
  }

  callsTo(channel: WorkspaceChannel): unknown[] {
    return this.calls.filter((c) => c.channel === channel).map((c) => c.input);
  }
}
