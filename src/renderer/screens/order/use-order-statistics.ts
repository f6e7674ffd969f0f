import { ORDER_STATISTICS_FIGURES, type OrderStatistics } from '../../../shared/bladex/order';
import { productOrderResource, type QueryParams } from '../../../shared/resources';
import { useListFigures } from './use-list-figures';

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

/** `GET /blade-order/productOrder/statistics` with the list's own filters (`useListFigures`). */
export const useOrderStatistics = (query: QueryParams) =>
  useListFigures(productOrderResource.name, 'statistics', STATISTICS_URL, query, parseStatistics);
