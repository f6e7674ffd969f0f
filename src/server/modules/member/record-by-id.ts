import type { FastifyInstance } from 'fastify';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceStore } from '../../crud/resource-store';
import { queryOf } from '../../crud/route-guards';
import { allOf, type SqlPart } from '../../crud/where';
import type { Identity } from '../../auth/identity';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { WireObject } from '../../http/wire';

const ID = /^[0-9A-Za-z_-]{1,32}$/;

/** One live row of the caller (tenant, soft delete, data scopes) by its id, as the wire shows it; undefined if none. */
export const readRecordById = (
  services: CrudServices,
  store: ResourceStore,
  identity: Identity,
  id: string,
): WireObject | undefined => {
  const parts: SqlPart[] = [store.scope(identity), { sql: `${store.keyColumn} = ?`, params: [id] }];
  const scoped = services.scopes.filterFor(identity, store.def, store.columns);
  if (scoped) parts.push(scoped);
  const row = store.all(allOf(parts), [])[0];
  return row ? services.ctx.wire.row(row) : undefined;
};

/** The `id` query parameter of a by-id read: required, one snowflake-like key, else a 400 naming it. */
export const idOf = (query: Readonly<Record<string, unknown>>): string => {
  const raw = query.id;
  const id = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!ID.test(id)) throw badRequest('请提供正确的记录编号(id)');
  return id;
};

/**
 * `GET <endpoint>/<verb>?id=`: the contract's by-id reads beside `detail` (`getMemberById`, `getDataById`,
 * `getOrderCarViolationById`); the read grant of the definition, `null` for no such row, as `detail` answers.
 * `extend` adds what the by-id read carries beyond the row (a car's review history).
 */
export const registerRecordById = (
  app: FastifyInstance,
  services: CrudServices,
  store: ResourceStore,
  verb: string,
  extend?: (row: WireObject, identity: Identity) => object,
  decorate?: (rows: WireObject[]) => WireObject[],
): void => {
  app.get(`${store.def.endpoint}/${verb}`, async (request) => {
    const identity = identityOf(request);
    services.grants.requireRead(identity, store.def);
    const found = readRecordById(services, store, identity, idOf(queryOf(request)));
    if (!found) return R.data(null);
    const [row] = decorate ? decorate([found]) : [found];
    return R.data(extend ? extend(row, identity) : row);
  });
};
