import { formatDateTime } from '../../db/clock';
import { resourceModule } from '../../crud/resource-module';
import { centsOfYuan } from './order-refund';
import { fieldError } from './field-error';

/**
 * Order deductions (`/blade-order/orderDeduct`): `page` and `selectDeductPage` list, `getDeductById` and
 * `getInfoById` answer one. A deduction names an order of the caller's tenant by its number (else
 * `订单编号「…」不存在`), takes its id and merchant from it, and may not exceed the order's amount; its date is
 * now unless given.
 */
export default resourceModule('orderDeduct', ({ services }) => {
  const orderOf = services.ctx.db.prepare<
    [string, string],
    { id: string; shop_id: string; shop_name: string | null; order_money: number }
  >(
    'SELECT id, shop_id, shop_name, order_money FROM order_product WHERE tenant_id = ? AND order_no = ? AND is_deleted = 0',
  );
  return {
    listAliases: ['selectDeductPage'],
    detailAliases: ['getDeductById', 'getInfoById'],
    hooks: {
      beforeWrite({ values, identity, existing, mode }) {
        const orderNo = String(values.order_no ?? existing?.order_no ?? '');
        const order = orderOf.get(identity.tenantId, orderNo);
        if (!order) throw fieldError('orderNo', `订单编号「${orderNo.slice(0, 40)}」不存在`);
        const amount = values.deduct_money ?? existing?.deduct_money;
        if (centsOfYuan(amount) > centsOfYuan(order.order_money))
          throw fieldError('deductMoney', `扣款金额不能大于订单金额${order.order_money.toFixed(2)}元`);
        values.order_id = order.id;
        values.shop_id = order.shop_id;
        values.shop_name = order.shop_name ?? '';
        if (mode === 'create' && (values.deduct_date === undefined || values.deduct_date === null))
          values.deduct_date = formatDateTime(services.ctx.now());
      },
    },
  };
});
