import { useMemo, useState } from 'react';
import { orderCarResource, orderCarTrackKey } from '../../../../shared/resources';
import type { WireRecord } from '../../../crud/core/data-provider';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { TrackDialog } from './TrackDialog';

/**
 * 用车订单 (`/car/order`): the engine's list of rentals, with a row button that opens the rental's track (drawn and
 * played back, with its mileage, stops and violations).
 */
export const Screen = () => {
  const { rt } = useCrudText();
  const [open, setOpen] = useState<WireRecord | null>(null);
  const actions = useMemo<readonly RowAction[]>(
    () => [{ name: 'track', label: rt(orderCarTrackKey('action')), run: (row) => setOpen(row) }],
    [rt],
  );
  return (
    <>
      <ResourcePage def={orderCarResource} extraRowActions={actions} />
      {open && (
        <TrackDialog orderId={String(open.id)} orderNo={String(open.orderNo ?? '')} onClose={() => setOpen(null)} />
      )}
    </>
  );
};
