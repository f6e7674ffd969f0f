import type { ResourceDef } from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import type { CrudHooks } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import { parseListQuery } from '../../crud/list-query';
import type { ResourceStore } from '../../crud/resource-store';
import { allOf, type SqlPart } from '../../crud/where';
import { toPage } from '../../http/r';
import { createListWhere } from './list-where';

/**
 * A page of a definition's list as its generic `list` answers it, with one more condition: a module's route
 * that lists a fixed part of the rows (`mallmessagelog/list/sms`) answers exactly what the list would.
 */
export const createListPage = (
  services: CrudServices,
  def: ResourceDef,
  store: ResourceStore,
  hooks: Pick<CrudHooks, 'listFilter' | 'listParams' | 'decorate'> = {},
) => {
  const whereOf = createListWhere(services, def, store, hooks);
  return (identity: Identity, query: Readonly<Record<string, unknown>>, extra?: SqlPart) => {
    const parsed = parseListQuery(def, query, hooks.listParams);
    const base = whereOf(identity, query);
    const where = extra ? allOf([base, extra]) : base;
    const { rows, total } = store.page(where, parsed.sort, parsed.current, parsed.size);
    const wire = services.ctx.wire.rows(rows);
    return toPage(hooks.decorate ? hooks.decorate(wire, identity) : wire, total, parsed.current, parsed.size);
  };
};

/** Counts of the list's rows per value of one column (a screen's status tabs), for the list's own search. */
export const createCountsBy = (
  services: CrudServices,
  def: ResourceDef,
  store: ResourceStore,
  hooks: Pick<CrudHooks, 'listFilter' | 'listParams'> = {},
) => {
  const whereOf = createListWhere(services, def, store, hooks);
  return (identity: Identity, query: Readonly<Record<string, unknown>>, column: string) => {
    const where = whereOf(identity, query);
    return services.ctx.db
      .prepare<unknown[], { value: number | string | null; count: number }>(
        `SELECT ${column} AS value, COUNT(*) AS count FROM ${def.table} WHERE ${where.sql} GROUP BY ${column} ORDER BY ${column}`,
      )
      .all(...where.params);
  };
};
