import { useCallback, useMemo } from 'react';
import type { QueryParams } from '../../../shared/resources';
import { productOrderResource } from '../../../shared/resources';
import { productOrderKit } from '../../../shared/resources/order/product-order.texts';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { RowAction } from '../../crud/fluent/TableRowView';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../platform/notify';
import type { DrawerExtra } from '../../crud/fluent/ScreenDialogs';
import { OrderStatisticsBar } from './OrderStatisticsBar';
import { OrderDetailSections } from './product-order/OrderDetailSections';
import { hasSlip, useOrderSlip } from './use-order-slip';
import { WriteOffScanBox } from './WriteOffScanBox';

/** The view drawer of an order shows its write-off, income split, reservation and booked product under the fields. */
const viewSections: DrawerExtra = (drawer) =>
  drawer.mode === 'view' && drawer.recordKey ? <OrderDetailSections orderId={drawer.recordKey} /> : null;

/**
 * 商品订单 (`/order/product-order`): the engine's list of `productOrderResource` (search, table, view, the
 * operator's edit and delete, export, and the write-off, refund and admin cancel row actions) with the counter's
 * scan box and the statistics of the current search between toolbar and table. A written-off or refunded order
 * prints its slip (打印凭证), and the scan box prints the slip of the order it has just written off.
 */
export const ProductOrderScreen = () => {
  const { rt } = useCrudText();
  const provider = useDataProvider();
  const slip = useOrderSlip();
  const { print } = slip;
  const printById = useCallback(
    (id: string) => {
      provider
        .getOne(productOrderResource, id)
        .then((row) => print(row))
        .catch((error: unknown) => notify.error(errorMessage(error)));
    },
    [provider, print],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: 'slip', label: rt(productOrderKit.key('slip.action')), run: print, when: hasSlip }],
    [rt, print],
  );
  const summary = useCallback(
    (query: QueryParams) => (
      <>
        <WriteOffScanBox onPrint={printById} />
        <OrderStatisticsBar query={query} />
      </>
    ),
    [printById],
  );
  return (
    <>
      <ResourcePage
        def={productOrderResource}
        summary={summary}
        extraRowActions={rowActions}
        drawerExtra={viewSections}
      />
      {slip.portal}
    </>
  );
};
