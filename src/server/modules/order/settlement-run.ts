import { settle, SPLIT_DISTRIBUTOR } from '../../../shared/money/settlement';
import type { BillingRange } from '../../../shared/money/split-cents';
import type { ActionArgs, ActionHook } from '../../crud/action-routes';
import type { ServerContext } from '../../context';
import { formatDateTime } from '../../db/clock';
import { tenantFilter, tenantParams } from '../../db/tenant-scope';
import { badRequest } from '../../http/errors';
import { centsOfYuan } from './order-refund';

/** `order_product.pay_status` 2: written off, the only state an order is settled in. */
const WRITTEN_OFF = 2;
/** `admin_status` 4: settled (the ledger record and its order). */
const SETTLED = 4;
/** The split cycle when the shop has no ledger setting (days). */
const DEFAULT_CYCLE = 7;
const PAY_STATES: Readonly<Record<number, string>> = { 0: '未支付', 1: '已支付未核销', 3: '已退款', 4: '已取消' };

interface SettledOrder {
  id: string;
  order_no: string;
  shop_id: string;
  distributor_id: string | null;
  order_money: number;
  pay_money: number;
  return_money: number;
  discount_money: number;
  pay_status: number;
}

/**
 * The settlement run (`POST /blade-order/orderLedger/settle?ids=`, the ledger's transition 3 passed → 4 settled):
 * inside the transition's one transaction, each chosen record's order gets its profit split
 * (`shared/money/settlement.ts`, the shop's billing ranges) written to `order_wx_fenzhang` and is marked settled.
 * Every order is checked before anything is written: one that is missing, not written off or already split refuses
 * the whole run naming it. A run killed half-way leaves nothing (one transaction); a second run of the same records
 * meets the state guard, and a unique index keeps an order's parts single even so.
 */
export const createSettlementHook = (ctx: ServerContext): ActionHook => {
  const db = ctx.db;
  const orderOf = db.prepare<[string, string], SettledOrder>(
    `SELECT id, order_no, shop_id, distributor_id, order_money, pay_money, return_money, discount_money, pay_status
     FROM order_product WHERE ${tenantFilter()} AND order_no = ? AND is_deleted = 0`,
  );
  const splitCount = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM order_wx_fenzhang WHERE ${tenantFilter()} AND order_id = ? AND is_deleted = 0`,
  );
  const rangesOf = db.prepare<[string, string], BillingRange>(
    `SELECT range_min AS rangeMin, range_max AS rangeMax, billing_ratio AS billingRatio FROM shop_billing_rule
     WHERE ${tenantFilter()} AND shop_id = ? AND is_deleted = 0 ORDER BY range_min`,
  );
  const cycleOf = db.prepare<[string, string], { settle_cycle: number | null }>(
    `SELECT settle_cycle FROM order_ledger_setting WHERE ${tenantFilter()} AND shop_id = ? AND is_deleted = 0
     ORDER BY update_time DESC LIMIT 1`,
  );
  const insertPart = db.prepare(
    `INSERT INTO order_wx_fenzhang (id, tenant_id, order_no, order_id, source_type, type, shop_id, shop_id_fenxiao,
       total, remain, fengzhang_status, fenzhang_date, fenzhang_cycle, create_time, create_user, update_user,
       update_time, is_deleted)
     VALUES (@id, @tenant, @orderNo, @orderId, @sourceType, @type, @shopId, @distributor, @cents, @cents, 1, @at,
       @cycle, @at, @user, @user, @at, 0)`,
  );
  const markOrder = db.prepare<[number, string, string, string, string]>(
    `UPDATE order_product SET admin_status = ?, update_time = ?, update_user = ? WHERE ${tenantFilter()} AND id = ?`,
  );

  const ordersOf = (args: ActionArgs): SettledOrder[] =>
    args.rows.map((row) => {
      const orderNo = String(row.order_no ?? '');
      const order = orderOf.get(...tenantParams(args.identity), orderNo);
      if (!order) throw badRequest(`订单编号「${orderNo}」不存在，不能结算`);
      if (order.pay_status !== WRITTEN_OFF)
        throw badRequest(`订单「${orderNo}」${PAY_STATES[order.pay_status] ?? '状态未知'}，只有已核销的订单才能结算`);
      if ((splitCount.get(...tenantParams(args.identity), order.id)?.n ?? 0) > 0)
        throw badRequest(`订单「${orderNo}」已分账，不能重复结算`);
      return order;
    });

  return {
    before(args) {
      const orders = ordersOf(args);
      const numbers = new Set<string>();
      for (const order of orders) {
        if (numbers.has(order.order_no)) throw badRequest(`订单「${order.order_no}」在所选台账中出现了两次`);
        numbers.add(order.order_no);
      }
    },
    after(args) {
      const at = formatDateTime(ctx.now());
      const tenant = tenantParams(args.identity);
      for (const order of ordersOf(args)) {
        const { parts } = settle(
          {
            orderCents: centsOfYuan(order.order_money),
            paidCents: Math.max(0, centsOfYuan(order.pay_money) - centsOfYuan(order.return_money)),
            subsidyCents: centsOfYuan(order.discount_money),
            hasDistributor: Boolean(order.distributor_id),
          },
          rangesOf.all(...tenant, order.shop_id),
        );
        const cycle = cycleOf.get(...tenant, order.shop_id)?.settle_cycle ?? DEFAULT_CYCLE;
        for (const part of parts)
          insertPart.run({
            id: ctx.ids.next(),
            tenant: args.identity.tenantId,
            orderNo: order.order_no,
            orderId: order.id,
            sourceType: part.sourceType,
            type: part.type,
            shopId: order.shop_id,
            distributor: part.type === SPLIT_DISTRIBUTOR ? order.distributor_id : null,
            cents: part.cents,
            at,
            cycle,
            user: args.identity.userId,
          });
        markOrder.run(SETTLED, at, args.identity.userId, ...tenant, order.id);
      }
    },
  };
};
