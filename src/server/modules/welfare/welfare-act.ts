import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { requireOrderedWindow } from './time-window';

/** Welfare campaigns: a campaign ends after it starts, and one that still has rounds is not removed. */
export default resourceModule('welfareAct', ({ services }) => {
  const rounds = services.ctx.db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM shop_welfare_setting WHERE tenant_id = ? AND is_deleted = 0
     AND act_id IN (SELECT value FROM json_each(?))`,
  );
  return {
    hooks: {
      beforeWrite({ values, existing }) {
        requireOrderedWindow(values, existing, 'start_time', 'end_time', '活动结束时间不能早于开始时间');
      },
      beforeRemove(keys, identity) {
        const n = rounds.get(identity.tenantId, JSON.stringify(keys))?.n ?? 0;
        if (n > 0) throw badRequest(`该活动下还有${n}个场次设置，请先删除场次`);
      },
    },
  };
});
