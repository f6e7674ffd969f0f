import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, crashReporter, dialog, net, session } from 'electron';
import electronUpdater from 'electron-updater';
import { fail } from '../shared/contract/result';
import { boardChannels, workspaceChannels } from '../shared/contract/window-api';
import { boardSettingsOf } from '../shared/board-settings';
import { realClock } from './host/clock';
import { buildContentSecurityPolicy } from './host/content-security-policy';
import { createHost, type Host } from './host/create-host';
import { loadEmbeddedClientSecret } from './host/embedded-client';
import { crashReporterOptions } from './host/diagnostics/crash-reporting';
import { listCrashDumps } from './host/diagnostics/crash-dumps';
import { createAppLogs } from './host/logging/app-logs';
import { electronUpdaterPort } from './host/update/electron-updater-port';
import { installAppMenu } from './electron/app-menu';
import { askOpenDatabase } from './electron/ask-open-database';
import { electronDiagnosticsTarget } from './electron/diagnostics-save-dialog';
import { osPolicyReaders } from './host/policy/os/os-policy-readers';
import { startPolicy } from './host/policy/start-policy';
import { createServerSupervisor } from './host/server-supervisor';
import { chooseVault } from './host/vault/choose-vault';
import { tryKeytarVault } from './host/vault/keytar-vault';
import { createMemoryVault } from './host/vault/memory-vault';
import { trySafeStorageFileVault } from './host/vault/safe-storage-file-vault';
import { APP_ORIGIN, rendererEntry } from './electron/app-origin';
import { registerAppScheme, serveAppProtocol } from './electron/app-protocol';
import { createElectronStoreSettings } from './electron/electron-store-settings';
import { chromiumLanguageFor } from './electron/native-locale';
import { createElectronStoreWorkspace } from './electron/electron-store-workspace';
import { electronSaveTarget } from './electron/export-save-dialog';
import { powerMonitorIdleSource } from './electron/idle-source';
import { createIpcBridge } from './electron/ipc';
import { electronSafeStorage } from './electron/safe-storage-adapter';
import { forkUtilityServer } from './electron/utility-server';
import { hardenSession, hardenWebContents } from './electron/windows/web-preferences';
import { createWorkspaceWindows } from './electron/windows/workspace-windows';
import { createAppTray } from './electron/desktop/app-tray';
import { handleDeepLinks } from './electron/desktop/deep-links';
import { routeOfDeepLink } from './host/desktop/deep-link';
import { createPrintPreviewer } from './electron/desktop/print-preview-window';
import { createQueueNotifier } from './electron/desktop/queue-notifier';
import { createBoardWindows } from './electron/windows/board-windows';
import { wantsBoardAtStartup } from './electron/windows/board-display';
import { chosenDisplayId } from './host/board/board-control';
import { createFileDraftStore } from './host/workspace/draft-store';
import { createJsonFileSavedSearchStore } from './host/workspace/saved-searches';

// out/main/index.js: preloads in out/preload, the renderer in out/renderer, the server entry beside us.
const here = fileURLToPath(new URL('.', import.meta.url));
// One rotating log per process in the OS's log folder (Windows %APPDATA%\<app>\logs, macOS ~/Library/Logs/<app>).
const logs = createAppLogs({ dir: app.getPath('logs'), clock: realClock, echo: !app.isPackaged });
const log = logs.main;
let trayRefresh: () => void = () => {};
// Deep links can arrive before the host exists (macOS open-url at launch); handleDeepLinks holds them until ready.
let hostForLinks: Host | null = null;

type Policed = Awaited<ReturnType<typeof startPolicy>>;

const start = async (policed: Promise<Policed>, links: ReturnType<typeof handleDeepLinks>) => {
  // IT policy first: every setting read from here on has the forced values in it.
  const { settings, policy } = await policed;
  const entry = rendererEntry(app.isPackaged);
  // Only `electron-vite dev` serves the renderer from elsewhere than app://bundle.
  const fromDevServer = entry.origin !== APP_ORIGIN;
  const userData = app.getPath('userData');

  const vault = await chooseVault(
    [
      () => tryKeytarVault(log),
      () => trySafeStorageFileVault(electronSafeStorage(), join(userData, 'session.vault.json'), log),
      async () => createMemoryVault(),
    ],
    log,
  );
  // The embedded server's client secret lives in the vault; the server gets it over its parent port.
  const embeddedClientSecret = await loadEmbeddedClientSecret(vault);

  const supervisor = createServerSupervisor({
    fork: forkUtilityServer(join(here, 'server.js'), join(userData, 'server'), (line, stream) =>
      logs.server(line, stream),
    ),
    startMessage: () => ({ type: 'start', clientSecret: embeddedClientSecret }),
    log,
  });
  app.on('will-quit', () => supervisor.stop());
  await supervisor.start();

  const csp = () =>
    buildContentSecurityPolicy({
      imageServerUrls: [supervisor.url(), settings.get().serverUrl],
      // The dev server's HMR socket and inline preamble exist only under `electron-vite dev`.
      connectSources: fromDevServer ? ['ws:'] : [],
      allowInlineScripts: fromDevServer,
    });
  hardenSession(session.defaultSession, entry.origin, csp);
  serveAppProtocol(join(here, '..', 'renderer'), csp);

  let host: Host | null = null;
  const bridge = createIpcBridge({
    dispatch: (channel, input, caller) =>
      host ? host.dispatch(channel, input, caller) : Promise.resolve(fail('internal', 'the app is still starting')),
    appOrigin: entry.origin,
    log,
  });
  // Every workspace window: the first, those window.openRoute asks for (spec 000 §2.2 `target`), torn-off tabs.
  // Each remembers its place per display arrangement (host/windows/window-placement.ts).
  const workspaceWindows = createWorkspaceWindows({
    preload: join(here, '..', 'preload', 'workspace.cjs'),
    entry,
    title: '大理文旅运营管理平台',
    trust: (window) => bridge.trust(window.webContents, workspaceChannels),
    log,
  });
  const openWorkspace = async (route?: string) => {
    await workspaceWindows.open(route);
  };

  // The kiosk board: one window, on the chosen display (workspace "open board", --board, start-up setting).
  const boardWindows = createBoardWindows({
    preload: join(here, '..', 'preload', 'board.cjs'),
    entry,
    title: '大理文旅大数据看板',
    settings,
    trust: (window) =>
      bridge.trust(window.webContents, boardChannels, (channel, input) =>
        host ? host.dispatchKiosk(channel, input) : Promise.resolve(fail('internal', 'the app is still starting')),
      ),
    openWorkspace: () => workspaceWindows.open(undefined),
    log,
  });

  host = createHost({
    vault,
    settings,
    policy,
    clock: realClock,
    embeddedServerUrl: () => supervisor.url(),
    embeddedClientSecret,
    emit: (event, payload) => {
      bridge.broadcast(event, payload);
      // The tray's menu reflects the session, the lock, the language and the queues.
      if (event !== 'upload.progress' && event !== 'export.progress') trayRefresh();
    },
    transport: 'electron',
    version: app.getVersion(),
    log,
    idleSource: powerMonitorIdleSource(),
    workspaceStore: createElectronStoreWorkspace(),
    savedSearchStore: createJsonFileSavedSearchStore(join(userData, 'saved-searches.json'), log),
    draftStore: createFileDraftStore(join(userData, 'drafts'), log),
    openRoute: async (path) => {
      await openWorkspace(path);
    },
    exportTarget: electronSaveTarget(),
    logs,
    about: {
      productName: app.getName(),
      versions: { electron: process.versions.electron, chrome: process.versions.chrome, node: process.versions.node },
      crashDir: app.getPath('crashDumps'),
      crashDumps: () => listCrashDumps(app.getPath('crashDumps')),
    },
    diagnosticsTarget: electronDiagnosticsTarget(),
    chooseDatabaseFile: askOpenDatabase,
    // Only an installed build updates itself; `npm start` would replace nothing.
    updater: app.isPackaged ? electronUpdaterPort(electronUpdater.autoUpdater, log) : null,
    isKiosk: () => boardSettingsOf(settings.get().board).openAtStartup || process.argv.includes('--board'),
    boardWindows,
    // Chromium's network stack: the OS proxy (and PAC), the OS certificate store.
    networkFetch: (input, init) => net.fetch(input, init),
    sendTo: (windowId, event, payload) => bridge.sendTo(windowId, event, payload),
    isWindowOpen: (windowId) => bridge.isTrusted(windowId),
    workspaceWindows,
    queueNotifier: createQueueNotifier({
      appName: '大理文旅运营管理平台',
      open: (route) => void host?.desktop.showScreen(route),
      log,
    }),
    printPreviewer: createPrintPreviewer({ language: () => settings.get().language, log }),
  });
  const running = host;
  hostForLinks = host;
  const tray = createAppTray({
    menu: () => running.tray.menu(),
    tooltip: () => running.tray.tooltip(),
    run: (action) => {
      if (action === 'quit') return app.quit();
      running.tray.run(action).catch((error: unknown) => log.error('tray action failed', error));
    },
    log,
  });
  trayRefresh = () => tray.refresh();
  await host.start();

  const menu = () =>
    installAppMenu({
      language: settings.get().language,
      packaged: app.isPackaged,
      logDir: logs.dir,
      toFocusedWindow: (action) => {
        const focused = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
        if (focused) bridge.sendTo(focused.webContents.id, 'menu.action', { action });
      },
    });
  menu();
  let menuLanguage = settings.get().language;
  settings.onChange((next) => {
    if (next.language === menuLanguage) return;
    menuLanguage = next.language;
    menu();
  });

  app.on('will-quit', () => {
    tray.destroy();
    host?.dispose();
    bridge.dispose();
  });

  app.on('second-instance', (_event, argv) => {
    // A deep link brings its window forward itself; a plain second start shows the workspace.
    if (!links.fromArgv(argv)) void running.desktop.showScreen();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openWorkspace();
  });
  // Started by a link (a mail's screen link, the social sign-in's redirect): the first window opens on its route.
  await openWorkspace(routeOfDeepLink(links.ready(process.argv)));
  const board = boardSettingsOf(settings.get().board);
  if (wantsBoardAtStartup(process.argv, board.openAtStartup)) {
    const displayId = chosenDisplayId(boardWindows.displays(), board.displayId, policy.view().kioskDisplay);
    if (displayId !== null) {
      await boardWindows.open(displayId).catch((error: unknown) => log.error('could not open the board window', error));
    }
  }
};

registerAppScheme();
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Every webContents, whoever creates it, gets the navigation and window-open guards.
  const { origin } = rendererEntry(app.isPackaged);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, origin));
  // With every window closed the app stays in the tray (its notifications keep coming); the tray's Quit ends it.
  app.on('window-all-closed', () => undefined);
  app.on('child-process-gone', (_event, details) =>
    log.warn(`child process gone: ${details.type} (${details.reason})`),
  );
  const stored = createElectronStoreSettings(log);
  app.commandLine.appendSwitch('lang', chromiumLanguageFor(stored.get().language));
  // Policy is read before the app is ready (plain Node reads): the crash reporter starts as early as it can, and
  // uploads only where IT policy gives a URL.
  const policed = startPolicy({ readers: osPolicyReaders(), stored, clock: realClock, log });
  policed
    .then(({ policy }) => crashReporter.start(crashReporterOptions(policy.current(), app.getVersion())))
    .catch((error: unknown) => log.error('crash reporter not started', error));
  const links = handleDeepLinks((url) => {
    void hostForLinks?.desktop.openDeepLink(url);
  });
  app
    .whenReady()
    .then(() => start(policed, links))
    .catch((error: unknown) => {
      log.error('startup failed', error);
      dialog.showErrorBox(
        '大理文旅运营管理平台',
        `启动失败 / Startup failed:\n${error instanceof Error ? error.message : String(error)}`,
      );
      app.exit(1);
    });
}
