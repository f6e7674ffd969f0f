import { getResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { useQrRow } from '../../merchant/use-qr-action';
import { CouponQrDialog } from './CouponQrDialog';

const def = getResource('couponCode');

/** 券码记录: the engine's list with each code's QR poster. */
export const Screen = () => {
  const qr = useQrRow();
  return (
    <>
      <ResourcePage def={def} actionHandlers={qr.handlers} />
      {qr.rowId && <CouponQrDialog def={def} codeId={qr.rowId} onClose={qr.close} />}
    </>
  );
};
