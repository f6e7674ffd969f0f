import { ORDER_STATISTICS_FIGURES, type OrderStatistics } from '../../../shared/bladex/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productOrderResource, type QueryParams } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { crudKeys } from '../../crud/core/query-keys';

const FIGURES = ORDER_STATISTICS_FIGURES;

/** The answer's figures, each a finite number; anything else is no answer the screen can show. */
export const parseStatistics = (data: unknown): OrderStatistics => {
  const record = (data ?? {}) as Record<string, unknown>;
  const figures = {} as OrderStatistics;
  for (const name of FIGURES) {
    const value = Number(record[name]);
    if (record[name] === undefined || record[name] === '' || !Number.isFinite(value))
      throw new Error(`statistics without ${name}`);
    figures[name] = value;
  }
  return figures;
};

export const STATISTICS_URL = `/api${productOrderResource.endpoint}/statistics`;

/**
 * `GET /blade-order/productOrder/statistics` with the list's own filters. Keyed under the resource, so the
 * invalidation after an edit or delete refreshes it with the list; the last figures stay shown while a new
 * search loads.
 */
export const useOrderStatistics = (query: QueryParams) => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: [...crudKeys.resource(productOrderResource.name), 'statistics', query],
    queryFn: async () => parseStatistics(await provider.custom({ method: 'GET', url: STATISTICS_URL, params: query })),
    placeholderData: keepPreviousData,
  });
};
