import { fail, ok, type InvokeChannel, type Result, type SessionView } from '../../shared/contract';
import { isKioskRequest } from '../../shared/contract/board';
import { isDefaultCredential } from '../../shared/embedded-server';
import { BOARD_ACCOUNT, isBoardReader } from '../../shared/board-roles';
import { noPolicy } from '../../shared/policy';
import { queueSources, type QueueSource } from '../../shared/queues';
import { needsRegistration } from '../../shared/unbound-user';
import { toPublicSettings } from '../../shared/settings';
import { createAccountCalls } from './account/account-calls';
import { createApiClient } from './api/api-client';
import { createHttpSender, type NetworkFetch } from './api/http-sender';
import { resolveBaseUrl } from './api/server-path';
import { createAdapterSelector } from './auth/choose-adapter';
import { createBoardControl, type BoardWindows } from './board/board-control';
import { createDesktopShell, type DesktopShell, type SendTo } from './desktop/desktop-shell';
import type { PrintPreviewer } from './desktop/print-preview';
import { queueNotice } from './desktop/queue-notice';
import { createQueuePoller, type QueueNotifier } from './desktop/queue-poller';
import { trayMenu, trayTooltip, type TrayAction, type TrayItem } from './desktop/tray-menu';
import { createTabHandoffs } from './windows/tab-handoffs';
import type { WorkspaceWindows } from './windows/workspace-windows';
import type { Clock } from './clock';
import { createDispatcher, type Dispatch, type Handlers } from './dispatch';
import type { Emit } from './events';
import { createExportService } from './export/export-service';
import type { SaveTarget } from './export/save-target';
import { createActivityIdleSource, type IdleSource } from './idle-source';
import { createIdleLock } from './lock/idle-lock';
import { createLockService, type LockService } from './lock/lock-service';
import { consoleLogger, type Logger } from './log';
import { writeFile } from 'node:fs/promises';
import { buildDiagnosticsZip, diagnosticsFileName } from './diagnostics/diagnostics-zip';
import type { DiagnosticsTarget } from './diagnostics/diagnostics-target';
import type { AppLogs } from './logging/app-logs';
import { emptyPolicy } from './policy/policy-merge';
import { createDirtyQuery } from './update/dirty-query';
import { createUpdateService } from './update/update-service';
import type { UpdaterPort } from './update/updater-port';
import type { PolicyService } from './policy/policy-service';
import { createReauth } from './session/reauth';
import { createSessionService, type SessionService } from './session/session-service';
import { createSettingsHandlers } from './settings/settings-handlers';
import type { SettingsStore } from './settings/settings-store';
import { hostText } from './texts';
import type { Vault } from './vault/vault';
import { createMemoryDraftStore, type DraftStore } from './workspace/draft-store';
import type { SavedSearchStore } from './workspace/saved-searches';
import { createScreenMemoryHandlers, screenMemoryChannels } from './workspace/screen-memory-handlers';
import { createMemoryUserStore } from './workspace/user-store';
import { findBadRoute } from './workspace/workspace-routes';
import {
  createMemoryWorkspaceStore,
  emptyWorkspace,
  workspaceKey,
  type WorkspaceStore,
} from './workspace/workspace-store';

export interface HostDeps {
  vault: Vault;
  /** The settings with IT policy applied (policy/policy-settings.ts) when there is a policy. */
  settings: SettingsStore;
  /** IT policy (policy/policy-service.ts); none by default (tests, where nothing is forced). */
  policy?: Pick<PolicyService, 'current' | 'view' | 'onChange'>;
  clock: Clock;
  /** The embedded server's base URL; asked per call because it changes when the server restarts. */
  embeddedServerUrl: () => string;
  /** The embedded server's client secret (embedded-client.ts); without it the settings' client is used. */
  embeddedClientSecret?: string;
  emit: Emit;
  transport: 'electron' | 'web';
  version: string;
  log?: Logger;
  /** powerMonitor under Electron; by default the windows' activity pings (browser host, tests). */
  idleSource?: IdleSource;
  /** How long an idle "minute" lasts (the browser host's test switch); 60 000 by default. */
  idleMinuteMs?: number;
  /** Each user's open tabs; memory by default (tests). */
  workspaceStore?: WorkspaceStore;
  /** Each user's saved searches per screen; memory by default (tests). */
  savedSearchStore?: SavedSearchStore;
  /** Each user's unsaved form drafts; memory by default (tests). */
  draftStore?: DraftStore;
  /** Opens an in-app route in a new workspace window; absent in the browser host (the page uses window.open). */
  openRoute?: (path: string) => Promise<void>;
  /** The kiosk board's windows and displays (Electron); absent in the browser host (its pages open routes). */
  boardWindows?: BoardWindows;
  /** Where Excel exports go (save dialog, or the browser host's download folder); without it export is unavailable. */
  exportTarget?: SaveTarget;
  /**
   * Whether a sign-in with a seeded account's published password must set a new one first (issue 18); only the
   * browser host's test switch turns it off.
   */
  requireNewDefaultPassword?: boolean;
  /** Electron's `net.fetch`: API calls then go through Chromium's network stack (OS proxy, PAC, certificates). */
  networkFetch?: NetworkFetch;
  /** One event to one window (IPC to one webContents, or one page's socket); false when it is gone. */
  sendTo?: SendTo;
  /** Whether a window (or a browser host page) is still open; defaults to "no" without `sendTo`. */
  isWindowOpen?: (windowId: number) => boolean;
  /** The workspace windows (Electron): tear-off opens them, the tray and notifications bring them forward. */
  workspaceWindows?: WorkspaceWindows;
  /** Native notifications and the taskbar/dock badge for the work queues (Electron). */
  queueNotifier?: QueueNotifier;
  /** Prints a window to a PDF preview (Electron). */
  printPreviewer?: PrintPreviewer;
  /** The queues polled (shared/queues.ts by default). */
  queueSources?: readonly QueueSource[];
  /** The per-process log files (logging/app-logs.ts); without them renderer errors go to the host's logger. */
  logs?: AppLogs;
  /** What the about dialog shows beyond the version: runtime versions and the crash-dump folder. */
  about?: {
    productName: string;
    versions: { electron: string | null; chrome: string | null; node: string };
    crashDir: string | null;
    crashDumps?: () => Array<{ name: string; bytes: number }>;
  };
  /** Where the diagnostics zip goes; without it `diagnostics.export` is unavailable. */
  diagnosticsTarget?: DiagnosticsTarget;
  /** The system open dialog for a database file (Electron); without it `files.chooseDatabase` is unavailable. */
  chooseDatabaseFile?: () => Promise<string | null>;
  /** electron-updater behind its port (packaged Electron only); null or absent: updates are `disabled`. */
  updater?: UpdaterPort | null;
  /** A control-room PC showing the kiosk board: updates install only in its maintenance window. */
  isKiosk?: () => boolean;
}

export interface Host {
  dispatch: Dispatch;
  /**
   * The kiosk board's calls: the same handlers, but `http.request` only reads (`isKioskRequest`) and is served
   * while the workspace is locked. The lock guards what an operator can change and see in the back office; the
   * kiosk only shows the board's figures on a control-room screen nobody touches for days, so the idle lock of
   * that PC must not blank it. Main hands this dispatcher to the kiosk window only.
   */
  dispatchKiosk: Dispatch;
  /** Restores the session, starts the refresh timer and the idle lock. */
  start(): Promise<void>;
  dispose(): void;
  /** For composition roots and diagnostics; never handed to a window. */
  readonly session: SessionService;
  readonly lock: LockService;
  /** Windows beyond one: bring one forward, follow a deep link (the composition root's tray, notifications, links). */
  readonly desktop: Pick<DesktopShell, 'showScreen' | 'openDeepLink'>;
  /** The tray icon's menu and tooltip as things stand, and what its items do. */
  readonly tray: { menu(): TrayItem[]; tooltip(): string; run(action: TrayAction): Promise<void> };
}

/** The file-name-free description of the platform for the about dialog, e.g. `linux x64`. */
const platformOf = () => `${process.platform} ${process.arch}`;

const noPolicyService: Pick<PolicyService, 'current' | 'view' | 'onChange'> = {
  current: () => emptyPolicy,
  view: () => noPolicy,
  onChange: () => () => {},
};

/** Handlers that refuse, for channels a window may never call even if its allow-list were wrong. */
const notForKiosk = <C extends InvokeChannel>(channels: readonly C[]): Pick<Handlers, C> =>
  Object.fromEntries(
    channels.map((channel) => [channel, async () => fail('invalid-payload', `${channel} is not open to the kiosk`)]),
  ) as unknown as Pick<Handlers, C>;

/** What a locked workspace gets instead of server data: the renderer shows the lock page anyway. */
const refusedWhileLocked = () => fail('silent', 'locked');

/**
 * Wires every invoke channel of the contract to the session, the lock, the api client and the
 * settings. Tokens and the lock password stay inside: no handler returns more than a SessionView
 * or a LockState.
 */
export const createHost = (deps: HostDeps): Host => {
  const log = deps.log ?? consoleLogger('host');
  const text = (key: Parameters<typeof hostText>[0]) => hostText(key, deps.settings.get().language);
  const idleSource = deps.idleSource ?? createActivityIdleSource(deps.clock);
  const workspaces = deps.workspaceStore ?? createMemoryWorkspaceStore();
  const send = createHttpSender({
    settings: deps.settings,
    embeddedServerUrl: deps.embeddedServerUrl,
    embeddedClientSecret: () => deps.embeddedClientSecret,
    log,
    fetch: deps.networkFetch,
  });
  const adapter = createAdapterSelector(send, deps.settings);
  const policy = deps.policy ?? noPolicyService;
  const reauth = createReauth({ vault: deps.vault, log });

  let lock: LockService | null = null;
  let pollQueues: (() => Promise<void>) | null = null;
  const session = createSessionService({
    vault: deps.vault,
    settings: deps.settings,
    clock: deps.clock,
    adapter,
    // Sign-in, sign-out and expiry all change the lock (they clear it): windows hear of both.
    emit: (event, payload) => {
      deps.emit(event, payload);
      if (event === 'session.changed') {
        lock?.sync();
        // The password check ends with the session that made it.
        if (!(payload as SessionView).signedIn) void reauth.forget();
        // A sign-in (or another user) reads the queues at once rather than a minute later.
        void pollQueues?.();
      }
    },
    log,
    requireNewDefaultPassword: deps.requireNewDefaultPassword,
  });
  lock = createLockService({
    session,
    settings: deps.settings,
    emit: (event, payload) => {
      deps.emit(event, payload);
      // Unlocked: the queues are read at once (they are not while locked).
      if (event === 'lock.changed' && !(payload as { locked: boolean }).locked) void pollQueues?.();
    },
    log,
  });
  const locks = lock;
  const idleLock = createIdleLock({
    clock: deps.clock,
    idleSource,
    settings: deps.settings,
    minuteMs: deps.idleMinuteMs,
    shouldLock: () => session.view().signedIn && !locks.isLocked(),
    hasLockPassword: () => locks.view().hasPassword,
    lockIdle: (reason) => locks.lockIdle(reason),
    log,
  });
  const api = createApiClient({
    send,
    settings: deps.settings,
    credentials: () => session.credentials(),
    onUnauthorized: (accessToken) => session.recoverFromUnauthorized(accessToken),
    onUnauthorizedAgain: (accessToken) => session.expireIfCurrent(accessToken, 'unauthorized'),
    onUploadProgress: (progress) => deps.emit('upload.progress', progress),
  });
  const exports = createExportService({
    api,
    emit: deps.emit,
    target: deps.exportTarget,
    language: () => deps.settings.get().language,
    log,
  });
  const account = createAccountCalls({
    api,
    adapter,
    settings: deps.settings,
    sessionTenantId: () => session.view().user?.tenantId || null,
  });

  const dirty = createDirtyQuery({ emit: deps.emit, clock: deps.clock });
  const updates = createUpdateService({
    updater: deps.updater ?? null,
    settings: deps.settings,
    clock: deps.clock,
    emit: deps.emit,
    log,
    currentVersion: deps.version,
    isKiosk: deps.isKiosk ?? (() => false),
    dirty,
  });

  const aboutView = () => ({
    productName: deps.about?.productName ?? '大理文旅运营管理平台',
    version: deps.version,
    versions: deps.about?.versions ?? { electron: null, chrome: null, node: process.versions.node },
    platform: platformOf(),
    logDir: deps.logs?.dir ?? null,
    crashDir: deps.about?.crashDir ?? null,
  });

  const exportDiagnostics = async () => {
    if (!deps.diagnosticsTarget) return fail('internal', 'not available here');
    const at = new Date(deps.clock.now());
    const path = await deps.diagnosticsTarget.choose(diagnosticsFileName(at));
    if (path === null) return ok({ path: null });
    const zip = buildDiagnosticsZip({
      about: aboutView(),
      settings: toPublicSettings(deps.settings.get()),
      policy: policy.view(),
      vaultKind: deps.vault.kind,
      logFiles: deps.logs?.files() ?? [],
      crashDumps: deps.about?.crashDumps?.() ?? [],
      generatedAt: at,
    });
    try {
      await writeFile(path, zip, { mode: 0o600 });
    } catch (error) {
      log.error('could not write the diagnostics zip', error);
      return fail('internal', error instanceof Error ? error.message : String(error));
    }
    log.info(`diagnostics written to ${path}`);
    return ok({ path });
  };

  const board = createBoardControl({
    settings: deps.settings,
    session,
    windows: deps.boardWindows,
    text,
    log,
    forcedDisplayIndex: () => policy.view().kioskDisplay,
  });

  const settingsHandlers = createSettingsHandlers({
    settings: deps.settings,
    policy,
    session,
    isLocked: () => locks.isLocked(),
    reauth,
    checkBoardPatch: (patch) => board.checkSettingsPatch(patch),
    text,
    log,
  });

  const handoffs = createTabHandoffs(deps.clock);
  const desktop = createDesktopShell({
    clock: deps.clock,
    handoffs,
    windows: deps.workspaceWindows,
    sendTo: deps.sendTo ?? (() => false),
    isOpen: (windowId) => deps.workspaceWindows?.isOpen(windowId) ?? deps.isWindowOpen?.(windowId) ?? false,
    printer: deps.printPreviewer,
    text,
    log,
  });

  const queues = createQueuePoller({
    clock: deps.clock,
    sources: deps.queueSources ?? queueSources,
    call: (request) => api.call(request, { background: true }),
    // The board account works no queues, nor does a social sign-in still to register (it may call nothing else); a
    // locked workspace is not asked (its calls are refused anyway).
    canPoll: () => {
      const user = session.view().user;
      return user !== null && user.account !== BOARD_ACCOUNT && !needsRegistration(user.userId) && !locks.isLocked();
    },
    who: () => currentWorkspaceKey(),
    emit: (counts) => deps.emit('queues.changed', counts),
    notifier: deps.queueNotifier,
    notice: (grown, total, first) => queueNotice(grown, total, first, deps.settings.get().language),
    log,
  });

  const trayState = () => {
    const view = session.view();
    return {
      language: deps.settings.get().language,
      signedIn: view.signedIn,
      locked: locks.isLocked(),
      boardAllowed: isBoardReader(view.user?.roleName),
      queues: queues.view(),
    };
  };

  /** Signing in is user input: the idle time starts from it. */
  const afterSignIn = <T>(result: Result<T>): Result<T> => {
    if (result.ok) idleSource.recordActivity?.();
    return result;
  };

  /** A password sign-in or change: the password, as an scrypt hash, is what protected settings ask for again. */
  const rememberPassword = async (result: Result<unknown>, password: string) => {
    const user = session.view().user;
    if (result.ok && user) await reauth.remember(user, password);
  };

  const currentWorkspaceKey = () => {
    const user = session.view().user;
    return user ? workspaceKey(user) : null;
  };

  /** What a session still on a published default password gets: the renderer shows only the password step. */
  const refusedUntilPasswordChanged = () => fail('forbidden', text('passwordChangeRequired'));

  /** Locked, or still to set a new password: no server data, no export, no identity switch. */
  const blocked = () =>
    locks.isLocked() ? refusedWhileLocked() : session.view().mustChangePassword ? refusedUntilPasswordChanged() : null;

  const screenMemory = createScreenMemoryHandlers({
    searches: deps.savedSearchStore ?? createMemoryUserStore(),
    drafts: deps.draftStore ?? createMemoryDraftStore(),
    userKey: currentWorkspaceKey,
    isLocked: () => locks.isLocked(),
    now: () => deps.clock.now(),
    text,
    log,
  });

  const handlers: Handlers = {
    ...screenMemory,
    'session.get': async () => ok(session.view()),
    'auth.captcha': () => adapter().captcha(),
    'auth.login': async (input) => {
      const result = await session.signIn(input);
      await rememberPassword(result, input.password);
      return afterSignIn(result);
    },
    'auth.logout': () => session.signOut(),
    'auth.forceLogout': async () => ok(await session.forceSignOut()),
    'auth.switchIdentity': ({ deptId, roleId }) => Promise.resolve(blocked() ?? session.switchIdentity(deptId, roleId)),
    'auth.social': async (input) => afterSignIn(await session.signInSocial(input)),
    'auth.registerGuest': async (input) => (locks.isLocked() ? refusedWhileLocked() : account.registerGuest(input)),
    'auth.changePassword': async (input) => {
      if (locks.isLocked()) return refusedWhileLocked();
      const user = session.view().user;
      if (
        session.view().mustChangePassword &&
        user &&
        isDefaultCredential(user.tenantId, user.account, input.newPassword)
      ) {
        const message = text('newPasswordIsDefault');
        return fail('validation', message, { fieldErrors: { newPassword: message } });
      }
      const changed = await account.changePassword(input);
      await rememberPassword(changed, input.newPassword);
      if (changed.ok) await session.passwordChanged();
      return changed;
    },
    'http.request': async (input) => blocked() ?? api.request(input),
    'http.upload': async (input) => blocked() ?? api.upload(input),
    'lock.get': async () => ok(locks.view()),
    'lock.lock': ({ password }) => locks.lock(password),
    'lock.unlock': ({ password }) => locks.unlock(password),
    'activity.ping': async () => {
      idleSource.recordActivity?.();
      return ok(null);
    },
    'workspace.get': async () => {
      const key = currentWorkspaceKey();
      if (key === null) return fail('unauthorized', text('notSignedIn'));
      return ok(workspaces.get(key) ?? emptyWorkspace());
    },
    'workspace.set': async (state) => {
      const key = currentWorkspaceKey();
      if (key === null) return fail('unauthorized', text('notSignedIn'));
      const bad = findBadRoute(state);
      if (bad !== null) {
        const message = text('invalidTabRoute');
        return fail('validation', message, { fieldErrors: { [bad]: message } });
      }
      try {
        workspaces.set(key, state);
      } catch (error) {
        log.error('could not store the workspace', error);
        return fail('internal', text('workspaceWriteFailed'));
      }
      return ok(state);
    },
    'window.openRoute': async ({ path }) => {
      if (!deps.openRoute) return fail('internal', 'not available in the browser host');
      await deps.openRoute(path);
      return ok(null);
    },
    'board.displays': board['board.displays'],
    'board.open': board['board.open'],
    'board.enterAdmin': board['board.enterAdmin'],
    'board.signOut': board['board.signOut'],
    'queues.get': async () => ok(queues.view()),
    'window.tearOff': desktop['window.tearOff'],
    'window.takeHandoff': desktop['window.takeHandoff'],
    'window.handoffTaken': desktop['window.handoffTaken'],
    'window.dock': desktop['window.dock'],
    'window.print': desktop['window.print'],
    ...settingsHandlers,
    // A session still on a published default password changes no connection or security setting either.
    'settings.setProtected': async (input, caller) =>
      session.view().mustChangePassword
        ? refusedUntilPasswordChanged()
        : settingsHandlers['settings.setProtected'](input, caller),
    'export.start': async (input) => {
      const refused = blocked();
      if (refused) return refused;
      if (policy.view().exportDisabled) return fail('forbidden', text('exportDisabledByPolicy'));
      return exports.start(input);
    },
    'export.cancel': async ({ exportId }) => exports.cancel(exportId),
    'export.reveal': ({ exportId }) => exports.reveal(exportId),
    'app.about': async () => ok(aboutView()),
    'log.rendererError': async (report) => {
      if (deps.logs) deps.logs.renderer(report);
      else log.warn(`renderer ${report.type}: ${report.message}`);
      return ok(null);
    },
    'diagnostics.export': exportDiagnostics,
    'files.chooseDatabase': async () => {
      if (!deps.chooseDatabaseFile) return fail('internal', 'not available here');
      return ok({ path: await deps.chooseDatabaseFile() });
    },
    'update.get': async () => ok(updates.view()),
    'update.check': async () => ok(await updates.check()),
    'update.restart': async () => ok(await updates.restart()),
    'forms.dirtyAnswer': async ({ queryId, dirty: isDirty }) => {
      dirty.answer(queryId, isDirty);
      return ok(null);
    },
    'app.info': async () =>
      ok({
        version: deps.version,
        transport: deps.transport,
        serverUrl: resolveBaseUrl(deps.settings.get().serverUrl, deps.embeddedServerUrl()),
      }),
  };

  // Every store change reaches the windows, whoever made it; so does a change of IT policy.
  const unsubscribe = deps.settings.onChange((settings) => deps.emit('settings.changed', toPublicSettings(settings)));
  const unsubscribePolicy = policy.onChange(() => deps.emit('policy.changed', policy.view()));

  const kioskHandlers: Handlers = {
    ...handlers,
    // Not among boardChannels either: an operator's saved searches and drafts never reach the kiosk.
    ...notForKiosk(screenMemoryChannels),
    'http.request': async (input) =>
      session.view().mustChangePassword
        ? refusedUntilPasswordChanged()
        : isKioskRequest(input)
          ? api.request(input)
          : fail('invalid-payload', text('kioskReadsOnly')),
  };

  return {
    dispatch: createDispatcher(handlers, log),
    dispatchKiosk: createDispatcher(kioskHandlers, log),
    async start() {
      await session.start();
      // A restored session may come back locked; the view sent from now on starts from it.
      locks.sync();
      idleLock.start();
      updates.start();
      pollQueues = queues.poll;
      queues.start();
      void queues.poll();
    },
    dispose() {
      unsubscribe();
      unsubscribePolicy();
      updates.dispose();
      void exports.dispose();
      idleLock.dispose();
      session.dispose();
      queues.dispose();
      pollQueues = null;
      handoffs.dispose();
    },
    session,
    lock: locks,
    desktop,
    tray: {
      menu: () => trayMenu(trayState()),
      tooltip: () => trayTooltip(trayState()),
      async run(action) {
        if (action === 'open') return desktop.showScreen();
        if (action === 'quit') return;
        if (action === 'lock') {
          if (locks.view().hasPassword) await locks.lock(undefined);
          else await desktop.askForLockPassword();
          return;
        }
        if (action === 'board') {
          const opened = await board['board.open'](undefined, null);
          if (!opened.ok) log.warn(`tray: the board did not open (${opened.error.message})`);
          return;
        }
        const source = (deps.queueSources ?? queueSources).find((s) => s.id === action.queue);
        if (source) await desktop.showScreen(source.route);
      },
    },
  };
};
