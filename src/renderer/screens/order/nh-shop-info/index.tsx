import { getResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { useQrAction } from '../../merchant/use-qr-action';

const def = getResource('nhShopInfo');

/** 支付子商户: the engine's list with the QR code of each row's coupon link. */
export const Screen = () => {
  const qr = useQrAction(def, '/blade-order/nhShopInfo/getCouponQrCode');
  return (
    <>
      <ResourcePage def={def} actionHandlers={qr.handlers} />
      {qr.dialog}
    </>
  );
};
