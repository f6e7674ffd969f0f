import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createCountsBy } from './list-page';
import { createSettlementHook } from './settlement-run';

/**
 * The ledger records (`orderLedger`): the generic list, detail, submit and remove, the `report` and `audit`
 * transitions of the definition, the settlement run (`settle`, settlement-run.ts), and `GET listDiv`: the records of the list's search counted per review status
 * (`[{adminStatus, count}]`, every status present), for the screen's status tabs.
 */
export default resourceModule('orderLedger', ({ services, def, store }) => {
  const countsBy = createCountsBy(services, def, store);
  return {
    hooks: {
      // A new record waits for its photos: not submitted. Its status moves only by `report` and `audit`.
      beforeWrite({ mode, values }) {
        if (mode === 'create') values.admin_status = 0;
      },
      actions: { settle: createSettlementHook(services.ctx) },
    },
    routes(app) {
      app.get(`${def.endpoint}/listDiv`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const counts = countsBy(identity, (request.query ?? {}) as Record<string, unknown>, 'admin_status');
        const byStatus = new Map(counts.map((row) => [Number(row.value), row.count]));
        return R.data([0, 1, 2, 3, 4].map((adminStatus) => ({ adminStatus, count: byStatus.get(adminStatus) ?? 0 })));
      });
    },
  };
});
