import { importAll, type ModuleMap } from '../import-all';
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
 * The modules among a folder's files: the default export of each file that is a resource module (by its
 * resource's name) or a route module; other files are the modules' helpers. Refuses a module of a resource
 * `isKnown` does not know, two modules of one resource and two route modules of one name, naming the file.
 */
export const collectServerModules = (
  found: ModuleMap,
  isKnown: (name: string) => boolean = isResourceName,
): ServerModules => {
  const resources = new Map<string, ResourceModuleDefinition>();
  const routes = new Map<string, RouteModuleDefinition>();
  for (const [path, namespace] of Object.entries(found)) {
    const module = namespace.default;
    if (isRouteModule(module)) {
      if (routes.has(module.name)) throw new Error(`${path}: a second route module named ${module.name}`);
      routes.set(module.name, module);
    }
    if (!isResourceModule(module)) continue;
    if (!isKnown(module.resource)) throw new Error(`${path}: no resource is named ${module.resource}`);
    if (resources.has(module.resource)) throw new Error(`${path}: a second module of ${module.resource}`);
    resources.set(module.resource, module);
  }
  return { resources, routes: [...routes.values()].sort((a, b) => a.name.localeCompare(b.name)) };
};

/**
 * Every module under modules/<domain>/ (files directly in modules/ are not modules). Nothing lists them; a file
 * in a domain's folder is found.
 */
export const loadServerModules = async (): Promise<ServerModules> =>
  collectServerModules(
    await importAll(() => import.meta.glob('./*/*.ts', { eager: true }), new URL('.', import.meta.url), 2),
  );
