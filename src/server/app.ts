import { developmentSourceTree } from './dev-source-tree';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { ResourceDef } from '../shared/resources/index';
import { createCaptchaStore } from './auth/captcha-store';
import { createLockout, MAX_FAILURES } from './auth/lockout';
import { authRoutes } from './auth/routes';
import { loadOrCreateSecretKey } from './auth/secret-key';
import { loadOrCreateSm2KeyPair } from './auth/sm2-key';
import { createTokenSigner } from './auth/tokens';
import { createTokenStore } from './auth/token-store';
import type { ServerContext } from './context';
import { refreshPlannerStatistics } from './db/connection';
import { installApiScopeGuard } from './http/api-scope-guard';
import { createIdGenerator } from './db/ids';
import { createReadMemo } from './db/read-memo';
import { syncDefinitionButtons } from './db/sync-buttons';
import { installAuthGuard } from './http/auth-guard';
import { answerClientError, installErrorHandlers } from './http/errors';
import { installHostGuard, loopbackHosts, type HostCheck } from './http/own-addresses';
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimits } from './http/rate-limits';
import { installRouteCatalog } from './http/route-catalog';
import { installOpenApi } from './http/openapi';
import { createWireMapper } from './http/wire';
import { installFileLinkResolver } from './http/file-links';
import { lazySerializers } from './http/lazy-serializers';
import { createLogWriter } from './modules/logs/log-writer';
import { createCrudServices } from './crud/crud-services';
import { registerResources } from './crud/register-resources';
import { loadServerModules } from './modules/index';

export interface BuildAppOptions {
  /** An open, migrated database (see openBladeDatabase). */
  db: Database;
  /** Holds secret.key, sm2.key and uploads/. */
  dataDir: string;
  /** Tests only: every captcha shows and expects this text. */
  captchaFixed?: string;
  /**
   * Tests and local e2e only: enables `grant_type=social&source=test`, where any code is an external
   * identity, so guest registration can be exercised without a real provider. Never set in a package.
   */
  socialTestProvider?: boolean;
  now?: () => number;
  logger?: boolean;
  /** Per-minute limits of the sign-in, captcha and upload routes; DEFAULT_RATE_LIMITS unless a test lowers them. */
  rateLimits?: Partial<RateLimits>;
  /** Which Host headers name this server (start.ts: its port on its own addresses); any loopback name by default. */
  isOwnHost?: HostCheck;
  /** Tests only: the definitions to serve instead of the registry's (a throwaway definition beside them). */
  resources?: readonly ResourceDef[];
  /**
   * Where code generation may write definitions (dev-source-tree.ts): absent = the source tree this server runs
   * from in development, none otherwise; `null` = none (tests, unless they hand in a copy of the project).
   */
  sourceTree?: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Saber calls `/api/<service>/...` and its proxy strips `/api`; we accept both (bladex-contract.md §1.1). */
export const stripApiPrefix = (url: string): string =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? url.slice(4) || '/' : url;

/** Query values that are secrets: the token, passwords (md5 on the wire), refresh tokens, captcha answers. */
const SECRET_PARAMS =
  /([?&](?:blade-auth|password|oldPassword|newPassword1?|refresh_token|refreshToken|code)=)[^&#]*/gi;

/** The URL as the request log keeps it: every secret value replaced by `***`. */
export const redactUrl = (url: string | undefined): string => (url ?? '').replace(SECRET_PARAMS, '$1***');

const loggerOptions = (enabled: boolean | undefined): FastifyServerOptions['logger'] =>
  enabled
    ? {
        level: 'info',
        // stdout is reserved for the one `listening on` line scripts wait for.
        stream: process.stderr,
        // Tokens and passwords can travel in the query (older clients); they never reach the log.
        serializers: {
          req: (req: { method: string; url: string; ip?: string }) => ({
            method: req.method,
            url: redactUrl(req.url),
            ip: req.ip,
          }),
        },
      }
    : false;

/** The whole HTTP surface as one Fastify instance that does not listen: start.ts listens, tests inject. */
const sourceTreeOf = (option: string | null | undefined): { sourceTree?: string } => {
  const tree = option === undefined ? developmentSourceTree() : (option ?? undefined);
  return tree ? { sourceTree: tree } : {};
};

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now;
  const serializers = lazySerializers();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
    logger: loggerOptions(opts.logger),
    rewriteUrl: (req) => stripApiPrefix(req.url ?? '/'),
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    // A handler still running after this answers 503 with an R body (errors.ts) instead of holding the socket.
    handlerTimeout: 120_000,
    connectionTimeout: 130_000,
    keepAliveTimeout: 5_000,
    trustProxy: false,
    return503OnClosing: true,
    // What Node's parser refuses (a 16 KB URL: 431, a malformed request line: 400, a slow body: 408) is an R too.
    clientErrorHandler: answerClientError,
  });
  app.decorate('compileSerializers', serializers.compileAll);

  const readParam = opts.db.prepare<[string], { param_value: string }>(
    'SELECT param_value FROM blade_param WHERE param_key = ? AND is_deleted = 0',
  );
  const param = (key: string): string | undefined => readParam.get(key)?.param_value;
  const tokenStore = createTokenStore(opts.db, now);
  const captcha = createCaptchaStore(now, opts.captchaFixed);
  const ids = createIdGenerator(now);
  const ctx: ServerContext = {
    db: opts.db,
    dataDir: opts.dataDir,
    now,
    ids,
    wire: createWireMapper(opts.db),
    tokens: createTokenSigner(await loadOrCreateSecretKey(opts.dataDir), now),
    sm2: await loadOrCreateSm2KeyPair(opts.dataDir),
    tokenStore,
    captcha,
    lockout: createLockout(opts.db, now, () => {
      const configured = Number(param('account.failCount'));
      return Number.isInteger(configured) && configured > 0 ? configured : MAX_FAILURES;
    }),
    logs: createLogWriter(opts.db, ids, now),
    memo: createReadMemo(opts.db),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
    socialTestProvider: opts.socialTestProvider === true,
    ...sourceTreeOf(opts.sourceTree),
    param,
    caches: new Map([
      ['expired captchas', captcha.purgeExpired],
      ['expired token records', tokenStore.purgeExpired],
    ]),
  };

  // Buttons of definitions (or actions) added since this database was seeded.
  syncDefinitionButtons(opts.db, ids);

  const sweep = setInterval(() => {
    for (const clear of ctx.caches.values()) clear();
    ctx.lockout.purgeExpired();
    refreshPlannerStatistics(opts.db, 'periodic');
  }, HOUR_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // No response of ours is meant to be sniffed into HTML or script (uploads set their own type). Server-Timing
  // gives the server's own share of a request (received to answer serialized), which the client's timings and
  // the benchmarks' "server-side" figures cannot separate from the connection and the client.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(3)}`);
  });

  installHostGuard(app, opts.isOwnHost ?? loopbackHosts);
  // Before anything reads through the memo: commits of other processes made before this request are seen by it.
  app.addHook('onRequest', (_request, _reply, done) => {
    ctx.memo.sync();
    done();
  });
  installErrorHandlers(app);
  installFileLinkResolver(app);
  installRouteCatalog(app);
  // The description's version is the database schema's: what the routes' columns follow.
  const schema = opts.db.prepare<[], { v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations').get();
  await installOpenApi(app, `schema ${schema?.v ?? 0}`);
  installAuthGuard(app, ctx);
  installApiScopeGuard(app, ctx);
  await installRateLimits(app);

  await app.register(authRoutes, { ctx });
  // Every resource's routes, its module's hooks and routes, and the domains' route modules (modules/<domain>/),
  // in one loop over one set of CRUD services.
  await registerResources(app, createCrudServices(ctx), await loadServerModules(), opts.resources);
  return app;
}
