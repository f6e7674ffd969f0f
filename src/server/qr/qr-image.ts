import QRCode from 'qrcode';
import type { QrCodeImage } from '../../shared/bladex/qr-code';
import { badRequest } from '../http/errors';

/** Default edge of a QR image (pixels): sharp on a counter's screen and in print at 5 cm. */
export const QR_DEFAULT_SIZE = 400;
const MIN_SIZE = 50;
const MAX_SIZE = 2000;
/** A QR code of level M holds up to 2331 bytes; links and codes here are far shorter, longer text is refused. */
const MAX_CONTENT = 1000;

/**
 * Encodes `content` as a PNG QR code (error correction M: still reads when a corner is scuffed or a logo is
 * printed over it; margin of 2 modules, enough on a poster's white area). `size` is clamped to 50–2000 pixels.
 */
export const qrImage = async (content: string, fileName: string, size = QR_DEFAULT_SIZE): Promise<QrCodeImage> => {
  if (!content) throw badRequest('二维码内容为空');
  if (content.length > MAX_CONTENT) throw badRequest(`二维码内容过长（最多${MAX_CONTENT}个字符）`);
  const width = Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(size)));
  const image = await QRCode.toDataURL(content, { errorCorrectionLevel: 'M', margin: 2, width, type: 'image/png' });
  return { content, image, size: width, fileName: `${fileName.replace(/[\\/:*?"<>|\s]+/g, '_')}.png` };
};

/** The tenant's coupon page (blade_param `h5.couponUrl`) a merchant's or a code's QR opens in WeChat. */
export const COUPON_URL_PARAM = 'h5.couponUrl';
export const COUPON_URL_DEFAULT = 'https://m.dali-travel.cn/coupon';

/** `base` with `params` added to its query, whatever query it already has. */
export const linkWith = (base: string, params: Record<string, string>): string => {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    url = new URL(COUPON_URL_DEFAULT);
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};
