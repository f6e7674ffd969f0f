import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createListPage } from './list-page';
import type { SqlPart } from '../../crud/where';

/** Written off (pay status 2) and never the object of a complaint deduction (`order_deduct` type 2). */
const NO_COMPLAINT: SqlPart = {
  sql: `pay_status = 2 AND NOT EXISTS (SELECT 1 FROM order_deduct d WHERE d.tenant_id = order_product.tenant_id
    AND d.is_deleted = 0 AND d.deduct_type = 2 AND d.order_no = order_product.order_no)`,
  params: [],
};

/**
 * Write-off ticket orders (`/blade-order/order`): the scenic-ticket orders of `order_product` (the definition's `rows`), `page` and
 * `selectDetail`; `noComplaintOrderList` pages the tickets written off with no
 * complaint deduction (the ones whose settlement nothing holds back).
 */
export default resourceModule('ticketOrder', ({ services, def, store }) => {
  const page = createListPage(services, def, store);
  return {
    detailAliases: ['selectDetail'],
    routes(app) {
      app.get(`${def.endpoint}/noComplaintOrderList`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(page(identity, (request.query ?? {}) as Record<string, unknown>, NO_COMPLAINT));
      });
    },
  };
});
