import type { QrPoster } from '../../../../shared/bladex/qr-code';

const loadImage = (src: string, crossOrigin: boolean): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`cannot load ${src}`));
    image.src = src;
  });

/**
 * Draws a coupon code's poster: the template's background at its own size and the QR at the template's place and
 * size. Answers a PNG data URL, or null when the background cannot be drawn (missing, or served without CORS so
 * the canvas could not be saved): the dialog then offers the bare QR.
 */
export const drawPoster = async (poster: QrPoster): Promise<string | null> => {
  try {
    const [background, qr] = await Promise.all([
      loadImage(poster.template.imageUrl, true),
      loadImage(poster.image, false),
    ]);
    const canvas = document.createElement('canvas');
    canvas.width = background.naturalWidth;
    canvas.height = background.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(background, 0, 0);
    const { qrLeft, qrTop, qrSize } = poster.template;
    context.drawImage(qr, qrLeft, qrTop, qrSize, qrSize);
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
};
