import { importAll } from '../import-all';
import {
  isResourceModule,
  isRouteModule,
  type ResourceModuleDefinition,
  type RouteModuleDefinition,
} from '../crud/resource-module';
import { isResourceName } from '../../shared/resources/index';

export interface ServerModules {
  readonly resources: ReadonlyMap<string, ResourceModuleDefinition>;
  readonly routes: readonly RouteModuleDefinition[];
}

/**
 * Every module under modules/<domain>/: each export of a file that is a resource module (by its resource's name)
 * or a route module (`export const productOrderModule = resourceModule('productOrder', ...)`). Nothing lists them; a file in the folder is a module. Refuses a module of
 * an unknown resource or two modules of one resource.
 */
export const loadServerModules = async (): Promise<ServerModules> => {
  const found = await importAll(() => import.meta.glob('./*/*.ts', { eager: true }), new URL('.', import.meta.url), 2);
  const resources = new Map<string, ResourceModuleDefinition>();
  const routes: RouteModuleDefinition[] = [];
  for (const [path, namespace] of Object.entries(found)) {
    for (const module of Object.values(namespace)) {
      if (isRouteModule(module)) routes.push(module);
      if (!isResourceModule(module)) continue;
      if (!isResourceName(module.resource)) throw new Error(`${path}: no resource is named ${module.resource}`);
      if (resources.has(module.resource)) throw new Error(`${path}: a second module of ${module.resource}`);
      resources.set(module.resource, module);
    }
  }
  return { resources, routes: routes.sort((a, b) => a.name.localeCompare(b.name)) };
};
