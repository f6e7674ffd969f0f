import type { EventChannel, EventPayload } from '../../shared/contract';

/** How the host pushes an event to every window (IPC send, or a WebSocket broadcast). */
export type Emit = <E extends EventChannel>(event: E, payload: EventPayload<E>) => void;
