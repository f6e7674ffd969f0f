import type { FastifyInstance } from 'fastify';

export interface CatalogEntry {
  method: string;
  url: string;
  anonymous: boolean;
}

const catalogs = new WeakMap<FastifyInstance, CatalogEntry[]>();

/** Records every route as it is added, so tests can prove that each non-anonymous one is guarded. */
export const installRouteCatalog = (app: FastifyInstance): void => {
  const entries: CatalogEntry[] = [];
  catalogs.set(app, entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      entries.push({ method, url: route.url, anonymous: route.config?.anonymous === true });
    }
  });
};

export const routeCatalog = (app: FastifyInstance): readonly CatalogEntry[] => catalogs.get(app) ?? [];
