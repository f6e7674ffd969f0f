import type { ProfitSplitStatistics } from '../../../shared/bladex/order';
import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createListWhere } from './list-where';

/**
 * Profit-split records (`orderWxFenzhang`): the read-only list, `jiesuo` (the definition's transition: a split
 * stuck in 分账中 back to 未分完), and `GET getStatistics`: the list's search summed in integer cents and
 * answered in yuan (count, total, remain, split = total − remain, and per status).
 */
export default resourceModule('orderWxFenzhang', ({ services, def, store }) => {
  const whereOf = createListWhere(services, def, store, {});
  return {
    routes(app) {
      app.get(`${def.endpoint}/getStatistics`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const where = whereOf(identity, (request.query ?? {}) as Record<string, unknown>);
        const rows = services.ctx.db
          .prepare<unknown[], { status: number; cnt: number; total: number | null; remain: number | null }>(
            `SELECT fengzhang_status AS status, COUNT(*) AS cnt, SUM(total) AS total, SUM(remain) AS remain
             FROM ${def.table} WHERE ${where.sql} GROUP BY fengzhang_status ORDER BY fengzhang_status`,
          )
          .all(...where.params);
        const total = rows.reduce((sum, row) => sum + (row.total ?? 0), 0);
        const remain = rows.reduce((sum, row) => sum + (row.remain ?? 0), 0);
        const answer: ProfitSplitStatistics = {
          count: rows.reduce((sum, row) => sum + row.cnt, 0),
          total: total / 100,
          remain: remain / 100,
          split: (total - remain) / 100,
          byStatus: rows.map((row) => ({ fengzhangStatus: row.status, count: row.cnt, total: (row.total ?? 0) / 100 })),
        };
        return R.data(answer);
      });
    },
  };
});
