import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

/**
 * Lucky-draw prizes: the remaining count cannot exceed the total, the activity must be the tenant's, and
 * `listDic` answers the prizes as `{id, name}` (of one activity with `actId`) for the record screen's filter.
 * The sum of an activity's probabilities is not capped here: the activity list shows it and warns above 10000,
 * so an operator may rebalance prizes one at a time.
 */
export default resourceModule('lotteryPrize', ({ services, def }) => {
  const db = services.ctx.db;
  const activity = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM act_vip WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const dictionary = db.prepare<[string, string, string], Row>(
    `SELECT id, name, act_id FROM act_prize WHERE tenant_id = ? AND is_deleted = 0 AND (? = '' OR act_id = ?)
     ORDER BY act_id, cnt10000, id`,
  );
  return {
    hooks: {
      // The probability as the operator reads it: ten-thousandths as a percentage with two places.
      decorate: (rows) => rows.map((row) => ({ ...row, probability: `${(Number(row.cnt10000) / 100).toFixed(2)}%` })),
      beforeWrite({ identity, values, existing }) {
        const total = Number(values.total_cnt ?? existing?.total_cnt ?? 0);
        const left = Number(values.now_cnt ?? existing?.now_cnt ?? 0);
        if (left > total) throw badRequest('剩余数量不能大于奖品总数');
        if (values.act_id !== undefined && !activity.get(identity.tenantId, String(values.act_id)))
          throw badRequest('所选活动不存在');
      },
    },
    routes(app) {
      app.get('/blade-order/actPrize/listDic', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const act = optionalId(request, 'actId') ?? '';
        return R.data(services.ctx.wire.rows(dictionary.all(identity.tenantId, act, act)));
      });
    },
  };
});
