import { ok } from '../../shared/contract';
import { toPublicSettings, type Settings } from '../../shared/settings';
import { createApiClient } from './api/api-client';
import { createHttpSender } from './api/http-sender';
import { resolveBaseUrl } from './api/server-path';
import { createAdapterSelector } from './auth/choose-adapter';
import type { Clock } from './clock';
import { createDispatcher, type Dispatch, type Handlers } from './dispatch';
import type { Emit } from './events';
import { consoleLogger, type Logger } from './log';
import { createSessionService, type SessionService } from './session/session-service';
import type { SettingsStore } from './settings/settings-store';
import type { Vault } from './vault/vault';

export interface HostDeps {
  vault: Vault;
  settings: SettingsStore;
  clock: Clock;
  /** The embedded server's base URL; asked per call because it changes when the server restarts. */
  embeddedServerUrl: () => string;
  emit: Emit;
  transport: 'electron' | 'web';
  version: string;
  log?: Logger;
}

export interface Host {
  dispatch: Dispatch;
  /** Restores the session and starts the refresh timer. */
  start(): Promise<void>;
  dispose(): void;
  /** For composition roots and diagnostics; never handed to a window. */
  readonly session: SessionService;
}

/** Tokens belong to one server and client: changing any of these ends the session locally. */
const changesServerIdentity = (before: Settings, after: Settings) =>
  before.serverUrl !== after.serverUrl ||
  before.authFlavour !== after.authFlavour ||
  before.clientId !== after.clientId;

/**
 * Wires every invoke channel of the contract to the session, the api client and the settings.
 * Tokens stay inside: no handler returns more than a SessionView.
 */
export const createHost = (deps: HostDeps): Host => {
  const log = deps.log ?? consoleLogger('host');
  const send = createHttpSender({ settings: deps.settings, embeddedServerUrl: deps.embeddedServerUrl, log });
  const adapter = createAdapterSelector(send, deps.settings);
  const session = createSessionService({
    vault: deps.vault,
    settings: deps.settings,
    clock: deps.clock,
    adapter,
    emit: deps.emit,
    log,
  });
  const api = createApiClient({
    send,
    settings: deps.settings,
    credentials: () => session.credentials(),
    onUnauthorized: (accessToken) => session.expireIfCurrent(accessToken, 'unauthorized'),
  });

  const handlers: Handlers = {
    'session.get': async () => ok(session.view()),
    'auth.captcha': () => adapter().captcha(),
    'auth.login': (input) => session.signIn(input),
    'auth.logout': () => session.signOut(),
    'auth.forceLogout': async () => ok(await session.forceSignOut()),
    'auth.switchIdentity': ({ deptId, roleId }) => session.switchIdentity(deptId, roleId),
    'http.request': (input) => api.request(input),
    'http.upload': (input) => api.upload(input),
    'settings.get': async () => ok(toPublicSettings(deps.settings.get())),
    'settings.set': async (patch) => {
      const before = deps.settings.get();
      const after = deps.settings.set(patch);
      if (changesServerIdentity(before, after) && session.view().signedIn) {
        log.info('server settings changed: signing out locally');
        await session.forceSignOut();
      }
      return ok(toPublicSettings(after));
    },
    'app.info': async () =>
      ok({
        version: deps.version,
        transport: deps.transport,
        serverUrl: resolveBaseUrl(deps.settings.get().serverUrl, deps.embeddedServerUrl()),
      }),
  };

  // Every store change reaches the windows, whoever made it.
  const unsubscribe = deps.settings.onChange((settings) => deps.emit('settings.changed', toPublicSettings(settings)));

  return {
    dispatch: createDispatcher(handlers, log),
    start: () => session.start(),
    dispose() {
      unsubscribe();
      session.dispose();
    },
    session,
  };
};
