import type { FastifyInstance } from 'fastify';
import { merchantCategoryResource, merchantInfoResource, productResource } from '../../../shared/resources/index';
import { crudRoutes } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import { areaFilter } from '../order/area-filter';

/**
 * Merchants, the category tree and products (spec 001 §7 `blade-merchant-product`), read through the generic
 * routes: `merchantInfo/list` and `detail`; `merchantCategory/list` (nested), `detail`, `tree`, `lazy-list`;
 * `product/page` (and `product/list`, the same page) and `detail`. The lists of merchants and products take
 * the area search (`areaCode`: 5329, a county or a town). Their writes (`save`, `update`, the flag calls)
 * belong to the merchant and product issues; the definitions are read-only until then.
 */
export const merchantRoutes = async (app: FastifyInstance, { services }: { services: CrudServices }): Promise<void> => {
  const hooks = { listFilter: (query: Readonly<Record<string, unknown>>) => areaFilter(query) };
  await app.register(crudRoutes, { services, def: merchantInfoResource, hooks });
  await app.register(crudRoutes, { services, def: merchantCategoryResource, hooks: { treeTitle: 'name' } });
  await app.register(crudRoutes, { services, def: productResource, hooks, listAliases: ['list'] });
};
