import { resourceModule } from '../../crud/resource-module';
import { fieldError } from './field-error';
import { centsOfYuan } from './order-refund';

/**
 * Invoice records: `page` beside `list`, `selectInvoiceRecordById` beside `detail`; an invoice for an order of
 * the caller's tenant may not exceed what was paid for it (an order number the tenant has no order for is
 * accepted: invoices of mall and recharge orders carry their own numbers).
 */
export default resourceModule('invoiceRecord', ({ services }) => {
  const paid = services.ctx.db.prepare<[string, string], { pay_money: number }>(
    'SELECT pay_money FROM order_product WHERE tenant_id = ? AND order_no = ? AND is_deleted = 0',
  );
  return {
    listAliases: ['page'],
    detailAliases: ['selectInvoiceRecordById'],
    hooks: {
      beforeWrite({ values, identity, existing }) {
        const orderNo = values.order_no ?? existing?.order_no;
        const amount = values.amount ?? existing?.amount;
        if (typeof orderNo !== 'string' || amount === undefined || amount === null) return;
        const order = paid.get(identity.tenantId, orderNo);
        if (order && centsOfYuan(amount) > centsOfYuan(order.pay_money))
          throw fieldError('amount', `开票金额不能大于订单实付金额${order.pay_money.toFixed(2)}元`);
      },
    },
  };
});
