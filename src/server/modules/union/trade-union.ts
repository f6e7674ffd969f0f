import type { Identity } from '../../auth/identity';
import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { UnionStatics } from '../../../shared/bladex/union';

interface Figures {
  trade_union_id: string;
  welfare_count: number;
  welfare_amount: number;
  welfare_used: number;
  welfare_not_used: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Trade unions: the member count and the welfare figures of each union computed from the member and
 * welfare-user rows at every read; the county's name kept beside its code; `tradeUnion/list` answers the same
 * list as `tradeUnionUserinfo/tradeUnionList`; `tradeUnion/getStatics` (optional id) the figures of one union or
 * of all the caller's unions. A union with members is not removed.
 */
export default resourceModule('tradeUnion', ({ services, def, store }) => {
  const db = services.ctx.db;
  const members = db.prepare<[string, string], { trade_union_id: string; n: number }>(
    `SELECT trade_union_id, COUNT(*) AS n FROM trade_union_member WHERE tenant_id = ? AND is_deleted = 0
     AND trade_union_id IN (SELECT value FROM json_each(?)) GROUP BY trade_union_id`,
  );
  const figures = db.prepare<[string, string], Figures>(
    `SELECT trade_union_id, COUNT(*) AS welfare_count, COALESCE(SUM(amount), 0) AS welfare_amount,
     COALESCE(SUM(used), 0) AS welfare_used, COALESCE(SUM(not_use), 0) AS welfare_not_used
     FROM trade_union_welfare_user WHERE tenant_id = ? AND is_deleted = 0
     AND trade_union_id IN (SELECT value FROM json_each(?)) GROUP BY trade_union_id`,
  );
  const allUnions = db.prepare<[string], { id: string }>(
    'SELECT id FROM trade_union WHERE tenant_id = ? AND is_deleted = 0',
  );
  const regionName = db.prepare<[string], { name: string }>('SELECT name FROM blade_region WHERE code = ?');

  const staticsOf = (identity: Identity, ids: readonly string[]): UnionStatics => {
    const list = JSON.stringify(ids);
    const rows = figures.all(identity.tenantId, list);
    const sum = (pick: (row: Figures) => number) => round2(rows.reduce((total, row) => total + pick(row), 0));
    return {
      unionCount: ids.length,
      vip: members.all(identity.tenantId, list).reduce((total, row) => total + row.n, 0),
      welfareCount: rows.reduce((total, row) => total + row.welfare_count, 0),
      welfareAmount: sum((row) => row.welfare_amount),
      welfareUsed: sum((row) => row.welfare_used),
      welfareNotUsed: sum((row) => row.welfare_not_used),
    };
  };

  return {
    listAliases: ['tradeUnion/list'],
    hooks: {
      decorate(rows, identity) {
        if (rows.length === 0) return rows;
        const list = JSON.stringify(rows.map((row) => String(row.id)));
        const counts = new Map(members.all(identity.tenantId, list).map((row) => [row.trade_union_id, row.n]));
        const sums = new Map(figures.all(identity.tenantId, list).map((row) => [row.trade_union_id, row]));
        return rows.map((row) => {
          const found = sums.get(String(row.id));
          return {
            ...row,
            vip: counts.get(String(row.id)) ?? 0,
            welfareCount: found?.welfare_count ?? 0,
            welfareAmount: round2(found?.welfare_amount ?? 0),
            welfareUsed: round2(found?.welfare_used ?? 0),
            welfareNotUsed: round2(found?.welfare_not_used ?? 0),
          };
        });
      },
      beforeWrite({ values }) {
        if (typeof values.district === 'string' && values.district)
          values.district_show = regionName.get(values.district)?.name ?? '';
      },
      beforeRemove(keys, identity) {
        const n = members.all(identity.tenantId, JSON.stringify(keys)).reduce((total, row) => total + row.n, 0);
        if (n > 0) throw badRequest(`工会下还有${n}名会员，不能删除`);
      },
    },
    routes(app) {
      app.get('/blade-tradeUnion/tradeUnion/getStatics', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = optionalId(request, 'id');
        if (id && !store.get(identity, id)) throw badRequest('工会不存在');
        const ids = id ? [id] : allUnions.all(identity.tenantId).map((row) => row.id);
        return R.data(staticsOf(identity, ids));
      });
    },
  };
});
