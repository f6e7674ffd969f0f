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
