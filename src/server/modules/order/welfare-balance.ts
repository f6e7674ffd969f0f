import type { Database } from 'better-sqlite3';
import type { Identity } from '../../auth/identity';
import { formatDateTime } from '../../db/clock';
import type { IdGenerator } from '../../db/ids';

/** One change of a welfare user's balance, in integer cents (a return is positive, a use negative). */
export interface BalanceChange {
  readonly identity: Identity;
  readonly welfareUserId: string;
  readonly useType: number;
  readonly changeCents: number;
  readonly orderId: string;
  readonly orderNo: string;
  readonly refundId: string;
}

/**
 * The welfare (union-coupon) balance of a user is the `after_amount` of their latest row in
 * `order_welfare_balance_log` (0 before the first), so a balance and its history can never disagree: a change
 * reads the latest row and appends the next one, `before + change = after`. Callers run it inside their write's
 * transaction (a refund), which SQLite serialises, so two changes of one user never read the same `before`.
 */
export const createWelfareBalance = (db: Database, ids: IdGenerator, now: () => number) => {
  const latest = db.prepare<[string, string], { after_amount: number }>(
    `SELECT after_amount FROM order_welfare_balance_log
     WHERE tenant_id = ? AND welfare_user_id = ? AND is_deleted = 0
     ORDER BY change_date DESC, id DESC LIMIT 1`,
  );
  const insert = db.prepare(
    `INSERT INTO order_welfare_balance_log (id, tenant_id, welfare_user_id, use_type, order_id, order_no, refund_id,
       before_amount, change_amount, after_amount, change_date, create_time, create_user, update_user, update_time)
     VALUES (@id, @tenant, @user, @useType, @orderId, @orderNo, @refundId, @before, @change, @after, @at, @at,
       @operator, @operator, @at)`,
  );
  const balanceOf = (tenantId: string, welfareUserId: string): number =>
    latest.get(tenantId, welfareUserId)?.after_amount ?? 0;
  return {
    balanceOf,
    /** Appends the change and answers the balance after it. */
    change(change: BalanceChange): number {
      const before = balanceOf(change.identity.tenantId, change.welfareUserId);
      const after = before + change.changeCents;
      if (after < 0) throw new Error(`welfare balance of ${change.welfareUserId} would go below zero`);
      insert.run({
        id: ids.next(),
        tenant: change.identity.tenantId,
        user: change.welfareUserId,
        useType: change.useType,
        orderId: change.orderId,
        orderNo: change.orderNo,
        refundId: change.refundId,
        before,
        change: change.changeCents,
        after,
        at: formatDateTime(now()),
        operator: change.identity.userId,
      });
      return after;
    },
  };
};
