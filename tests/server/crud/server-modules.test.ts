import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { CrudServices } from '../../../src/server/crud/crud-services';
import { createTableSql } from '../../../src/server/crud/ddl';
import { registerResources } from '../../../src/server/crud/register-resources';
import { resourceModule, routeModule } from '../../../src/server/crud/resource-module';
import { openBladeDatabase } from '../../../src/server/db/open';
import { collectServerModules, loadServerModules } from '../../../src/server/modules/index';
import { allResources, type ResourceDef } from '../../../src/shared/resources/index';
import { ticketResource } from './throwaway-ticket';

// Server modules are found by the resource they name, never listed: these are the checks that keep a wrong or
// doubled module from starting silently.

const MODULES_DIR = join(__dirname, '../../../src/server/modules');

const postModule = resourceModule('post', () => ({}));
const health = routeModule('health', () => undefined);

describe('collectServerModules', () => {
  it('keys resource modules by resource and sorts route modules by name, ignoring helper files', () => {
    const found = collectServerModules({
      './org/post.ts': { default: postModule },
      './health/health.ts': { default: health },
      './board/format.ts': { formatMoney: () => '' },
      './org/own-entries.ts': {},
    });
    expect([...found.resources.keys()]).toEqual(['post']);
    expect(found.routes.map((route) => route.name)).toEqual(['health']);
  });

  it('refuses a module of a resource no definition is named, naming the file', () => {
    const stray = { ...postModule, resource: 'postt' } as unknown as typeof postModule;
    expect(() => collectServerModules({ './org/postt.ts': { default: stray } })).toThrow(
      './org/postt.ts: no resource is named postt',
    );
  });

  it('refuses two modules of one resource', () => {
    expect(() =>
      collectServerModules({
        './org/post.ts': { default: postModule },
        './system/post.ts': { default: resourceModule('post', () => ({})) },
      }),
    ).toThrow('./system/post.ts: a second module of post');
  });

  it('refuses two route modules of one name', () => {
    expect(() =>
      collectServerModules({ './health/health.ts': { default: health }, './oss/health.ts': { default: health } }),
    ).toThrow('./oss/health.ts: a second route module named health');
  });
});

describe('loadServerModules', () => {
  it('finds the modules of every domain folder', async () => {
    const { resources, routes } = await loadServerModules();
    const known = new Set(allResources().map((def) => def.name));
    for (const name of resources.keys()) expect(known.has(name), name).toBe(true);
    expect([...resources.keys()].sort()).toEqual(
      expect.arrayContaining(['dept', 'dict', 'dictBiz', 'menu', 'region', 'role', 'tenant', 'user', 'virtualUser']),
    );
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['board', 'dictionary', 'health', 'menu-navigation', 'oss-files', 'tenant-info']),
    );
  });

  it('has no module directly in modules/, where it would not be found', () => {
    const loose = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'index.ts')
      .filter((entry) => /export default/.test(readFileSync(join(MODULES_DIR, entry.name), 'utf8')));
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });
});

describe('registerResources', () => {
  // The checks below run before anything of the services is used.
  const services = {} as CrudServices;

  it('refuses a module whose resource is not among the definitions served', async () => {
    const app = Fastify();
    const served: ResourceDef[] = allResources().filter((def) => def.name !== 'post');
    await expect(
      registerResources(app, services, collectServerModules({ './org/post.ts': { default: postModule } }), served),
    ).rejects.toThrow('a server module names post, which is not served');
    await app.close();
  });

  it('refuses to start a definition whose hook action has no module', async () => {
    const hooked: ResourceDef = {
      ...ticketResource,
      actions: [
        {
          name: 'refund',
          label: 'res.common.flags.yes',
          permission: 'probe_ticket_refund',
          method: 'POST',
          path: 'refund',
          placement: 'row',
          input: { kind: 'id', param: 'id' },
          effect: { kind: 'hook' },
        },
      ],
    };
    const dataDir = await mkdtemp(join(tmpdir(), 'blade-modules-'));
    const { db } = await openBladeDatabase(dataDir);
    try {
      db.exec(createTableSql(hooked));
      await expect(buildApp({ db, dataDir, resources: [...allResources(), hooked] })).rejects.toThrow(
        'resource probeTicket: action refund is a hook but its module has none',
      );
    } finally {
      db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
