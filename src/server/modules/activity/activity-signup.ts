import { resourceModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { cancelRefusal, rangeStatus, signInRefusal, type ActivityTimes } from './activity-clock';

interface ActivityRow {
  id: string;
  title: string;
  activity_start_time: string | null;
  activity_end_time: string | null;
  sign_up_start_time: string | null;
  sign_up_end_time: string | null;
  number_limit: number | null;
  sign_in_time_limit: number | null;
  apply_cancel_time_limit: number | null;
  is_free: number | null;
  activity_model: number | null;
  price: number | null;
  id_card_required: number | null;
}

const timesOf = (activity: ActivityRow): ActivityTimes => ({
  start: activity.activity_start_time ?? '',
  end: activity.activity_end_time ?? '',
  signInHours: activity.sign_in_time_limit ?? 0,
  cancelHours: activity.apply_cancel_time_limit ?? 0,
});

/**
 * Sign-ups (spec 001 §4 "Sign-up records can be signed in or cancelled"): a new sign-up only while the activity's
 * sign-up is open and a place is left, counted inside the write's transaction so two requests cannot take the
 * last place; its fee from the activity (one price, or the fee item chosen); sign-in only inside the sign-in
 * window, cancel only before the cancel deadline. Every refusal names the reason and writes nothing.
 */
export default resourceModule('activitySignup', ({ services }) => {
  const db = services.ctx.db;
  const now = () => formatDateTime(services.ctx.now());
  const activityOf = db.prepare<[string, string], ActivityRow>(
    `SELECT id, title, activity_start_time, activity_end_time, sign_up_start_time, sign_up_end_time, number_limit,
     sign_in_time_limit, apply_cancel_time_limit, is_free, activity_model, price, id_card_required
     FROM project_baseinfo WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const taken = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM project_signup WHERE tenant_id = ? AND activity_id = ? AND is_deleted = 0 AND sign_status IN (0, 1)`,
  );
  const itemOf = db.prepare<[string, string, string], { price: number }>(
    `SELECT price FROM project_activity_items WHERE tenant_id = ? AND id = ? AND activity_id = ? AND is_deleted = 0`,
  );
  const activityFor = (tenant: string, row: { activity_id?: unknown }): ActivityRow => {
    const activity = activityOf.get(tenant, String(row.activity_id ?? ''));
    if (!activity) throw badRequest('报名的活动不存在');
    return activity;
  };
  const stateGuard = (rows: readonly Record<string, unknown>[], verb: string) => {
    for (const row of rows) {
      const state = Number(row.sign_status);
      if (state === 1) throw badRequest(`「${String(row.user_name)}」已签到，不能${verb}`);
      if (state === 2) throw badRequest(`「${String(row.user_name)}」已取消报名，不能${verb}`);
    }
  };

  return {
    hooks: {
      beforeWrite({ mode, identity, values }) {
        if (mode !== 'create') return;
        const activity = activityFor(identity.tenantId, values);
        const time = now();
        const open = rangeStatus(activity.sign_up_start_time, activity.sign_up_end_time, time);
        if (open === -1) throw badRequest(`「${activity.title}」尚未开始报名`);
        if (open === 1) throw badRequest(`「${activity.title}」报名已截止`);
        if (Number(activity.id_card_required) === 1 && !values.id_card) throw badRequest('该活动报名需要身份证号');
        const limit = activity.number_limit ?? 0;
        if ((taken.get(identity.tenantId, activity.id)?.n ?? 0) >= limit)
          throw badRequest(`「${activity.title}」报名人数已满（${limit}人）`);
        values.sign_status = 0;
        values.sign_in_time = null;
        values.cancel_time = null;
        if (Number(activity.is_free) !== 1) {
          values.amount = 0;
          values.item_id = null;
        } else if (Number(activity.activity_model) === 1) {
          const item = itemOf.get(identity.tenantId, String(values.item_id ?? ''), activity.id);
          if (!item) throw badRequest('请选择收费项目');
          values.amount = item.price;
        } else {
          values.amount = activity.price ?? 0;
          values.item_id = null;
        }
      },
      // Counted again inside the write's transaction: of two requests for the last place, one is refused.
      afterWrite({ mode, identity, values }) {
        if (mode !== 'create') return;
        const activity = activityFor(identity.tenantId, values);
        const limit = activity.number_limit ?? 0;
        if ((taken.get(identity.tenantId, activity.id)?.n ?? 0) > limit)
          throw badRequest(`「${activity.title}」报名人数已满（${limit}人）`);
      },
      actions: {
        signIn: {
          run({ identity, rows, keys }) {
            stateGuard(rows, '签到');
            const time = now();
            for (const row of rows) {
              const activity = activityFor(identity.tenantId, row);
              const refusal = signInRefusal(timesOf(activity), time);
              if (refusal) throw badRequest(`「${String(row.user_name)}」${refusal}`);
            }
            const done = db
              .prepare(
                `UPDATE project_signup SET sign_status = 1, sign_in_time = ?, update_time = ?, update_user = ?
                 WHERE tenant_id = ? AND is_deleted = 0 AND sign_status = 0 AND id IN (SELECT value FROM json_each(?))`,
              )
              .run(time, time, identity.userId, identity.tenantId, JSON.stringify(keys)).changes;
            return { count: done };
          },
        },
        cancelSignUp: {
          run({ identity, rows }) {
            stateGuard(rows, '取消报名');
            const time = now();
            for (const row of rows) {
              const refusal = cancelRefusal(timesOf(activityFor(identity.tenantId, row)), time);
              if (refusal) throw badRequest(refusal);
              db.prepare(
                `UPDATE project_signup SET sign_status = 2, cancel_time = ?, update_time = ?, update_user = ?
                 WHERE tenant_id = ? AND id = ? AND is_deleted = 0 AND sign_status = 0`,
              ).run(time, time, identity.userId, identity.tenantId, String(row.id));
            }
          },
        },
      },
    },
  };
});
