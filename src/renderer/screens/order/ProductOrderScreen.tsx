import type { QueryParams } from '../../../shared/resources';
import { productOrderResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { OrderStatisticsBar } from './OrderStatisticsBar';

const summary = (query: QueryParams) => <OrderStatisticsBar query={query} />;

/**
 * 商品订单 (`/order/product-order`): the engine's list of `productOrderResource` (search, table, view, the
 * operator's edit and delete, export) with the statistics of the current search between toolbar and table.
 * Write-off, refund and admin cancel are a later orders issue.
 */
export const ProductOrderScreen = () => <ResourcePage def={productOrderResource} summary={summary} />;
