import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBladeDatabase } from '../../src/server/db/open';
import { TENANT_FILTER_MARK } from '../../src/server/db/tenant-scope';
import { repoRoot } from '../helpers/web-host';

/**
 * Issue 18 item 14: hand-written server SQL reaches a tenant table (one with a `tenant_id` column) only with the
 * caller's tenant in the statement: the `tenantFilter()` helper, or a literal `tenant_id` condition where the
 * statement predates it. crud/ is read too: its generic statements name their table through the definition
 * (`${table}`, scoped by `store.scope()`) and so are not matched; its hand-written ones are. A statement
 * that is cross-tenant on purpose is listed below with its reason; anything else fails here.
 */
const CROSS_TENANT_BY_DESIGN: Record<string, string> = {
  'src/server/modules/tenant/tenant.ts': 'the platform administrator manages every tenant (tenant 000000 only)',
  'src/server/modules/tenant/tenant-setup.ts': "a new tenant's own rows, written for the tenant id being created",
  'src/server/auth/token-store.ts': 'tokens are found by their random jti or family, then checked against the token',
  'src/server/auth/social.ts': 'social identities are read by tenant in the statement parameters of their callers',
  'src/server/db/read-memo.ts': 'reads no table',
  'src/server/db/connection.ts': 'pragmas only',
  'src/server/modules/ops/scheduler.ts':
    "the process's one embedded scheduler fires the enabled jobs of every tenant's local servers: it reads all of them " +
    "at start and one by its id (from its own plan, or from job-info.ts after that checked the caller's tenant); " +
    "its writes name the tenant of the job row just read, and a job runs only through a server of the job's tenant",
  // Statements whose WHERE is built elsewhere and spliced in as `${where.sql}`: the text here cannot show the
  // tenant, the builders put it first (board: scope.ts `readScope(…, identity.tenantId)` → fact-source.ts; orders:
  // crud's createListWhere → store.scope()). Their tenant isolation is tested end to end (board-figures, tenancy
  // sweep of generated.test.ts).
  'src/server/modules/board/catalogue-figures.ts': 'WHERE built by the board scope (tenant from the token)',
  'src/server/modules/board/order-lists.ts': 'WHERE built by the board scope (tenant from the token)',
  'src/server/modules/board/rankings.ts': 'WHERE built by the board scope (tenant from the token)',
  'src/server/modules/board/trading.ts': 'WHERE built by the board scope (tenant from the token)',
  'src/server/modules/order/order-statistics.ts': "WHERE built by the list's store.scope()",
};

const SKIPPED_DIRS = ['src/server/db/migrations', 'src/server/db/seed-data', 'src/server/db/seed-board'];
const SKIPPED_FILES = /\/db\/seed[^/]*\.ts$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.includes(relative(repoRoot, path)) ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !SKIPPED_FILES.test(path) ? [path] : [];
  });

/** Every string literal that holds a statement (quoted or a template), with its line. */
const statementsOf = (text: string): { sql: string; line: number }[] => {
  const found: { sql: string; line: number }[] = [];
  const literal = /(`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;
  for (const match of text.matchAll(literal)) {
    if (/\b(SELECT|UPDATE|DELETE\s+FROM|INSERT\s+INTO)\b/.test(match[0])) {
      found.push({ sql: match[0], line: text.slice(0, match.index).split('\n').length });
    }
  }
  return found;
};

const tablesOf = (sql: string): string[] =>
  [...sql.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+([a-z_][a-z0-9_]*)/gi)].map((m) => m[1].toLowerCase());

let tenantTables: Set<string>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'blade-scan-'));
  const { db } = await openBladeDatabase(dataDir);
  tenantTables = new Set(
    (
      db
        .prepare(
          `SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c
           WHERE m.type = 'table' AND c.name = 'tenant_id'`,
        )
        .all() as { name: string }[]
    ).map((row) => row.name),
  );
  db.close();
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe('tenant tables in hand-written SQL', () => {
  it('finds the tenant tables from the schema itself', () => {
    expect(tenantTables.has('blade_user')).toBe(true);
    expect(tenantTables.size).toBeGreaterThan(20);
  });

  it('lists only files that exist (a moved file must move here too)', () => {
    const missing = Object.keys(CROSS_TENANT_BY_DESIGN).filter((name) => !existsSync(join(repoRoot, name)));
    expect(missing).toEqual([]);
  });

  it('every statement on a tenant table names the tenant, or is cross-tenant by design', () => {
    const unscoped: string[] = [];
    for (const file of sourceFiles(join(repoRoot, 'src/server'))) {
      const name = relative(repoRoot, file);
      if (CROSS_TENANT_BY_DESIGN[name]) continue;
      for (const { sql, line } of statementsOf(readFileSync(file, 'utf8'))) {
        const touched = tablesOf(sql).filter((table) => tenantTables.has(table));
        if (touched.length === 0) continue;
        if (/\btenant_id\b/.test(sql) || sql.includes(TENANT_FILTER_MARK)) continue;
        unscoped.push(`${name}:${line} ${touched.join(', ')}: ${sql.replace(/\s+/g, ' ').slice(0, 120)}`);
      }
    }
    expect(unscoped).toEqual([]);
  });
});
