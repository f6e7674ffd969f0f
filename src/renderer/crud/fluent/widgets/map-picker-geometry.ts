import type { MapBounds } from '../../../../shared/resources';

export interface LngLat {
  readonly lng: number;
  readonly lat: number;
}

/** The picker's drawing of a bounds rectangle: north up, a degree of longitude shortened by cos(latitude). */
export interface PickerFrame {
  readonly width: number;
  readonly height: number;
  readonly toXY: (point: LngLat) => { x: number; y: number };
  readonly toLngLat: (x: number, y: number) => LngLat;
}

/** Five decimals of a degree are about a metre: finer than any place an operator picks. */
export const roundDegree = (value: number): number => Math.round(value * 1e5) / 1e5;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A frame `width` wide whose height keeps the area's true proportions. */
export const pickerFrame = (bounds: MapBounds, width: number): PickerFrame => {
  const squeeze = Math.cos((((bounds.south + bounds.north) / 2) * Math.PI) / 180);
  const spanLng = bounds.east - bounds.west;
  const spanLat = bounds.north - bounds.south;
  const height = Math.round((width * spanLat) / (spanLng * squeeze));
  return {
    width,
    height,
    toXY: ({ lng, lat }) => ({
      x: ((lng - bounds.west) / spanLng) * width,
      y: ((bounds.north - lat) / spanLat) * height,
    }),
    toLngLat: (x, y) => ({
      lng: roundDegree(clamp(bounds.west + (x / width) * spanLng, bounds.west, bounds.east)),
      lat: roundDegree(clamp(bounds.north - (y / height) * spanLat, bounds.south, bounds.north)),
    }),
  };
};

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The point after a key press on the picker: arrows move 0.01° (about a kilometre), with Shift 0.1°, kept inside
 * the bounds; with no point yet, any arrow starts at the area's centre. Undefined for any other key.
 */
export const nudge = (
  bounds: MapBounds,
  point: LngLat | undefined,
  key: string,
  large: boolean,
): LngLat | undefined => {
  const step = STEPS[key];
  if (!step) return undefined;
  if (!point)
    return { lng: roundDegree((bounds.west + bounds.east) / 2), lat: roundDegree((bounds.south + bounds.north) / 2) };
  const size = large ? 0.1 : 0.01;
  return {
    lng: roundDegree(clamp(point.lng + step[0] * size, bounds.west, bounds.east)),
    lat: roundDegree(clamp(point.lat + step[1] * size, bounds.south, bounds.north)),
  };
};

/** The `lng,lat` text of a field as numbers, or undefined while either half is blank or not a number. */
export const parsePoint = (text: string): LngLat | undefined => {
  const [lng, lat] = text.split(',').map((part) => part.trim());
  if (!lng || !lat) return undefined;
  const point = { lng: Number(lng), lat: Number(lat) };
  return Number.isFinite(point.lng) && Number.isFinite(point.lat) ? point : undefined;
};
