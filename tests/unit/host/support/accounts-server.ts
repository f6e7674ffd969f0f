import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { tokenAnswer } from './bladex-fixtures';
import { startFakeHttpServer } from './fake-http-server';

/** The token answer for another account (the fake server picks it by the username and tenant sent). */
export const answerFor = (account: string, tenant = '000000') => ({
  ...tokenAnswer(),
  account,
  user_name: account,
  tenant_id: tenant,
});

/** A server that signs in any account of any tenant, for tests of what the host keeps per user. */
export const startAccountsServer = () =>
  startFakeHttpServer({
    'POST /blade-auth/oauth/token': (r) => ({
      json: answerFor(r.query.get('username') ?? 'admin', r.query.get('tenantId') ?? '000000'),
    }),
    'GET /blade-auth/oauth/logout': () => ({ json: { success: true } }),
  });

/** Makes temporary folders that are removed after each test. Call at the top of a file. */
export const useTempDirs = (prefix: string): (() => string) => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
};
