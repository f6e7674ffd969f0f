import { WELFARE_RETURN, resourceText } from '../../../shared/resources/index';
import { productOrderKit } from '../../../shared/resources/order/product-order.texts';
import type { ActionArgs, ActionHook } from '../../crud/action-routes';
import type { ServerContext } from '../../context';
import { tenantFilter, tenantParams } from '../../db/tenant-scope';
import { badRequest } from '../../http/errors';
import { fieldError } from './field-error';
import { createWelfareBalance } from './welfare-balance';

/** Yuan as stored in the order's REAL columns, in integer cents. */
export const centsOfYuan = (yuan: unknown): number => Math.round(Number(yuan ?? 0) * 100);

const text = (key: 'rules.returnMoneyMax' | 'rules.refundOne', params: Record<string, string> = {}): string =>
  resourceText(productOrderKit.key(key), params);

/**
 * Refund (退款) and admin cancel (取消) of product orders beyond the state move the engine makes
 * (modules/order/README.md "Refund and cancel"):
 *
 * - a refund names one order; its amount is `returnMoney` when sent, else everything paid; more than was paid is
 *   refused with the field's message (the engine already refused negatives and a third decimal);
 * - a cancel of a paid order gives the whole paid amount back; of an unpaid one nothing was paid;
 * - either gives back the union-coupon deduction (`discount_money`) to the buyer's welfare balance, with its
 *   balance-change row (`useType` 2, before/change/after), in the action's own transaction.
 */
export const createRefundHooks = (ctx: ServerContext): Record<'refund' | 'cancel', ActionHook> => {
  const balance = createWelfareBalance(ctx.db, ctx.ids, ctx.now);
  const giveBackDeductions = (args: ActionArgs, refundId: string): void => {
    for (const row of args.rows) {
      const deduction = centsOfYuan(row.discount_money);
      const user = String(row.user_id ?? '');
      if (deduction <= 0 || user === '') continue;
      balance.change({
        identity: args.identity,
        welfareUserId: user,
        useType: WELFARE_RETURN,
        changeCents: deduction,
        orderId: String(row.id),
        orderNo: String(row.order_no ?? ''),
        refundId,
      });
    }
  };
  return {
    refund: {
      before(args) {
        if (args.rows.length !== 1) throw badRequest(text('rules.refundOne'));
        const order = args.rows[0];
        const paid = centsOfYuan(order?.pay_money);
        const asked = args.values.return_money;
        const amount = asked === undefined || asked === null ? paid : centsOfYuan(asked);
        if (amount > paid) {
          const msg = text('rules.returnMoneyMax', { max: (paid / 100).toFixed(2) });
          throw fieldError('returnMoney', msg);
        }
        args.values.return_money = amount / 100;
      },
      after(args) {
        giveBackDeductions(args, ctx.ids.next());
      },
    },
    cancel: {
      before(args) {
        // Every cancelled row gets back what it paid; rows differ, so the engine's one `values` cannot carry it.
        // The rows were read tenant-scoped in this transaction; the tenant is named again all the same.
        const refund = ctx.db.prepare(
          `UPDATE order_product SET return_money = pay_money WHERE ${tenantFilter()} AND id = ? AND pay_status = 1`,
        );
        for (const row of args.rows) refund.run(...tenantParams(args.identity), String(row.id));
      },
      after(args) {
        giveBackDeductions(args, '');
      },
    },
  };
};
