import type { Identity } from '../../auth/identity';
import { resourceModule } from '../../crud/resource-module';
import type { ColumnValues } from '../../crud/resource-store';
import type { SqlPart } from '../../crud/where';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import type { WireObject } from '../../http/wire';
import { parseListQuery } from '../../crud/list-query';
import { allOf, conditionSql } from '../../crud/where';
import { queryOf } from '../../crud/route-guards';
import { rangeStatus } from './activity-clock';
import { parseFeeItems, type FeeItem } from './activity-fee-items';

const STATUS_PARAMS = ['activityStatus', 'signUpStatus'] as const;

/** A search of a clock-derived status as a condition on the stored times (`-1` before, `0` inside, `1` after). */
const statusCondition = (value: unknown, start: string, end: string, now: string): SqlPart | undefined => {
  const wanted = String(value ?? '').trim();
  if (wanted === '') return undefined;
  if (wanted === '-1') return { sql: `(${start} IS NULL OR ${start} = '' OR ${start} > ?)`, params: [now] };
  if (wanted === '0')
    return { sql: `${start} <= ? AND (${end} IS NULL OR ${end} = '' OR ${end} >= ?)`, params: [now, now] };
  if (wanted === '1') return { sql: `${end} <> '' AND ${end} < ?`, params: [now] };
  throw badRequest('状态只能是-1、0或1');
};

/**
 * Activities (spec 001 §3, §4): statuses and the sign-up count computed at every read from the clock and the
 * live sign-ups; the fee items of the release form written to `project_activity_items` with the activity; the
 * copy (`copyActivity`) and the review list (`list/audit`). See the area README for the rules.
 */
export default resourceModule('activity', ({ services, def, store }) => {
  const db = services.ctx.db;
  const now = () => formatDateTime(services.ctx.now());
  const signedUp = db.prepare<[string, string], { activity_id: string; n: number }>(
    `SELECT activity_id, COUNT(*) AS n FROM project_signup WHERE tenant_id = ? AND is_deleted = 0 AND sign_status IN (0, 1)
     AND activity_id IN (SELECT value FROM json_each(?)) GROUP BY activity_id`,
  );
  const itemsOf = db.prepare<
    [string, string],
    { id: string; activity_id: string; title: string; price: number; sort: number }
  >(
    `SELECT id, activity_id, title, price, sort FROM project_activity_items WHERE tenant_id = ? AND is_deleted = 0
     AND activity_id IN (SELECT value FROM json_each(?)) ORDER BY sort, create_time`,
  );
  const dropItems = db.prepare<[string, string, string, string]>(
    `UPDATE project_activity_items SET is_deleted = 1, update_time = ?, update_user = ? WHERE tenant_id = ? AND activity_id = ? AND is_deleted = 0`,
  );
  const addItem = db.prepare(
    `INSERT INTO project_activity_items (id, tenant_id, activity_id, title, price, sort, status, is_deleted, create_time, create_user, update_time, update_user)
     VALUES (@id, @tenant, @activity, @title, @price, @sort, 1, 0, @now, @user, @now, @user)`,
  );
  const writeItems = (identity: Identity, activity: string, items: readonly FeeItem[]) => {
    const time = now();
    dropItems.run(time, identity.userId, identity.tenantId, activity);
    for (const item of items)
      addItem.run({
        id: services.ctx.ids.next(),
        tenant: identity.tenantId,
        activity,
        ...item,
        now: time,
        user: identity.userId,
      });
  };

  const decorate = (rows: WireObject[], identity: Identity): WireObject[] => {
    if (rows.length === 0) return rows;
    const ids = JSON.stringify(rows.map((row) => String(row.id)));
    const counts = new Map(signedUp.all(identity.tenantId, ids).map((row) => [row.activity_id, row.n]));
    const items = new Map<string, { id: string; title: string; price: number; sort: number }[]>();
    for (const item of itemsOf.all(identity.tenantId, ids)) {
      const list = items.get(item.activity_id) ?? [];
      list.push({ id: item.id, title: item.title, price: item.price, sort: item.sort });
      items.set(item.activity_id, list);
    }
    const time = now();
    return rows.map((row) => ({
      ...row,
      activityStatus: rangeStatus(row.activityStartTime, row.activityEndTime, time),
      signUpStatus: rangeStatus(row.signUpStartTime, row.signUpEndTime, time),
      number: counts.get(String(row.id)) ?? 0,
      activityItems: items.get(String(row.id)) ?? [],
    }));
  };

  return {
    hooks: {
      // Statuses are computed from the clock at every read.
      readsClock: true,
      listParams: STATUS_PARAMS,
      listFilter(query) {
        const time = now();
        const parts = [
          statusCondition(query.activityStatus, 'activity_start_time', 'activity_end_time', time),
          statusCondition(query.signUpStatus, 'sign_up_start_time', 'sign_up_end_time', time),
        ].filter((part): part is SqlPart => part !== undefined);
        return parts.length ? allOf(parts) : undefined;
      },
      decorate,
      beforeWrite({ values, input, existing }) {
        const merged = { ...(existing ?? {}), ...values };
        const text = (column: string) => (typeof merged[column] === 'string' ? (merged[column] as string) : '');
        if (
          text('activity_start_time') &&
          text('activity_end_time') &&
          text('activity_start_time') > text('activity_end_time')
        )
          throw badRequest('活动开始时间不能晚于结束时间');
        if (
          text('sign_up_start_time') &&
          text('sign_up_end_time') &&
          text('sign_up_start_time') > text('sign_up_end_time')
        )
          throw badRequest('报名开始时间不能晚于结束时间');
        if (
          text('sign_up_end_time') &&
          text('activity_end_time') &&
          text('sign_up_end_time') > text('activity_end_time')
        )
          throw badRequest('报名结束时间不能晚于活动结束时间');
        // Free activities keep no fee mode or price; one price keeps no fee items (spec 001 §4).
        if (Number(merged.is_free) !== 1) {
          values.activity_model = null;
          values.price = null;
        } else if (Number(merged.activity_model) === 1) {
          values.price = null;
          if (input.activityItems !== undefined || !existing) parseFeeItems(input.activityItems);
        }
      },
      afterWrite({ identity, key, values, input, existing }) {
        const merged = { ...(existing ?? {}), ...values };
        const tiers = Number(merged.is_free) === 1 && Number(merged.activity_model) === 1;
        if (!tiers) writeItems(identity, key, []);
        else if (input.activityItems !== undefined) writeItems(identity, key, parseFeeItems(input.activityItems));
      },
      actions: {
        copyActivity: {
          run({ identity, rows }) {
            const source = rows[0];
            if (!source) throw badRequest('活动不存在');
            const copy: ColumnValues = { ...source };
            for (const column of [
              'id',
              'tenant_id',
              'create_time',
              'create_user',
              'create_dept',
              'update_time',
              'update_user',
              'is_deleted',
            ])
              delete copy[column];
            copy.title = `${String(source.title ?? '')}(副本)`.slice(0, 255);
            copy.audit_status = 0;
            const key = store.insert(identity, copy);
            const items = itemsOf.all(identity.tenantId, JSON.stringify([String(source.id)]));
            writeItems(
              identity,
              key,
              items.map(({ title, price, sort }) => ({ title, price, sort })),
            );
            return { id: key };
          },
        },
      },
    },
    routes(app) {
      // The activities waiting for review, searched like the list.
      app.get(`${def.endpoint}/list/audit`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const query = parseListQuery(def, queryOf(request), STATUS_PARAMS);
        const parts: SqlPart[] = [store.scope(identity), { sql: 'audit_status = 0', params: [] }];
        parts.push(...query.conditions.map((condition) => conditionSql(condition)));
        const scoped = services.scopes.filterFor(identity, def, store.columns);
        if (scoped) parts.push(scoped);
        const { rows, total } = store.page(allOf(parts), query.sort, query.current, query.size);
        return R.data(toPage(decorate(services.ctx.wire.rows(rows), identity), total, query.current, query.size));
      });
    },
  };
});
