import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { realClock } from '../host/clock';
import { createHost } from '../host/create-host';
import type { Emit } from '../host/events';
import type { Logger } from '../host/log';
import { createJsonFileSettings } from '../host/settings/json-file-settings';
import { jsonFileReader } from '../host/policy/json-file-reader';
import { readTextIfPresent } from '../host/policy/os/read-text';
import { startPolicy } from '../host/policy/start-policy';
import { folderDiagnosticsTarget } from '../host/diagnostics/diagnostics-target';
import { createAppLogs } from '../host/logging/app-logs';
import { createFileDraftStore } from '../host/workspace/draft-store';
import { createJsonFileWorkspaceStore } from '../host/workspace/json-file-workspace-store';
import { loadEmbeddedClientSecret } from '../host/embedded-client';
import { createJsonFileSavedSearchStore } from '../host/workspace/saved-searches';
import { chooseVault } from '../host/vault/choose-vault';
import { tryKeytarVault } from '../host/vault/keytar-vault';
import { createMemoryVault } from '../host/vault/memory-vault';
import { buildRenderer } from './build-renderer';
import { allowedOrigins, webContentSecurityPolicy } from './content-security-policy';
import { createExportDownloads } from './export-downloads';
import { attachHostSocket } from './host-socket';
import { createLaunchKey } from './launch-key';
import type { WebHostArgs } from './parse-args';
import { projectRoot, readPackageVersion, webOutDir } from './project-paths';
import { createStaticSite, indexHtmlPath } from './static-site';

/** The embedded server's entry (src/server/start.ts), injected so tests can use a fake. */
export type StartServer = (opts: {
  dataDir: string;
  port?: number;
  captchaFixed?: string;
  socialTestProvider?: boolean;
  clientSecret?: string;
}) => Promise<{ url: string; port: number; close(): Promise<void> }>;

export interface WebHostDeps {
  startServer: StartServer;
  /** Where the built renderer is; out/web by default. */
  staticRoot?: string;
  /** Builds the renderer when args.build is set; Vite by default. */
  build?: () => Promise<void>;
}

export interface RunningWebHost {
  url: string;
  port: number;
  /** This launch's secret (launch-key.ts): the announced address is `${url}/?launch=${launchKey}`. */
  launchKey: string;
  close(): Promise<void>;
}

/** A refusal the CLI prints as is (no stack trace): bad environment, missing build, port taken. */
export class WebHostError extends Error {}

export const checkCaptchaEnvironment = (env: NodeJS.ProcessEnv): string | undefined => {
  const fixed = env.BLADE_CAPTCHA_FIXED;
  if (fixed && env.NODE_ENV === 'production') {
    throw new WebHostError('BLADE_CAPTCHA_FIXED is for tests only and is refused when NODE_ENV=production');
  }
  return fixed || undefined;
};

/** BLADE_SOCIAL_TEST=1: the embedded server accepts `grant_type=social&source=test` (tests only). */
export const checkSocialTestEnvironment = (env: NodeJS.ProcessEnv): boolean => {
  const on = env.BLADE_SOCIAL_TEST === '1';
  if (on && env.NODE_ENV === 'production') {
    throw new WebHostError('BLADE_SOCIAL_TEST is for tests only and is refused when NODE_ENV=production');
  }
  return on;
};

/**
 * BLADE_ALLOW_DEFAULT_PASSWORDS=1: a sign-in with a seeded account's published password goes straight in instead of
 * to "set your password" (end-to-end suites that sign in as admin/admin again and again). Tests only: refused under
 * NODE_ENV=production, and the Electron build never reads it.
 */
export const checkDefaultPasswordsEnvironment = (env: NodeJS.ProcessEnv): boolean => {
  const on = env.BLADE_ALLOW_DEFAULT_PASSWORDS === '1';
  if (on && env.NODE_ENV === 'production') {
    throw new WebHostError('BLADE_ALLOW_DEFAULT_PASSWORDS is for tests only and is refused when NODE_ENV=production');
  }
  return on;
};

/**
 * BLADE_IDLE_MINUTE_MS: how many ms an idle "minute" lasts, so an e2e test sees the idle lock
 * within seconds. Tests only (refused under NODE_ENV=production); the Electron build never reads it.
 */
export const checkIdleMinuteEnvironment = (env: NodeJS.ProcessEnv): number | undefined => {
  const text = env.BLADE_IDLE_MINUTE_MS;
  if (text === undefined || text === '') return undefined;
  if (env.NODE_ENV === 'production') {
    throw new WebHostError('BLADE_IDLE_MINUTE_MS is for tests only and is refused when NODE_ENV=production');
  }
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms < 100 || ms > 60_000) {
    throw new WebHostError(`BLADE_IDLE_MINUTE_MS must be a whole number of ms from 100 to 60000, got ${text}`);
  }
  return ms;
};

/**
 * The browser host: embedded server, renderer, host core and the WebSocket bridge in one Node
 * process. Everything started is closed again if a later step fails.
 */
export const startWebHost = async (
  args: WebHostArgs,
  env: NodeJS.ProcessEnv,
  log: Logger,
  deps: WebHostDeps,
): Promise<RunningWebHost> => {
  const staticRoot = deps.staticRoot ?? webOutDir;
  const captchaFixed = checkCaptchaEnvironment(env);
  const socialTestProvider = checkSocialTestEnvironment(env);
  const idleMinuteMs = checkIdleMinuteEnvironment(env);
  const allowDefaultPasswords = checkDefaultPasswordsEnvironment(env);
  if (allowDefaultPasswords) log.info('BLADE_ALLOW_DEFAULT_PASSWORDS: default passwords sign in directly (tests only)');
  if (idleMinuteMs !== undefined)
    log.info(`BLADE_IDLE_MINUTE_MS: an idle minute lasts ${idleMinuteMs} ms (tests only)`);
  const dataDir = resolve(args.dataDir);
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => log.error('shutdown step failed', error));
    }
  };

  try {
    if (args.build) {
      log.info('building the renderer (out/web) ...');
      await (deps.build ?? (() => buildRenderer(projectRoot)))();
    }
    if (!existsSync(indexHtmlPath(staticRoot))) {
      throw new WebHostError(
        args.build
          ? `the renderer build did not produce ${indexHtmlPath(staticRoot)}`
          : `--no-build: ${indexHtmlPath(staticRoot)} does not exist. Run \`npm run build:web\` first, or start without --no-build.`,
      );
    }

    const vault = await chooseVault(
      args.keychain ? [() => tryKeytarVault(log), async () => createMemoryVault()] : [async () => createMemoryVault()],
      log,
    );
    // As under Electron: the embedded server answers only this host's own client secret (a new one per start with
    // the memory vault, kept with --keychain).
    const embeddedClientSecret = await loadEmbeddedClientSecret(vault);
    const server = await deps.startServer({
      dataDir: join(dataDir, 'server'),
      port: 0,
      captchaFixed,
      socialTestProvider,
      clientSecret: embeddedClientSecret,
    });
    cleanups.push(() => server.close());
    log.info(`embedded server on ${server.url}`);

    // The browser host's IT policy is <dataDir>/policy.json (the desktop app reads the OS's policy stores).
    const policed = await startPolicy({
      readers: [jsonFileReader(join(dataDir, 'policy.json'), readTextIfPresent)],
      stored: createJsonFileSettings(join(dataDir, 'settings.json'), log),
      clock: realClock,
      log,
    });
    cleanups.push(() => policed.dispose());
    const { settings, policy } = policed;

    // The browser host keeps its per-process logs beside its data (main.log; renderer.log from the pages).
    const appLogs = createAppLogs({ dir: join(dataDir, 'logs'), clock: realClock });
    const exportDownloads = await createExportDownloads(join(dataDir, 'exports'), log);
    cleanups.push(() => exportDownloads.dispose());

    let broadcast: Emit = () => {};
    let socketRef: ReturnType<typeof attachHostSocket> | null = null;
    const host = createHost({
      vault,
      settings,
      policy,
      clock: realClock,
      embeddedServerUrl: () => server.url,
      embeddedClientSecret,
      requireNewDefaultPassword: !allowDefaultPasswords,
      emit: (event, payload) => broadcast(event, payload),
      transport: 'web',
      version: readPackageVersion(),
      log,
      // No OS idle time here: the default idle source counts from the pages' activity pings.
      idleMinuteMs,
      workspaceStore: createJsonFileWorkspaceStore(join(dataDir, 'workspace.json'), log),
      savedSearchStore: createJsonFileSavedSearchStore(join(dataDir, 'saved-searches.json'), log),
      draftStore: createFileDraftStore(join(dataDir, 'drafts'), log),
      // No openRoute: window.openRoute answers "not available" and the page uses window.open.
      exportTarget: exportDownloads.target,
      // Each page is a window: a torn-off page docks its tab back into the page it came from.
      sendTo: (windowId, event, payload) => socketRef?.sendTo(windowId, event, payload) ?? false,
      isWindowOpen: (windowId) => socketRef?.isOpen(windowId) ?? false,
      logs: appLogs,
      diagnosticsTarget: folderDiagnosticsTarget(join(dataDir, 'diagnostics')),
    });
    cleanups.push(() => host.dispose());

    let port = args.port;
    const launchKey = createLaunchKey();
    const site = await createStaticSite({
      launchKey,
      root: staticRoot,
      port: () => port,
      contentSecurityPolicy: () =>
        webContentSecurityPolicy({
          port,
          embeddedServerUrl: server.url,
          configuredServerUrl: settings.get().serverUrl,
        }),
    });
    exportDownloads.register(site);
    try {
      await site.listen({ host: '127.0.0.1', port: args.port });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new WebHostError(
        code === 'EADDRINUSE'
          ? `port ${args.port} on 127.0.0.1 is already in use; pick another with --port`
          : `cannot listen on 127.0.0.1:${args.port}: ${(error as Error).message}`,
      );
    } finally {
      // Registered even when listen failed: close() also releases what fastify set up.
      cleanups.push(() => site.close());
    }
    port = (site.server.address() as AddressInfo).port;

    const socket = attachHostSocket(site.server, {
      allowedOrigins: () => allowedOrigins(port),
      holdsLaunchKey: (request) => launchKey.inCookies(request.headers.cookie, port),
      dispatch: host.dispatch,
      log,
    });
    cleanups.push(() => socket.close());
    broadcast = (event, payload) => socket.broadcast(event, payload);
    socketRef = socket;

    await host.start();
    return { url: `http://127.0.0.1:${port}`, port, launchKey: launchKey.value, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
};
