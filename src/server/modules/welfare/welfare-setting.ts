import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';
import { requireOrderedWindow } from './time-window';

/**
 * Rounds and limits: a round's window ends after it starts and lies inside its campaign, and a campaign's round
 * and category are one row. `actList` answers the campaigns as a dictionary (`{id, name}`) for the pickers.
 */
export default resourceModule('welfareSetting', ({ services, def }) => {
  const db = services.ctx.db;
  const campaign = db.prepare<[string, string], { start_time: string | null; end_time: string | null }>(
    'SELECT start_time, end_time FROM shop_welfare_act WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const twin = db.prepare<[string, string, string, string, string], { id: string }>(
    `SELECT id FROM shop_welfare_setting WHERE tenant_id = ? AND act_id = ? AND lunci = ? AND fenlei = ?
     AND is_deleted = 0 AND id <> ? LIMIT 1`,
  );
  const campaigns = db.prepare<[string], Row>(
    'SELECT id, name, start_time, end_time FROM shop_welfare_act WHERE tenant_id = ? AND is_deleted = 0 ORDER BY start_time DESC, id',
  );
  const pick = (values: Record<string, unknown>, existing: Record<string, unknown> | undefined, column: string) =>
    String(values[column] !== undefined ? values[column] : (existing?.[column] ?? ''));
  return {
    hooks: {
      beforeWrite({ identity, values, existing }) {
        requireOrderedWindow(values, existing, 'from_time', 'to_time', '结束时间不能早于开始时间');
        const act = campaign.get(identity.tenantId, pick(values, existing, 'act_id'));
        if (!act) throw badRequest('所选活动不存在');
        const from = pick(values, existing, 'from_time');
        const to = pick(values, existing, 'to_time');
        if ((act.start_time && from < act.start_time) || (act.end_time && to > act.end_time))
          throw badRequest(`场次时间须在活动时间${act.start_time ?? ''}至${act.end_time ?? ''}之内`);
      },
      afterWrite({ identity, values, existing, key }) {
        const [act, round, category] = ['act_id', 'lunci', 'fenlei'].map((column) => pick(values, existing, column));
        if (twin.get(identity.tenantId, act, round, category, key))
          throw badRequest(`该活动已有场次“${round}”分类“${category}”的设置`);
      },
    },
    routes(app) {
      app.get('/blade-order/shopWelfareSetting/actList', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(services.ctx.wire.rows(campaigns.all(identity.tenantId)));
      });
    },
  };
});
