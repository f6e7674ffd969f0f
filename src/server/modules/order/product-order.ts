import { parseKeys } from '../../crud/crud-keys';
import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createListWhere } from './list-where';
import { createOrderInfo } from './order-info';
import { createScanWriteOff } from './scan-write-off';
import { badRequest } from '../../http/errors';
import { orderListFilter } from './order-filters';
import { orderStatistics } from './order-statistics';
import { createRefundHooks } from './order-refund';
import { createUpdateUserNames } from './user-names';

/**
 * Product orders (spec 002 §7 `CRUD /blade-order/productOrder standard; plus GET statistics`): the generic
 * routes of `productOrderResource` (list, detail, submit limited to the operator's fields, soft remove) with
 * the area and deal searches, and `GET statistics` over exactly the rows the list's query selects.
 */
export default resourceModule('productOrder', ({ services, def, store }) => {
  const names = createUpdateUserNames(services.ctx.db);
  const hooks = { listFilter: orderListFilter, decorate: names, actions: createRefundHooks(services.ctx) };
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
      // The view drawer's answers about one order, by `id` (getHexiao, getShouyi) or `orderId` (reserve, booking).
      const info = createOrderInfo(services.ctx);
      const byId = (path: string, param: 'id' | 'orderId', answer: (tenantId: string, id: string) => unknown) =>
        app.get(path, async (request) => {
          const identity = identityOf(request);
          services.grants.requireRead(identity, def);
          const [id] = parseKeys(def, (request.query as Record<string, unknown> | undefined)?.[param], param);
          return R.data(answer(identity.tenantId, id ?? ''));
        });
      // The counter's scan box: a typed or scanned order number / ticket code, written off in one step.
      const scan = createScanWriteOff(services.ctx);
      app.post(`${def.endpoint}/writeOffByCode`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireWrite(identity, def, 'order_product_writeoff');
        const body = (request.body ?? {}) as Record<string, unknown>;
        const raw = body.code ?? (request.query as Record<string, unknown> | undefined)?.code;
        const code = typeof raw === 'string' ? raw.trim() : '';
        if (!/^[0-9A-Za-z_-]{4,64}$/.test(code)) throw badRequest('请输入或扫描订单编号/票码');
        return R.data(scan(identity, code, identity.userName || identity.account));
      });
      byId(`${def.endpoint}/getHexiao`, 'id', info.writeOff);
      byId(`${def.endpoint}/getShouyi`, 'id', info.income);
      byId('/blade-merchant-product/api/reserve/getReserveInfo', 'orderId', info.reserve);
      byId('/blade-merchant-product/product/getBookDetail', 'orderId', info.book);
    },
  };
});
