export type { OrderStatistics } from '../../../../shared/bladex/order';
import type { BoardParams, BoardQuery } from '../../frame/board-context';
import { regionAndRange } from '../../frame/board-context';

/** A row of blade-order/view/list (spec 000 §2.4 view 2). */
export interface OrderRow {
  id: string;
  productName: string;
  productType: number;
  source: number;
  distributor: string;
  orderMoney: number;
  payType: number;
  payStatus: number;
  payDate: string;
  categoryName: string;
  subcategoryName: string;
  shopName: string;
  orderNo: string;
}

export interface OrderPage {
  records: OrderRow[];
  total: number;
  size: number;
  current: number;
  pages?: number;
}

/** The enumerations of spec 000 §9 / 002 §3, named once in shared (the server and the dictionaries agree). */
export {
  ORDER_SOURCE_NAMES as ORDER_SOURCES,
  PAY_TYPE_NAMES as PAY_TYPES,
  PRODUCT_TYPE_NAMES as PRODUCT_TYPES,
  TRADE_TYPE_NAMES as TRADE_TYPES,
} from '../../../../shared/board-enums';

/** 1 product, 2 distributor, 3 merchant: which name the keyword searches. */
export type SearchType = 1 | 2 | 3;
const SEARCH_FIELD = { 1: 'productName', 2: 'distributor', 3: 'shopName' } as const;

export interface DynamicsFilters {
  searchType: SearchType;
  keyword: string;
  productType: string;
  source: string;
  tradeType: string;
  payType: string;
  /** Payment days `yyyy-MM-dd`; both or neither. */
  payFrom: string;
  payTo: string;
}

export const emptyFilters: DynamicsFilters = {
  searchType: 1,
  keyword: '',
  productType: '',
  source: '',
  tradeType: '',
  payType: '',
  payFrom: '',
  payTo: '',
};

/**
 * The parameters of view/list and view/statistics for the same filters: region, the payment-time range when
 * given (else the header's range), the enumerations, and the keyword under the searched name.
 */
export const dynamicsParams = (query: BoardQuery, filters: DynamicsFilters): BoardParams => {
  const base = regionAndRange(query);
  if (filters.payFrom && filters.payTo) {
    base.fromDate = `${filters.payFrom} 00:00:00`;
    base.toDate = `${filters.payTo} 23:59:59`;
  }
  return {
    ...base,
    productType: filters.productType,
    source: filters.source,
    tradeType: filters.tradeType,
    payType: filters.payType,
    [SEARCH_FIELD[filters.searchType]]: filters.keyword.trim(),
  };
};

/** The page buttons to show: all when few, else the first, the last and a window around the current one. */
export const pageWindow = (current: number, pages: number): (number | 'gap')[] => {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const out: (number | 'gap')[] = [1];
  const start = Math.max(2, current - 2);
  const end = Math.min(pages - 1, current + 2);
  if (start > 2) out.push('gap');
  for (let p = start; p <= end; p += 1) out.push(p);
  if (end < pages - 1) out.push('gap');
  out.push(pages);
  return out;
};
