import type { FastifyInstance } from 'fastify';

export interface CatalogEntry {
  method: string;
  url: string;
  anonymous: boolean;
  /** Reachable by the token of a social identity no user is bound to yet. */
  unboundSocial: boolean;
}

const catalogs = new WeakMap<FastifyInstance, CatalogEntry[]>();

/** Records every route as it is added, so tests can prove that each non-anonymous one is guarded. */
export const installRouteCatalog = (app: FastifyInstance): void => {
  const entries: CatalogEntry[] = [];
  catalogs.set(app, entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      entries.push({
        method,
        url: route.url,
        anonymous: route.config?.anonymous === true,
        unboundSocial: route.config?.unboundSocial === true,
      });
    }
  });
};

export const routeCatalog = (app: FastifyInstance): readonly CatalogEntry[] => catalogs.get(app) ?? [];
