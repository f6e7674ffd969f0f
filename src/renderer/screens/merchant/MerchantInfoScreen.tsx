import { getResource } from '../../../shared/resources';
import { QrResourcePage } from './use-qr-action';

const def = getResource('merchantInfo');

/**
 * 商户管理 (`/merchant/info`): the engine's list with each merchant's coupon QR code. A route of its own, not a
 * `merchant-info/` override, because the read-only merchant list (`/merchant/list`) is a view of the same
 * definition and keeps the engine's plain screen.
 */
export const MerchantInfoScreen = () => (
  <QrResourcePage def={def} url="/blade-merchant-product/merchantInfo/getCouponQrCode" />
);
