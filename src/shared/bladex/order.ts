/**
 * Answers of the order area's calls beyond CRUD (spec 000 §3, 002 §3), as the server writes them and the
 * renderer reads them. One declaration per answer: the embedded server types its routes with it and the screens
 * parse into it.
 */

/** `GET /blade-order/productOrder/statistics` and the board's `view/statistics`: money in yuan. */
export interface OrderStatistics {
  orderCnt: number;
  orderMoney: number;
  payMoney: number;
  welfareMoney: number;
  productCnt: number;
}

/** The figures of an `OrderStatistics`, in the order screens show them. */
export const ORDER_STATISTICS_FIGURES = ['orderCnt', 'orderMoney', 'payMoney', 'welfareMoney', 'productCnt'] as const;

/** `GET /blade-order/productOrder/getHexiao?id=`: an order's write-off (核销) record; empty fields before it. */
export interface OrderWriteOffRecord {
  orderId: string;
  orderNo: string;
  payStatus: number;
  writeoffDate: string;
  operatorName: string;
  /** Every state change of the order, newest first (write-off, refund, cancel). */
  history: { action: string; fromState: string; toState: string; operatorName: string; time: string; remark: string }[];
}

/** One part of an order's amount in its income split: money in yuan. */
export interface OrderIncomePart {
  sourceType: number;
  type: number;
  shopId: string;
  shopIdFenxiao: string;
  total: number;
  remain: number;
  fengzhangStatus: number;
  fenzhangDate: string;
}

/** `GET /blade-order/productOrder/getShouyi?id=`: where an order's money went, in yuan. */
export interface OrderIncome {
  orderId: string;
  orderNo: string;
  orderMoney: number;
  /** Union-coupon and consumption-coupon deductions. */
  discountMoney: number;
  shopWelfare: number;
  payMoney: number;
  returnMoney: number;
  deductMoney: number;
  /** The profit-split parts recorded for the order (empty before its settlement); they sum to `splitTotal`. */
  parts: OrderIncomePart[];
  splitTotal: number;
}

/** `GET /blade-merchant-product/api/reserve/getReserveInfo?orderId=`: who booked and for when. */
export interface OrderReserveInfo {
  orderId: string;
  orderNo: string;
  linkName: string;
  userName: string;
  userTel: string;
  productCnt: number;
  payDate: string;
  expireDate: string;
}

/** `GET /blade-merchant-product/product/getBookDetail?orderId=`: the product the order booked. */
export interface OrderBookDetail {
  orderId: string;
  productId: string;
  productName: string;
  productType: number;
  shopName: string;
  categoryName: string;
  subCategoryName: string;
  /** The product's current combo price in yuan, when the product still exists. */
  price: number | null;
}

/** `GET /blade-order/orderWxFenzhang/getStatistics`: the list's search summed, money in yuan. */
export interface ProfitSplitStatistics {
  count: number;
  total: number;
  remain: number;
  split: number;
  byStatus: { fengzhangStatus: number; count: number; total: number }[];
}

/** What a counter scan of an order number or ticket code came to (`POST productOrder/writeOffByCode`). */
export type ScanWriteOffResult = 'done' | 'used' | 'refunded' | 'cancelled' | 'unpaid' | 'notFound';

/** The answer of a counter scan: the result, and the order when one was found. */
export interface ScanWriteOffAnswer {
  result: ScanWriteOffResult;
  code: string;
  /** The order's id when one was found (its slip prints from it), else empty. */
  id: string;
  orderNo: string;
  productName: string;
  productCnt: number;
  userName: string;
  writeoffDate: string;
}

/** One shop's row of `GET /blade-operation/orderData/getShopOrderTotalCountPage`: counts, and money in yuan. */
export interface OperationShopTotals {
  shopId: string;
  shopName: string;
  orderCnt: number;
  orderMoney: number;
  payMoney: number;
  /** Deals: paid or written off with a pay date (the board's rule). */
  dealCnt: number;
  dealMoney: number;
}

/** `GET /blade-operation/orderData/sumShopOrderTotalCount`: the per-shop rows summed, money in yuan. */
export interface OperationTotals {
  shopCnt: number;
  orderCnt: number;
  orderMoney: number;
  payMoney: number;
  dealCnt: number;
  dealMoney: number;
}

/** The figures of an `OperationTotals`, in the order the operation-data screen shows them. */
export const OPERATION_TOTAL_FIGURES = [
  'shopCnt',
  'orderCnt',
  'orderMoney',
  'payMoney',
  'dealCnt',
  'dealMoney',
] as const;

/** `GET /blade-operation/orderData/getDeductMoneyCountByDateRange`: deductions per day (yyyy-MM-dd), money in yuan. */
export interface OperationDeductDays {
  days: { date: string; deductCnt: number; deductMoney: number }[];
  deductCnt: number;
  deductMoney: number;
}

/** What a line of a reconciliation came to (`mall_finance_reconcile_line.result`). */
export const RECONCILE_RESULTS = ['matched', 'mismatch', 'duplicate', 'missingOrder', 'missingStatement'] as const;
export type ReconcileResult = (typeof RECONCILE_RESULTS)[number];

/** The counts and totals of `POST/GET mall_finance_reconcile/fileCompare` (totals in cents and in yuan). */
export interface ReconcileSummary {
  matchedCnt: number;
  mismatchCnt: number;
  missingOrderCnt: number;
  missingStatementCnt: number;
  statementCents: number;
  orderCents: number;
  statementMoney: number;
  orderMoney: number;
}

/** One kept line of `mall_finance_reconcile/load/data`: a statement line or an order no line named; yuan. */
export interface ReconcileLine {
  lineNo: number | null;
  orderNo: string;
  result: ReconcileResult;
  statementMoney: number | null;
  orderMoney: number | null;
}
