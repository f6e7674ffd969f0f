import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  crudVerbPaths,
  isVerbPath,
  keyOf,
  toCamelCase,
  type QueryCondition,
  type ResourceDef,
} from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import { identityOf } from '../http/auth-guard';
import { badRequest } from '../http/errors';
import { memoizedJson } from '../http/memo-json';
import { registerActionRoutes, type ActionHook } from './action-routes';
import type { ImportHooks } from './import-hooks';
import { registerImportRoutes } from './import-routes';
import { keyPattern, parseKeys } from './crud-keys';
import { crudRouteSchemas } from './route-schemas';
import { registerSortRoute } from './sort-route';
import { R, toPage } from '../http/r';
import type { WireObject } from '../http/wire';
import type { CrudServices } from './crud-services';

export { parseKeys };
import { parseListQuery } from './list-query';
import { createResourceStore, type ResourceStore } from './resource-store';
import { findColumnDrift } from './schema-drift';
import { runSubmit, type WriteHooks } from './submit';
import { defaultTitle, nestRows, toTreeNodes } from './tree-nodes';
import { fromWire } from './wire-input';
import { createWireNames } from './wire-names';
import { allOf, conditionSql, type SqlPart } from './where';

/** The generic verbs; a module that serves one itself (or another module already does) omits it. */
export type CrudVerb =
  'list' | 'detail' | 'submit' | 'save' | 'update' | 'sort' | 'remove' | 'tree' | 'lazy' | 'actions' | 'import';

export interface CrudHooks extends WriteHooks {
  /** Extra list filters from the query (the user list's deptId with its sub-departments). */
  listFilter?(query: Readonly<Record<string, unknown>>, identity: Identity): SqlPart | undefined;
  /** The query parameters `listFilter` reads itself: they are not §1.6 filters of their property. */
  listParams?: readonly string[];
  /** Adds VO properties (names) to rows about to be answered. */
  decorate?(rows: WireObject[], identity: Identity): WireObject[];
  /**
   * `listFilter` or `decorate` read the clock (a status computed from today): the list's answers are then never
   * reused between writes (db/read-memo.ts), which would freeze the status until the next write.
   */
  readsClock?: true;
  /**
   * The page's total without a `COUNT(*)` over the table, when the module keeps it on write (a counter the write's
   * triggers maintain): asked with the request's §1.6 conditions, only when the module has no `listFilter` and no data
   * scope limits the caller's rows; the count of the caller's tenant's live rows meeting those conditions, or
   * undefined to count them (conditions the kept count cannot answer).
   */
  listTotal?(conditions: readonly QueryCondition[], identity: Identity): number | undefined;
  /** Refuses a remove (children, users ...) by throwing; runs before anything is written. */
  beforeRemove?(keys: readonly string[], identity: Identity): void;
  /** Runs in the remove's transaction (grant rows of removed roles ...). */
  afterRemove?(keys: readonly string[], identity: Identity): void;
  /** Rows a `tree` picker offers (menus: category 1 only). */
  treeFilter?: SqlPart;
  /** The property a TreeNode's title comes from; default the first text field. */
  treeTitle?: string;
  /** Parts of the definition's actions, by action name (see action-routes.ts). */
  actions?: Readonly<Record<string, ActionHook>>;
  /** The module's part of the Excel import, for definitions that declare `import` (import-hooks.ts). */
  import?: ImportHooks;
}

export interface CrudRouteOptions {
  services: CrudServices;
  def: ResourceDef;
  omit?: readonly CrudVerb[];
  hooks?: CrudHooks;
  /** Other verbs answering the same list (`tenant/page` beside `tenant/list`). */
  listAliases?: readonly string[];
  /** Other verbs answering the same detail (`getDeductById` beside `detail`), by the same key parameter. */
  detailAliases?: readonly string[];
  /** The definition's store, when the caller built it already (the engine's loop does, for its module). */
  store?: ResourceStore;
}

/**
 * The store of a definition, after checking its table has every column the definition declares (a definition
 * changed without a migration refuses to start).
 */
export const createCheckedStore = (services: CrudServices, def: ResourceDef): ResourceStore => {
  const drift = findColumnDrift(services.ctx.db, [def]);
  if (drift.length > 0) {
    throw new Error(`resource ${def.name}: table ${def.table} lacks ${drift[0].missingColumns.join(', ')}`);
  }
  return createResourceStore(services.ctx.db, def, services.ctx.ids, services.ctx.now);
};

const queryOf = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

/**
 * The REST routes of the BladeX convention for one definition (bladex-contract.md §1.5–1.7), registered once
 * per definition: `GET <list|page>`, `GET detail`, `POST submit`, `POST remove`, `GET tree` and the lazy list, and
 * the Excel import where the definition declares one (import-routes.ts).
 * Each verb's path is the definition's own (`verbs`, e.g. `page/virtual/users`). Refuses to start over a table
 * that lacks a declared column (a definition changed without a migration) or over a verb that is not a path.
 */
export const crudRoutes = async (app: FastifyInstance, options: CrudRouteOptions): Promise<void> => {
  const { services, def, hooks = {} } = options;
  const omit = new Set(options.omit ?? []);
  const badVerb = Object.values(crudVerbPaths(def)).find((verb) => !isVerbPath(verb));
  if (badVerb !== undefined)
    throw new Error(`resource ${def.name}: verb path ${JSON.stringify(badVerb)} is not a path`);
  const store = options.store ?? createCheckedStore(services, def);
  const schemas = crudRouteSchemas(def);
  const { grants, scopes, ctx } = services;
  const base = def.endpoint;
  const keyProperty = keyOf(def);
  const parentProperty = def.tree?.parentField ?? 'parentId';
  const parentColumn = store.byProperty.get(parentProperty)?.column ?? 'parent_id';
  const rootKey = def.idKind === 'code' ? '00' : '0';
  const wireNames = createWireNames(ctx.db, def, store, ctx.memo);
  const decorate = (rows: WireObject[], identity: Identity) =>
    wireNames(hooks.decorate ? hooks.decorate(rows, identity) : rows, identity);

  /** The caller's rows: tenant, soft delete and data scopes, with more conditions. */
  const scopedWhere = (identity: Identity, conditions: SqlPart[]): SqlPart => {
    const parts = [store.scope(identity), ...conditions];
    const scoped = scopes.filterFor(identity, def, store.columns);
    if (scoped) parts.push(scoped);
    return allOf(parts);
  };
  /** Tenant, soft delete, the request's filters, the module's filters and the caller's data scopes. */
  const listWhere = (request: FastifyRequest, identity: Identity, conditions: SqlPart[]): SqlPart => {
    const extra = hooks.listFilter?.(queryOf(request), identity);
    return scopedWhere(identity, extra ? [...conditions, extra] : conditions);
  };

  if (!omit.has('list')) {
    /** The list's answer: the request's filters and sort, the caller's scopes and the hooks' names. */
    const listAnswer = (request: FastifyRequest, identity: Identity) => {
      const query = parseListQuery(def, queryOf(request), hooks.listParams);
      const where = listWhere(
        request,
        identity,
        query.conditions.map((condition) => conditionSql(condition)),
      );
      if (def.shape === 'tree') {
        const rows = decorate(ctx.wire.rows(store.all(where, query.sort)), identity);
        return R.data(nestRows(rows, keyProperty, parentProperty));
      }
      // The rows of a page are shared by every caller whose `where` is the same (the caller's tenant, roles and
      // scopes are in it), so they are frozen.
      const key = `page:${def.name}:${JSON.stringify([where, query.sort, query.current, query.size, identity])}`;
      const readPage = () => {
        const kept =
          hooks.listTotal && !hooks.listFilter && !scopes.filterFor(identity, def, store.columns)
            ? hooks.listTotal(query.conditions, identity)
            : undefined;
        const found = store.page(where, query.sort, query.current, query.size, kept);
        const decorated = decorate(ctx.wire.rows(found.rows), identity);
        return { rows: decorated.map((row) => Object.freeze(row)), total: found.total };
      };
      const { rows, total } = hooks.readsClock ? readPage() : ctx.memo.get(key, readPage);
      return R.data({
        ...toPage(rows, total, query.current, query.size),
        orders: query.sort.map((entry) => ({ column: entry.column, asc: entry.order === 'asc' })),
      });
    };
    const listHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const identity = identityOf(request);
      grants.requireRead(identity, def);
      // The same call with the same token before anything was written gets the same answer (db/read-memo.ts): the
      // answer depends on the address (query string), the caller (one token is one identity) and the database only
      // (list hooks read the query, the caller and the database). A bad query throws before anything is kept.
      if (hooks.readsClock) return listAnswer(request, identity);
      const key = `list:${def.name}:${identity.jti}:${request.url}`;
      return memoizedJson(ctx.memo, request, reply, key, () => listAnswer(request, identity));
    };
    for (const verb of [def.verbs.list, ...(options.listAliases ?? [])])
      app.get(`${base}/${verb}`, { schema: schemas.list }, listHandler);
  }

  if (!omit.has('detail')) {
    const detailHandler = async (request: FastifyRequest) => {
      const identity = identityOf(request);
      grants.requireRead(identity, def);
      const [key] = parseKeys(def, queryOf(request)[keyProperty], keyProperty);
      const where = listWhere(request, identity, [{ sql: `${store.keyColumn} = ?`, params: [key] }]);
      const row = store.all(where, [])[0];
      return R.data(row ? decorate([ctx.wire.row(row)], identity)[0] : null);
    };
    for (const verb of [def.verbs.detail, ...(options.detailAliases ?? [])])
      app.get(`${base}/${verb}`, { schema: schemas.detail }, detailHandler);
  }

  const writeRoute = (verb: 'submit' | 'save' | 'update', path: string | null | undefined) => {
    if (omit.has(verb) || !path) return;
    const mode = verb === 'save' ? 'create' : verb === 'update' ? 'update' : undefined;
    app.post(`${base}/${path}`, { schema: schemas.write(verb) }, async (request) => {
      await runSubmit(services, store, identityOf(request), fromWire(def, request.body), hooks, mode);
      return R.status(true);
    });
  };
  writeRoute('submit', def.verbs.submit);
  writeRoute('save', def.verbs.save);
  writeRoute('update', def.verbs.update);
  if (!omit.has('sort') && def.verbs.sort) registerSortRoute(app, { services, store, path: def.verbs.sort });
  if (!omit.has('actions'))
    registerActionRoutes(app, {
      services,
      store,
      hooks: hooks.actions ?? {},
      scopedWhere: (identity, extra) => scopedWhere(identity, [extra]),
    });

  if (!omit.has('import') && def.import)
    await registerImportRoutes(app, {
      services,
      store,
      writeHooks: hooks,
      ...(hooks.import ? { hooks: hooks.import } : {}),
    });

  if (!omit.has('remove') && def.verbs.remove) {
    app.post(`${base}/${def.verbs.remove}`, { schema: schemas.remove }, async (request) => {
      const identity = identityOf(request);
      grants.requireWrite(identity, def, `${def.permission}_delete`);
      const param = def.verbs.removeParam;
      // As BladeX's deleteLogic(ids): the rows of those ids that exist (for the caller) go; none at all is a failure.
      const keys = store.existing(identity, parseKeys(def, queryOf(request)[param], param));
      if (keys.length === 0) throw badRequest('所选数据不存在或已被删除');
      hooks.beforeRemove?.(keys, identity);
      ctx.db
        .transaction(() => {
          store.remove(identity, keys);
          hooks.afterRemove?.(keys, identity);
        })
        .immediate();
      return R.status(true);
    });
  }

  if (!omit.has('tree') && def.tree) {
    const title = hooks.treeTitle ?? defaultTitle(def);
    app.get(`${base}/${def.tree.treeVerb}`, { schema: schemas.other('tree') }, async (request) => {
      const identity = identityOf(request);
      const parts = [store.scope(identity)];
      if (hooks.treeFilter) parts.push(hooks.treeFilter);
      const rows = ctx.wire.rows(store.all(allOf(parts), parseListQuery(def, {}).sort));
      return R.data(toTreeNodes(rows, keyProperty, parentProperty, title));
    });
  }

  if (!omit.has('lazy') && def.tree?.lazyVerb) {
    app.get(`${base}/${def.tree.lazyVerb}`, { schema: schemas.other('lazy-list') }, async (request) => {
      const identity = identityOf(request);
      grants.requireRead(identity, def);
      const raw = queryOf(request);
      const parent =
        typeof raw[parentProperty] === 'string' && raw[parentProperty] !== '' ? String(raw[parentProperty]) : rootKey;
      if (!keyPattern(def).test(parent)) throw badRequest(`参数错误: ${parentProperty} 格式不正确`);
      const query = parseListQuery(def, raw, [parentProperty, ...(hooks.listParams ?? [])]);
      const conditions = [
        { sql: `${parentColumn} = ?`, params: [parent] },
        ...query.conditions.map((c) => conditionSql(c)),
      ];
      const rows = ctx.wire.rows(store.all(listWhere(request, identity, conditions), query.sort));
      const childScope = store.scope(identity);
      const hasChildren = ctx.db.prepare<unknown[], { k: string }>(
        `SELECT DISTINCT ${parentColumn} AS k FROM ${store.table} WHERE ${childScope.sql} AND ${parentColumn} IN (SELECT value FROM json_each(?))`,
      );
      const withChildren = new Set(
        hasChildren
          .all(...childScope.params, JSON.stringify(rows.map((row) => String(row[keyProperty]))))
          .map((row) => row.k),
      );
      const result = rows.map((row) => ({ ...row, hasChildren: withChildren.has(String(row[keyProperty])) }));
      return R.data(decorate(result, identity));
    });
  }
};

/** camelCase of a column, for modules that read rows by property. */
export const propertyOf = (column: string): string => toCamelCase(column);
