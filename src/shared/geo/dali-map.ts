import type { MapBounds } from '../resources/field';

/** Whether a point (WGS-84 degrees) lies inside a rectangle, edges included. */
export const insideBounds = (bounds: MapBounds, lng: number, lat: number): boolean =>
  lng >= bounds.west && lng <= bounds.east && lat >= bounds.south && lat <= bounds.north;

/**
 * Dali Bai Autonomous Prefecture's extent (98°52′–101°03′E, 24°41′–26°42′N, rounded outwards): the area every
 * place the back office maps (landmarks, itinerary spots, activities, convenience points) lies in.
 */
export const DALI_BOUNDS: MapBounds = { west: 98.85, south: 24.68, east: 101.05, north: 26.7 };

/** The twelve county seats, for orientation on the coordinate picker (approximate, WGS-84). */
export const DALI_COUNTY_SEATS: readonly { readonly name: string; readonly lng: number; readonly lat: number }[] = [
  { name: '大理市', lng: 100.23, lat: 25.59 },
  { name: '漾濞', lng: 99.95, lat: 25.67 },
  { name: '祥云', lng: 100.55, lat: 25.48 },
  { name: '宾川', lng: 100.57, lat: 25.83 },
  { name: '弥渡', lng: 100.49, lat: 25.34 },
  { name: '南涧', lng: 100.51, lat: 25.04 },
  { name: '巍山', lng: 100.31, lat: 25.23 },
  { name: '永平', lng: 99.54, lat: 25.46 },
  { name: '云龙', lng: 99.37, lat: 25.88 },
  { name: '洱源', lng: 99.95, lat: 26.11 },
  { name: '剑川', lng: 99.91, lat: 26.54 },
  { name: '鹤庆', lng: 100.18, lat: 26.56 },
];

/** Erhai lake's shore, coarsely (lng, lat pairs), drawn so an operator recognises where they are. */
export const ERHAI_OUTLINE: readonly (readonly [number, number])[] = [
  [100.13, 25.62],
  [100.17, 25.6],
  [100.22, 25.64],
  [100.26, 25.72],
  [100.29, 25.8],
  [100.27, 25.9],
  [100.22, 25.96],
  [100.15, 25.95],
  [100.11, 25.86],
  [100.1, 25.76],
  [100.11, 25.67],
];
