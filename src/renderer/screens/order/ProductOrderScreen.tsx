import type { QueryParams } from '../../../shared/resources';
import { productOrderResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { OrderStatisticsBar } from './OrderStatisticsBar';
import { WriteOffScanBox } from './WriteOffScanBox';

const summary = (query: QueryParams) => (
  <>
    <WriteOffScanBox />
    <OrderStatisticsBar query={query} />
  </>
);

/**
 * 商品订单 (`/order/product-order`): the engine's list of `productOrderResource` (search, table, view, the
 * operator's edit and delete, export, and the write-off, refund and admin cancel row actions) with the counter's
 * scan box and the statistics of the current search between toolbar and table.
 */
export const ProductOrderScreen = () => <ResourcePage def={productOrderResource} summary={summary} />;
