import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createCountsBy } from './list-page';

/** Pay statuses of spec 002 §3, in the order the tabs show them. */
const PAY_STATUSES = [0, 1, 2, 3, 4] as const;

/**
 * Mall orders (`/blade-desk/mall/order`): the goods orders of `order_product` (the definition's `rows`), `list` and `info?id=` (the detail);
 * `status/num` counts the list's search per pay status (`[{payStatus, num}]`, every status present) and in all
 * (`payStatus: -1`), the screen's tabs.
 */
export default resourceModule('mallOrder', ({ services, def, store }) => {
  const countsBy = createCountsBy(services, def, store);
  return {
    detailAliases: ['info'],
    routes(app) {
      app.get(`${def.endpoint}/status/num`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const counts = countsBy(identity, (request.query ?? {}) as Record<string, unknown>, 'pay_status');
        const byStatus = new Map(counts.map((row) => [Number(row.value), row.count]));
        const all = counts.reduce((sum, row) => sum + row.count, 0);
        return R.data([
          { payStatus: -1, num: all },
          ...PAY_STATUSES.map((payStatus) => ({ payStatus, num: byStatus.get(payStatus) ?? 0 })),
        ]);
      });
    },
  };
});
