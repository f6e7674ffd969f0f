import { useMemo, useState } from 'react';
import type { QrCodeImage } from '../../../shared/bladex/qr-code';
import type { ResourceDef } from '../../../shared/resources';
import type { ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { bladex } from '../../platform/bladex-client';
import { QrCodeDialog } from './QrCodeDialog';

/** The row whose `qrCode` action was pressed (its dialog is open), and the handler to give the list. */
export const useQrRow = () => {
  const [rowId, setRowId] = useState<string | null>(null);
  const handlers = useMemo<ActionHandlers>(
    () => ({
      qrCode: ({ keys }: { keys: readonly string[] }) => {
        if (keys[0]) setRowId(keys[0]);
      },
    }),
    [],
  );
  return { rowId, close: () => setRowId(null), handlers };
};

/** The `qrCode` row action of a resource whose QR is `GET <url>?id=`, and its dialog for the screen to place. */
export const useQrAction = (def: ResourceDef, url: string) => {
  const { rowId, close, handlers } = useQrRow();
  const dialog = rowId ? (
    <QrCodeDialog def={def} rowId={rowId} load={() => bladex.get<QrCodeImage>(url, { id: rowId })} onClose={close} />
  ) : null;
  return { handlers, dialog };
};

/** The engine's list of a resource with its rows' QR codes (`GET <url>?id=`). */
export const QrResourcePage = ({ def, url }: { def: ResourceDef; url: string }) => {
  const qr = useQrAction(def, url);
  return (
    <>
      <ResourcePage def={def} actionHandlers={qr.handlers} />
      {qr.dialog}
    </>
  );
};
