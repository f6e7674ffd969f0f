import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import type { WireObject } from '../../http/wire';
import { requireOrderedWindow } from './time-window';

/**
 * Lucky-draw activities: a member's plays per day cannot exceed the total plays, the activity ends after it
 * starts, one with prizes is not removed, and each row carries the sum of its prizes' probabilities
 * (`probabilityTotal`, ten-thousandths) so the list can warn above 10000.
 */
export default resourceModule('lotteryActivity', ({ services }) => {
  const db = services.ctx.db;
  const sums = db.prepare<[string, string], { act_id: string; total: number }>(
    `SELECT act_id, COALESCE(SUM(cnt10000), 0) AS total FROM act_prize WHERE tenant_id = ? AND is_deleted = 0
     AND act_id IN (SELECT value FROM json_each(?)) GROUP BY act_id`,
  );
  const prizes = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM act_prize WHERE tenant_id = ? AND is_deleted = 0
     AND act_id IN (SELECT value FROM json_each(?))`,
  );
  return {
    hooks: {
      beforeWrite({ values, existing }) {
        requireOrderedWindow(values, existing, 'start_time', 'end_time', '活动结束时间不能早于开始时间');
        const day = Number(values.day_cnt ?? existing?.day_cnt ?? 0);
        const total = Number(values.total_cnt ?? existing?.total_cnt ?? 0);
        if (day > total) throw badRequest('每日抽奖次数不能大于总抽奖次数');
      },
      beforeRemove(keys, identity) {
        const n = prizes.get(identity.tenantId, JSON.stringify(keys))?.n ?? 0;
        if (n > 0) throw badRequest(`该活动下还有${n}个奖品，请先删除奖品`);
      },
      decorate(rows: WireObject[], identity) {
        const ids = rows.map((row) => String(row.id));
        const totals = new Map(sums.all(identity.tenantId, JSON.stringify(ids)).map((row) => [row.act_id, row.total]));
        return rows.map((row) => ({ ...row, probabilityTotal: totals.get(String(row.id)) ?? 0 }));
      },
    },
  };
});
