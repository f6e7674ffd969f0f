import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BladexTokenResponse } from '../../src/shared/bladex/index';
import type { ResourceDef } from '../../src/shared/resources/index';
import { buildApp } from '../../src/server/app';
import { md5Hex } from '../../src/server/auth/password';
import { openBladeDatabase } from '../../src/server/db/open';

export const TEST_CAPTCHA = 'ab3de';
export const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export interface SignInOptions {
  tenantId?: string;
  deptId?: string;
  roleId?: string;
  remoteAddress?: string;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** Moves the server clock (lockout windows, token expiry). */
  advance(ms: number): void;
  captchaKey(): Promise<string>;
  /** Raw token call with the captcha grant; returns the response whatever it is. */
  tokenRequest(
    account: string,
    password: string,
    options?: SignInOptions & { captchaCode?: string; captchaKey?: string },
  ): Promise<LightMyRequestResponse>;
  signIn(account: string, password: string, tenantOrOptions?: string | SignInOptions): Promise<BladexTokenResponse>;
  /** GET/POST with the token in Blade-Auth. */
  call(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Builds the app with the test social provider (`grant_type=social&source=test`). */
  socialTestProvider?: boolean;
  /** The definitions to serve instead of the registry's (a throwaway definition beside them). */
  resources?: readonly ResourceDef[];
  /** Runs on the migrated, seeded database before the app is built (a throwaway definition's table). */
  prepare?(db: Database): void;
  /** Opens this data folder instead of a fresh one (a restart over the same database); the caller removes it. */
  dataDir?: string;
  /** A copy of the project (tests/helpers/scaffold-copy.ts) code generation may write into; none by default. */
  sourceTree?: string;
}

/** A real app on a temp SQLite file with a fixed captcha, driven through `inject`. */
export const createTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'blade-test-')));
  const { db } = await openBladeDatabase(dataDir);
  options.prepare?.(db);
  let offset = 0;
  const app = await buildApp({
    db,
    dataDir,
    captchaFixed: TEST_CAPTCHA,
    socialTestProvider: options.socialTestProvider,
    now: () => Date.now() + offset,
    ...(options.resources ? { resources: options.resources } : {}),
    // Never the repository itself: a test that writes generated code hands in a copy of the project.
    sourceTree: options.sourceTree ?? null,
  });
  // The seeded client has the captcha and refresh grants only; an installation offering a social sign-in lists it.
  if (options.socialTestProvider) grantClient(db, 'social');

  const captchaKey = async (): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' });
    return (res.json() as { key: string }).key;
  };

  const tokenRequest: TestServer['tokenRequest'] = async (account, password, options = {}) => {
    const key = options.captchaKey ?? (await captchaKey());
    const headers: Record<string, string> = {
      authorization: CLIENT_BASIC,
      'tenant-id': options.tenantId ?? '000000',
      'captcha-key': key,
      'captcha-code': options.captchaCode ?? TEST_CAPTCHA,
    };
    if (options.deptId) headers['dept-id'] = options.deptId;
    if (options.roleId) headers['role-id'] = options.roleId;
    return app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: {
        grant_type: 'captcha',
        username: account,
        password: md5Hex(password),
        tenantId: options.tenantId ?? '000000',
        scope: 'all',
        type: 'account',
      },
      headers,
      remoteAddress: options.remoteAddress,
    });
  };

  return {
    app,
    db,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    captchaKey,
    tokenRequest,
    async signIn(account, password, tenantOrOptions) {
      const options = typeof tenantOrOptions === 'string' ? { tenantId: tenantOrOptions } : (tenantOrOptions ?? {});
      const res = await tokenRequest(account, password, options);
      if (res.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${res.statusCode} ${res.body}`);
      return res.json() as BladexTokenResponse;
    },
    call: (token, options) =>
      app.inject({ ...options, headers: { ...(options.headers ?? {}), 'blade-auth': `bearer ${token}` } }),
    async close() {
      await app.close();
      db.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Adds a grant type to the seeded `saber` client, as an administrator would on the client screen. */
export const grantClient = (db: Database, grantType: string): void => {
  db.prepare(
    "UPDATE blade_client SET authorized_grant_types = authorized_grant_types || ',' || ? WHERE client_id = 'saber'",
  ).run(grantType);
};

/** Row counts of every table: proof that a refused request wrote nothing. */
export const tableCounts = (db: Database, except: string[] = []): Record<string, number> => {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .map((row) => row.name)
    .filter((name) => !except.includes(name));
  return Object.fromEntries(
    tables.map((name) => [name, db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`).get()?.n ?? 0]),
  );
};
