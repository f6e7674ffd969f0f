/**
 * The QR-code answers (`merchantInfo/getCouponQrCode`, `nhShopInfo/getCouponQrCode`,
 * `couponCodesRecords/getCouponQrCode/template` and `/template/new`), as the server writes them and the screens
 * read them: the text the code holds, the code as a PNG data URL, the file name a download saves it under, and,
 * for a coupon code printed on a poster, the template it sits on.
 */
export interface QrCodeImage {
  /** What a scan reads: a link, or a bare coupon code. */
  content: string;
  /** `data:image/png;base64,…` */
  image: string;
  /** Edge of the PNG in pixels. */
  size: number;
  fileName: string;
}

/** Where a coupon code's QR sits on a poster template (`blade-app/qrcodeTemplate`): pixels from the top left. */
export interface QrPosterTemplate {
  id: string;
  name: string;
  imageUrl: string;
  qrSize: number;
  qrLeft: number;
  qrTop: number;
}

export interface QrPoster extends QrCodeImage {
  template: QrPosterTemplate;
}

/** Prefix of every `image` above. */
export const QR_PNG_DATA_URL = 'data:image/png;base64,';
