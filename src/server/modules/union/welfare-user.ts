import type { FastifyRequest } from 'fastify';
import type { Identity } from '../../auth/identity';
import { resourceModule } from '../../crud/resource-module';
import { parseListQuery } from '../../crud/list-query';
import { queryOf } from '../../crud/route-guards';
import { allOf, conditionSql, type SqlPart } from '../../crud/where';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import type { WireObject } from '../../http/wire';
import type { WelfareUserStatistics } from '../../../shared/bladex/union';

/**
 * The use status of a held welfare (spec 001 §3): 3 expired once the welfare's last valid day has passed with a
 * balance left; otherwise 2 used up (nothing left), 1 in use (part used), 0 unused. Always from the amounts and
 * the clock, so a status never goes stale.
 */
export const useStatusSql = (today: string): SqlPart => ({
  sql: `(CASE WHEN u.not_use <= 0 THEN 2 WHEN w.valid_date_to IS NOT NULL AND w.valid_date_to <> '' AND w.valid_date_to < ? THEN 3
    WHEN u.used > 0 THEN 1 ELSE 0 END)`,
  params: [today],
});

const STATUS_PARAMS = ['useStatus'] as const;

/**
 * Welfare users: `useStatus` and `validDateTo` decorated from the welfare; a `useStatus` search; and the three
 * reading calls of the contract: `getListStatistics` (counts by status and the sums of the search), `getListWelfare`
 * (a page of the welfares, searched like the list, e.g. one member's `userId`) and `getListUser` (a page of the
 * members holding one welfare, `welfareId`), each with the member's name and ID and the welfare's name.
 */
export default resourceModule('unionWelfareUser', ({ services, def, store }) => {
  const db = services.ctx.db;
  const today = () => formatDateTime(services.ctx.now()).slice(0, 10);
  const statusOf = db.prepare<
    [string, string, string],
    { id: string; use_status: number; valid_date_to: string | null }
  >(
    `SELECT u.id, ${useStatusSql('').sql} AS use_status, w.valid_date_to
     FROM trade_union_welfare_user u LEFT JOIN trade_union_welfare w ON w.id = u.welfare_id AND w.tenant_id = u.tenant_id
     WHERE u.tenant_id = ? AND u.id IN (SELECT value FROM json_each(?))`,
  );
  const names = db.prepare<
    [string, string],
    { id: string; real_name: string; id_card: string; welfare_name: string | null }
  >(
    `SELECT u.id, m.real_name, m.id_card, w.name AS welfare_name FROM trade_union_welfare_user u
     LEFT JOIN trade_union_member m ON m.id = u.user_id AND m.tenant_id = u.tenant_id
     LEFT JOIN trade_union_welfare w ON w.id = u.welfare_id AND w.tenant_id = u.tenant_id
     WHERE u.tenant_id = ? AND u.id IN (SELECT value FROM json_each(?))`,
  );

  const decorate = (rows: WireObject[], identity: Identity): WireObject[] => {
    if (rows.length === 0) return rows;
    const list = JSON.stringify(rows.map((row) => String(row.id)));
    const status = new Map(statusOf.all(today(), identity.tenantId, list).map((row) => [row.id, row]));
    const named = new Map(names.all(identity.tenantId, list).map((row) => [row.id, row]));
    return rows.map((row) => {
      const found = status.get(String(row.id));
      const who = named.get(String(row.id));
      return {
        ...row,
        useStatus: found?.use_status ?? 0,
        validDateTo: found?.valid_date_to ?? '',
        realName: who?.real_name ?? '',
        idCard: who?.id_card ?? '',
        welfareName: who?.welfare_name ?? '',
      };
    });
  };

  /** `useStatus` as a condition on the row (the welfare's end day read by a subquery). */
  const statusFilter = (query: Readonly<Record<string, unknown>>): SqlPart | undefined => {
    const wanted = String(query.useStatus ?? '').trim();
    if (wanted === '') return undefined;
    if (!/^[0-3]$/.test(wanted)) throw badRequest('使用状态只能是0、1、2或3');
    const expr = useStatusSql(today());
    return {
      sql: `(SELECT ${expr.sql} FROM trade_union_welfare_user u LEFT JOIN trade_union_welfare w
        ON w.id = u.welfare_id AND w.tenant_id = u.tenant_id WHERE u.id = trade_union_welfare_user.id) = ?`,
      params: [...expr.params, Number(wanted)],
    };
  };

  const searched = (identity: Identity, query: Readonly<Record<string, unknown>>, extra: SqlPart[] = []) => {
    const parsed = parseListQuery(def, query, STATUS_PARAMS);
    const parts = [store.scope(identity), ...parsed.conditions.map((condition) => conditionSql(condition)), ...extra];
    const status = statusFilter(query);
    if (status) parts.push(status);
    const scoped = services.scopes.filterFor(identity, def, store.columns);
    if (scoped) parts.push(scoped);
    return { where: allOf(parts), parsed };
  };

  const pageRoute = (required?: { param: string; message: string }) => async (req: FastifyRequest) => {
    const identity = identityOf(req);
    services.grants.requireRead(identity, def);
    const query = queryOf(req);
    if (required && !String(query[required.param] ?? '').trim()) throw badRequest(required.message);
    const { where, parsed } = searched(identity, query);
    const { rows, total } = store.page(where, parsed.sort, parsed.current, parsed.size);
    return R.data(toPage(decorate(services.ctx.wire.rows(rows), identity), total, parsed.current, parsed.size));
  };

  return {
    hooks: { listParams: STATUS_PARAMS, listFilter: statusFilter, decorate, readsClock: true },
    routes(app) {
      app.get(`${def.endpoint}/getListStatistics`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const { where } = searched(identity, { ...queryOf(request), current: undefined, size: undefined });
        const expr = useStatusSql(today());
        const row = db
          .prepare<(string | number)[], Record<string, number>>(
            `SELECT COUNT(*) AS total,
              SUM(CASE WHEN s = 0 THEN 1 ELSE 0 END) AS unused, SUM(CASE WHEN s = 1 THEN 1 ELSE 0 END) AS in_use,
              SUM(CASE WHEN s = 2 THEN 1 ELSE 0 END) AS used_up, SUM(CASE WHEN s = 3 THEN 1 ELSE 0 END) AS expired,
              COALESCE(SUM(amount), 0) AS amount, COALESCE(SUM(used), 0) AS used, COALESCE(SUM(not_use), 0) AS not_use
             FROM (SELECT trade_union_welfare_user.amount, trade_union_welfare_user.used, trade_union_welfare_user.not_use,
               (SELECT ${expr.sql} FROM trade_union_welfare_user u LEFT JOIN trade_union_welfare w
                 ON w.id = u.welfare_id AND w.tenant_id = u.tenant_id WHERE u.id = trade_union_welfare_user.id) AS s
               FROM trade_union_welfare_user WHERE ${where.sql})`,
          )
          .get(...expr.params, ...where.params);
        const statistics: WelfareUserStatistics = {
          total: row?.total ?? 0,
          unused: row?.unused ?? 0,
          inUse: row?.in_use ?? 0,
          usedUp: row?.used_up ?? 0,
          expired: row?.expired ?? 0,
          amount: Math.round((row?.amount ?? 0) * 100) / 100,
          used: Math.round((row?.used ?? 0) * 100) / 100,
          notUse: Math.round((row?.not_use ?? 0) * 100) / 100,
        };
        return R.data(statistics);
      });
      app.get(`${def.endpoint}/getListWelfare`, pageRoute());
      app.get(`${def.endpoint}/getListUser`, pageRoute({ param: 'welfareId', message: '请选择福利' }));
    },
  };
});
