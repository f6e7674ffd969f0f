import type { Database } from 'better-sqlite3';
import type { OrderBookDetail, OrderIncome, OrderReserveInfo, OrderWriteOffRecord } from '../../../shared/bladex/order';
import { createHistory } from '../../crud/history';
import type { ServerContext } from '../../context';
import { centsOfYuan } from './order-refund';

type OrderRow = Record<string, string | number | null>;
const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const yuan = (cents: number): number => cents / 100;

/**
 * The read-only answers about one order of the caller's tenant that its view drawer shows: the write-off record
 * (getHexiao), the income split (getShouyi), the reservation (getReserveInfo) and the booked product
 * (getBookDetail). An id of no live order of the tenant answers `null`, as the generic detail does.
 */
export const createOrderInfo = (ctx: ServerContext) => {
  const db: Database = ctx.db;
  const history = createHistory(db, ctx.ids, ctx.now);
  const order = db.prepare<[string, string], OrderRow>(
    'SELECT * FROM order_product WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const parts = db.prepare<[string, string], OrderRow>(
    `SELECT source_type, type, shop_id, shop_id_fenxiao, total, remain, fengzhang_status, fenzhang_date
     FROM order_wx_fenzhang WHERE tenant_id = ? AND order_id = ? AND is_deleted = 0 ORDER BY type, source_type, id`,
  );
  const deducted = db.prepare<[string, string], { cents: number | null }>(
    `SELECT SUM(CAST(ROUND(deduct_money * 100) AS INTEGER)) AS cents FROM order_deduct
     WHERE tenant_id = ? AND order_id = ? AND is_deleted = 0`,
  );
  const product = db.prepare<[string, string], { combo_price: number }>(
    'SELECT combo_price FROM merchant_product WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );

  return {
    writeOff(tenantId: string, id: string): OrderWriteOffRecord | null {
      const row = order.get(tenantId, id);
      if (!row) return null;
      const changes = history.of(tenantId, 'productOrder', id).filter((entry) => entry.field === 'payStatus');
      const writeOff = changes.find((entry) => entry.action === 'writeOff');
      return {
        orderId: id,
        orderNo: str(row.order_no),
        payStatus: Number(row.pay_status),
        writeoffDate: str(row.writeoff_date),
        operatorName: writeOff?.operator_name ?? '',
        history: changes.map((entry) => ({
          action: entry.action,
          fromState: entry.from_state,
          toState: entry.to_state,
          operatorName: entry.operator_name,
          time: entry.create_time,
          remark: entry.remark,
        })),
      };
    },

    income(tenantId: string, id: string): OrderIncome | null {
      const row = order.get(tenantId, id);
      if (!row) return null;
      const rows = parts.all(tenantId, id);
      const splitCents = rows.reduce((sum, part) => sum + Number(part.total ?? 0), 0);
      return {
        orderId: id,
        orderNo: str(row.order_no),
        orderMoney: yuan(centsOfYuan(row.order_money)),
        discountMoney: yuan(centsOfYuan(row.discount_money)),
        shopWelfare: yuan(centsOfYuan(row.shop_welfare)),
        payMoney: yuan(centsOfYuan(row.pay_money)),
        returnMoney: yuan(centsOfYuan(row.return_money)),
        deductMoney: yuan(deducted.get(tenantId, id)?.cents ?? 0),
        parts: rows.map((part) => ({
          sourceType: Number(part.source_type),
          type: Number(part.type),
          shopId: str(part.shop_id),
          shopIdFenxiao: str(part.shop_id_fenxiao),
          total: yuan(Number(part.total ?? 0)),
          remain: yuan(Number(part.remain ?? 0)),
          fengzhangStatus: Number(part.fengzhang_status),
          fenzhangDate: str(part.fenzhang_date),
        })),
        splitTotal: yuan(splitCents),
      };
    },

    reserve(tenantId: string, id: string): OrderReserveInfo | null {
      const row = order.get(tenantId, id);
      if (!row) return null;
      return {
        orderId: id,
        orderNo: str(row.order_no),
        linkName: str(row.link_name) || str(row.user_name),
        userName: str(row.user_name),
        userTel: str(row.user_tel),
        productCnt: Number(row.product_cnt ?? 0),
        payDate: str(row.pay_date),
        expireDate: str(row.expire_date),
      };
    },

    book(tenantId: string, id: string): OrderBookDetail | null {
      const row = order.get(tenantId, id);
      if (!row) return null;
      const price = row.product_id ? product.get(tenantId, str(row.product_id))?.combo_price : undefined;
      return {
        orderId: id,
        productId: str(row.product_id),
        productName: str(row.product_name),
        productType: Number(row.product_type),
        shopName: str(row.shop_name),
        categoryName: str(row.category_name),
        subCategoryName: str(row.sub_category_name),
        price: price ?? null,
      };
    },
  };
};
