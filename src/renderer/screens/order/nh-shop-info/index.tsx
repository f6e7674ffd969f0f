import { getResource } from '../../../../shared/resources';
import { QrResourcePage } from '../../merchant/use-qr-action';

const def = getResource('nhShopInfo');

/** 支付子商户: the engine's list with the QR code of each row's coupon link. */
export const Screen = () => <QrResourcePage def={def} url="/blade-order/nhShopInfo/getCouponQrCode" />;
