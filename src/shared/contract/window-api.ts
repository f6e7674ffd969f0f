import type { Result } from './result';
import type { EventChannel, EventPayload, InvokeChannel, InvokeInput, InvokeOutput } from './channels';

/** Which window an API belongs to: a workspace window (Electron, or any page of the browser host) or the kiosk board. */
export type WindowKind = 'workspace' | 'board';

/**
 * The API a window sees as `window.api`, over whichever transport (Electron IPC or the browser
 * host's WebSocket). Each window gets only its own channels: the board window cannot sign in
 * or change settings.
 */
export interface WindowApi<C extends InvokeChannel = InvokeChannel> {
  /** Absent on hand-made APIs (tests): a workspace window. */
  readonly kind?: WindowKind;
  invoke<K extends C>(channel: K, ...input: InvokeArgs<K>): Promise<Result<InvokeOutput<K>>>;
  /** Subscribes to a main-process event; returns the unsubscribe function. */
  on<E extends EventChannel>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

/** A channel whose input may be undefined takes it as an optional argument (none at all for `z.undefined()`). */
export type InvokeArgs<K extends InvokeChannel> =
  undefined extends InvokeInput<K> ? [input?: Exclude<InvokeInput<K>, undefined>] : [InvokeInput<K>];

export const workspaceChannels = [
  'session.get',
  'auth.captcha',
  'auth.login',
  'auth.logout',
  'auth.forceLogout',
  'auth.switchIdentity',
  'http.request',
  'http.upload',
  'settings.get',
  'settings.set',
  'settings.setProtected',
  'policy.get',
  'auth.social',
  'auth.registerGuest',
  'auth.changePassword',
  'lock.get',
  'lock.lock',
  'lock.unlock',
  'activity.ping',
  'workspace.get',
  'workspace.set',
  'searches.list',
  'searches.change',
  'drafts.get',
  'drafts.put',
  'drafts.discard',
  'window.openRoute',
  'app.info',
  'export.start',
  'export.cancel',
  'export.reveal',
  'board.displays',
  'board.open',
  'queues.get',
  'window.tearOff',
  'window.takeHandoff',
  'window.handoffTaken',
  'window.dock',
  'window.print',
  'app.about',
  'log.rendererError',
  'diagnostics.export',
  'files.chooseDatabase',
  'update.get',
  'update.check',
  'update.restart',
  'forms.dirtyAnswer',
] as const satisfies readonly InvokeChannel[];

/**
 * The kiosk board reads data and settings; it leaves for the workspace (`board.enterAdmin`) or signs out and
 * leaves (`board.signOut`). It never signs in, changes settings or reaches the workspace's tabs, uploads or
 * exports, saved searches or form drafts: all of that happens in the workspace window.
 */
export const boardChannels = [
  'session.get',
  'http.request',
  'settings.get',
  'policy.get',
  'app.info',
  'log.rendererError',
  'board.enterAdmin',
  'board.signOut',
] as const satisfies readonly InvokeChannel[];

/**
 * The events the kiosk board hears. Main sends every event to every window it trusts; the board's preload keeps
 * these (`onlyEvents`), so an operator's upload and export progress never reach the board window.
 */
export const boardEvents = [
  'session.changed',
  'session.expired',
  'settings.changed',
  'policy.changed',
  'lock.changed',
] as const satisfies readonly EventChannel[];

export type WorkspaceChannel = (typeof workspaceChannels)[number];
export type BoardChannel = (typeof boardChannels)[number];
export type WorkspaceApi = WindowApi<WorkspaceChannel>;
export type BoardApi = WindowApi<BoardChannel>;

/** How a transport moves one call and one event; both transports implement it. */
export interface Transport {
  invoke(channel: InvokeChannel, input: unknown): Promise<Result<unknown>>;
  subscribe(listener: (event: EventChannel, payload: unknown) => void): () => void;
}

/** The transport with only the given events delivered; calls pass through unchanged. */
export const onlyEvents = (transport: Transport, events: readonly EventChannel[]): Transport => {
  const allowed = new Set<EventChannel>(events);
  return {
    invoke: (channel, input) => transport.invoke(channel, input),
    subscribe: (listener) =>
      transport.subscribe((event, payload) => {
        if (allowed.has(event)) listener(event, payload);
      }),
  };
};

/**
 * Builds `window.api` over a transport, refusing channels the window is not given.
 *
 * The allow-list is checked here (the window side) and again in main, which also parses the payload.
 */
export const createWindowApi = <C extends InvokeChannel>(
  transport: Transport,
  allowed: readonly C[],
  kind: WindowKind = 'workspace',
): WindowApi<C> => {
  const allowedSet = new Set<InvokeChannel>(allowed);
  const listeners = new Map<EventChannel, Set<(payload: never) => void>>();
  let unsubscribe: (() => void) | null = null;

  const ensureSubscribed = () => {
    unsubscribe ??= transport.subscribe((event, payload) => {
      listeners.get(event)?.forEach((l) => l(payload as never));
    });
  };

  return {
    kind,
    invoke: (async (channel: C, ...input: unknown[]) => {
      if (!allowedSet.has(channel)) {
        return {
          ok: false,
          error: { code: 'invalid-payload', message: `channel ${channel} is not open to this window` },
        };
      }
      return transport.invoke(channel, input[0]);
    }) as WindowApi<C>['invoke'],
    on(event, listener) {
      ensureSubscribed();
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
  };
};
