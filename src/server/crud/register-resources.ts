import type { FastifyInstance } from 'fastify';
import { allResources } from '../../shared/resources/index';
import type { ServerModules } from '../modules/index';
import { createCheckedStore, crudRoutes } from './crud-routes';
import type { CrudServices } from './crud-services';

/**
 * The whole resource surface in one loop: for every registered definition its store (refusing a table that
 * lacks a declared column), its module's hooks and extra routes found by its name, and the generic routes of its
 * verbs and actions; then the domains' own route modules. Adding a resource touches nothing here.
 */
export const registerResources = async (
  app: FastifyInstance,
  services: CrudServices,
  modules: ServerModules,
): Promise<void> => {
  for (const def of allResources()) {
    const store = createCheckedStore(services, def);
    const definition = modules.resources.get(def.name);
    const module = definition ? await definition.create({ services, def, store } as never) : {};
    await crudRoutes(app, {
      services,
      def,
      store,
      ...(module.hooks ? { hooks: module.hooks } : {}),
      ...(module.omit ? { omit: module.omit } : {}),
      ...(module.listAliases ? { listAliases: module.listAliases } : {}),
    });
    await module.routes?.(app);
  }
  for (const route of modules.routes) await route.register(app, services);
};
