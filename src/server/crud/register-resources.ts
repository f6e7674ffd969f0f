import type { FastifyInstance } from 'fastify';
import { allResources, type ResourceDef } from '../../shared/resources/index';
import type { ServerModules } from '../modules/index';
import { createCheckedStore, crudRoutes } from './crud-routes';
import type { CrudServices } from './crud-services';
import type { DataScopes } from './data-scope';

const NO_DATA_SCOPES: DataScopes = { filterFor: () => undefined };

/**
 * The whole resource surface in one loop: for every definition its store (refusing a table that lacks a declared
 * column), its module's hooks and extra routes found by its name, and the generic routes of its verbs and
 * actions; then the domains' own route modules. Adding a resource touches nothing here.
 *
 * `definitions` is the registry's (`allResources()`); tests serve a throwaway definition beside them. A module
 * whose resource is not served refuses to start, so no module is silently left out.
 */
export const registerResources = async (
  app: FastifyInstance,
  services: CrudServices,
  modules: ServerModules,
  definitions: readonly ResourceDef[] = allResources(),
): Promise<void> => {
  const served = new Set(definitions.map((def) => def.name));
  const orphan = [...modules.resources.keys()].find((name) => !served.has(name));
  if (orphan !== undefined) throw new Error(`a server module names ${orphan}, which is not served`);
  for (const def of definitions) {
    const store = createCheckedStore(services, def);
    const definition = modules.resources.get(def.name);
    const module = definition ? await definition.create({ services, def, store } as never) : {};
    await crudRoutes(app, {
      services: module.ignoreDataScopes ? { ...services, scopes: NO_DATA_SCOPES } : services,
      def,
      store,
      ...(module.hooks ? { hooks: module.hooks } : {}),
      ...(module.omit ? { omit: module.omit } : {}),
      ...(module.listAliases ? { listAliases: module.listAliases } : {}),
    });
    const routes = module.routes?.bind(module);
    if (routes) await app.register(async (scoped) => routes(scoped));
  }
  for (const route of modules.routes) await app.register(async (scoped) => route.register(scoped, services));
};
