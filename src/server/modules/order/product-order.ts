import { resourceModule } from '../../crud/resource-module';
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
export default resourceModule('productOrder', ({ services, def, store }) => {
  const names = createUpdateUserNames(services.ctx.db);
  const hooks = { listFilter: orderListFilter, decorate: names };
  const whereOf = createListWhere(services, def, store, hooks);
  return {
    hooks,
    routes(app) {
      app.get(`${def.endpoint}/statistics`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const where = whereOf(identity, (request.query ?? {}) as Record<string, unknown>);
        return R.data(orderStatistics(services.ctx.db, where));
      });
    },
  };
});
