import type { FastifyInstance } from 'fastify';
import { productOrderResource } from '../../../shared/resources/index';
import { crudRoutes, type CrudHooks } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceStore } from '../../crud/resource-store';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createListWhere } from './list-where';
import { orderListFilter } from './order-filters';
import { orderStatistics } from './order-statistics';
import { createUpdateUserNames } from './user-names';

/**
 * Product orders (spec 002 §7 `CRUD /blade-order/productOrder standard; plus GET statistics`): the generic
 * routes of `productOrderResource` (list, detail, submit limited to the operator's fields, soft remove) with
 * the area and deal searches, and `GET statistics` over exactly the rows the list's query selects.
 */
export const productOrderRoutes = async (
  app: FastifyInstance,
  { services }: { services: CrudServices },
): Promise<void> => {
  const def = productOrderResource;
  const names = createUpdateUserNames(services.ctx.db);
  const hooks: CrudHooks = { listFilter: orderListFilter, decorate: (rows, identity) => names(rows, identity) };
  let store: ResourceStore | undefined;
  await app.register(crudRoutes, { services, def, hooks, onStore: (created) => (store = created) });
  if (!store) throw new Error('productOrder: the CRUD routes gave no store');
  const whereOf = createListWhere(services, def, store, hooks);

  app.get(`${def.endpoint}/statistics`, async (request) => {
    const identity = identityOf(request);
    services.grants.requireRead(identity, def);
    const where = whereOf(identity, (request.query ?? {}) as Record<string, unknown>);
    return R.data(orderStatistics(services.ctx.db, where));
  });
};
