import type { Area } from 'react-easy-crop';

/** Zooming in goes to four times the smallest zoom, at which the frame just fits inside the image. */
export const MAX_ZOOM = 4;

/** `+` / `−` change the zoom by this much (the library pans with the arrows, zooms with the wheel and pinch). */
const KEY_ZOOM_STEP = 0.1;

/**
 * The part of the picked image to draw into the output, for `drawImage`: react-easy-crop's `croppedAreaPixels`
 * (in the image's own pixels) rounded to whole pixels and held inside the image, since its rounding may step a
 * pixel past an edge, which would leave a transparent line along it.
 */
export const sourceRect = (area: Area, image: { readonly width: number; readonly height: number }) => {
  const sw = Math.max(1, Math.min(image.width, Math.round(area.width)));
  const sh = Math.max(1, Math.min(image.height, Math.round(area.height)));
  const sx = Math.min(image.width - sw, Math.max(0, Math.round(area.x)));
  const sy = Math.min(image.height - sh, Math.max(0, Math.round(area.y)));
  return { sx, sy, sw, sh };
};

/** The zoom after a key: `+` (or `=`) and `-` step it within [1, MAX_ZOOM]; undefined for any other key. */
export const zoomForKey = (zoom: number, key: string): number | undefined => {
  const step = key === '+' || key === '=' ? KEY_ZOOM_STEP : key === '-' ? -KEY_ZOOM_STEP : 0;
  if (step === 0) return undefined;
  return Math.min(MAX_ZOOM, Math.max(1, Math.round((zoom + step) * 100) / 100));
};

/** The cropped file keeps a png a png; anything else becomes a jpeg. */
export const outputType = (file: File): 'image/png' | 'image/jpeg' =>
  file.type === 'image/png' ? 'image/png' : 'image/jpeg';
