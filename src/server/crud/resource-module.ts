import type { FastifyInstance } from 'fastify';
import type { RecordOf, ResourceDef, ResourceName } from '../../shared/resources/index';
import type { CrudHooks, CrudVerb } from './crud-routes';
import type { CrudServices } from './crud-services';
import type { ResourceStore } from './resource-store';

/** What a resource's module adds to the engine's routes of its definition. */
export interface ResourceModule {
  readonly hooks?: CrudHooks;
  /** Generic verbs the module serves itself (or that must not exist). */
  readonly omit?: readonly CrudVerb[];
  /** Other verbs answering the same list (`tenant/page` beside `tenant/list`). */
  readonly listAliases?: readonly string[];
  /**
   * The caller's data scopes do not limit this resource's rows (virtual users: the scopes hung on their menu name
   * `blade_user` columns they do not have).
   */
  readonly ignoreDataScopes?: boolean;
  /**
   * Routes beyond the definition's, registered after them in a plugin of their own (so a parser or decorator the
   * module adds, such as multipart, stays with its routes).
   */
  routes?(app: FastifyInstance): void | Promise<void>;
}

export interface ResourceModuleContext<N extends ResourceName> {
  readonly services: CrudServices;
  readonly def: ResourceDef<RecordOf<N>>;
  /** The SQL of the definition (tenant scope, pages, writes), for the module's hooks and routes. */
  readonly store: ResourceStore;
}

/** A module found by its resource's name (modules/<domain>/<file>.ts, `export default resourceModule(...)`). */
export interface ResourceModuleDefinition<N extends ResourceName = ResourceName> {
  readonly kind: 'resource-module';
  readonly resource: N;
  create(context: ResourceModuleContext<N>): ResourceModule | Promise<ResourceModule>;
}

/** Routes of a domain that belong to no one definition (region trees, dictionaries by code, user info ...). */
export interface RouteModuleDefinition {
  readonly kind: 'route-module';
  readonly name: string;
  register(app: FastifyInstance, services: CrudServices): void | Promise<void>;
}

/**
 * The server side of one resource: hooks inside its writes and transactions, extra routes. Found by the resource's
 * name, so no central list names it.
 *
 * @example export default resourceModule('productOrder', ({ services, def, store }) => ({ hooks: { listFilter }, routes(app) {...} }));
 */
export const resourceModule = <N extends ResourceName>(
  resource: N,
  create: (context: ResourceModuleContext<N>) => ResourceModule | Promise<ResourceModule>,
): ResourceModuleDefinition<N> => ({ kind: 'resource-module', resource, create });

/** A domain's own routes, found like resource modules and registered in a plugin of their own. */
export const routeModule = (
  name: string,
  register: (app: FastifyInstance, services: CrudServices) => void | Promise<void>,
): RouteModuleDefinition => ({ kind: 'route-module', name, register });

export const isResourceModule = (value: unknown): value is ResourceModuleDefinition =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'resource-module';

export const isRouteModule = (value: unknown): value is RouteModuleDefinition =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'route-module';
