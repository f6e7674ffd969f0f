import { useQuery } from '@tanstack/react-query';
import type {
  OrderBookDetail,
  OrderIncome,
  OrderReserveInfo,
  OrderWriteOffRecord,
} from '../../../../shared/bladex/order';
import { productOrderResource } from '../../../../shared/resources';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { crudKeys } from '../../../crud/core/query-keys';

/** The four calls the view drawer reads about one order, and the parameter each takes the order's id in. */
export const ORDER_DETAIL_CALLS = {
  writeOff: { url: `/api${productOrderResource.endpoint}/getHexiao`, param: 'id' },
  income: { url: `/api${productOrderResource.endpoint}/getShouyi`, param: 'id' },
  reserve: { url: '/api/blade-merchant-product/api/reserve/getReserveInfo', param: 'orderId' },
  book: { url: '/api/blade-merchant-product/product/getBookDetail', param: 'orderId' },
} as const;

export interface OrderDetailAnswers {
  writeOff: OrderWriteOffRecord;
  income: OrderIncome;
  reserve: OrderReserveInfo;
  book: OrderBookDetail;
}

export type OrderDetailPart = keyof OrderDetailAnswers;

/**
 * One of the order's drawer answers (`null` when the server knows no such order). Keyed under the resource, so
 * a write-off or refund from the list refreshes an open drawer with the list.
 */
export const useOrderDetail = <P extends OrderDetailPart>(part: P, orderId: string) => {
  const provider = useDataProvider();
  const call = ORDER_DETAIL_CALLS[part];
  return useQuery({
    queryKey: [...crudKeys.resource(productOrderResource.name), 'detail', part, orderId],
    queryFn: async () =>
      ((await provider.custom({ method: 'GET', url: call.url, params: { [call.param]: orderId } })) ?? null) as
        OrderDetailAnswers[P] | null,
  });
};
