import type { ResourceDef } from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import type { CrudHooks } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import { parseListQuery } from '../../crud/list-query';
import type { ResourceStore } from '../../crud/resource-store';
import { allOf, conditionSql, type SqlPart } from '../../crud/where';

/**
 * The WHERE a definition's generic list builds for a query, for a module's call over the same rows (the order
 * statistics): tenant and soft delete, the §1.6 filters of the definition, the module's own `listFilter` and the
 * caller's data scopes, in the order `crudRoutes` applies them. A bad filter is the same 400 the list answers.
 */
export const createListWhere =
  (
    services: CrudServices,
    def: ResourceDef,
    store: ResourceStore,
    hooks: Pick<CrudHooks, 'listFilter' | 'listParams'>,
  ) =>
  (identity: Identity, query: Readonly<Record<string, unknown>>): SqlPart => {
    const parsed = parseListQuery(def, query, hooks.listParams);
    const parts: SqlPart[] = [store.scope(identity), ...parsed.conditions.map((condition) => conditionSql(condition))];
    const extra = hooks.listFilter?.(query, identity);
    if (extra) parts.push(extra);
    const scoped = services.scopes.filterFor(identity, def, store.columns);
    if (scoped) parts.push(scoped);
    return allOf(parts);
  };
