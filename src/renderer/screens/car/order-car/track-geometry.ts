/** A GPS fix of a rental's track as the list answers it. */
export interface TrackPoint {
  readonly lng: number;
  readonly lat: number;
  readonly gpsTime: string;
  readonly speed: number;
}

export interface Projected {
  readonly x: number;
  readonly y: number;
}

/** A coordinate as sent; blank is no coordinate (Number('') would be 0). */
const coordinate = (value: unknown): number =>
  value === '' || value === null || value === undefined ? NaN : Number(value);

/** The fixes of an answer with finite coordinates, in time order (a fix without a position is skipped). */
export const toTrackPoints = (records: readonly Record<string, unknown>[]): TrackPoint[] =>
  records
    .map((row) => ({
      lng: coordinate(row.lng),
      lat: coordinate(row.lat),
      gpsTime: String(row.gpsTime ?? ''),
      speed: Number(row.speed ?? 0) || 0,
    }))
    .filter((point) => Number.isFinite(point.lng) && Number.isFinite(point.lat) && (point.lng !== 0 || point.lat !== 0))
    .sort((a, b) => a.gpsTime.localeCompare(b.gpsTime));

/**
 * A projection of the track's box into a `width` × `height` drawing with a margin: longitude scaled by the cosine of
 * the middle latitude (so a kilometre east looks as long as a kilometre north), north up, aspect kept.
 */
export const projector = (
  points: readonly { lng: number; lat: number }[],
  width: number,
  height: number,
  margin = 16,
) => {
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  const minLng = Math.min(...lngs);
  const maxLng = Math.max(...lngs);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * squeeze, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const midLng = (minLng + maxLng) / 2;
  const midLat = (minLat + maxLat) / 2;
  // From the middle of the box, so a track of one fix (no span) sits in the middle of the drawing.
  return (point: { lng: number; lat: number }): Projected => ({
    x: Number((width / 2 + (point.lng - midLng) * squeeze * scale).toFixed(1)),
    y: Number((height / 2 - (point.lat - midLat) * scale).toFixed(1)),
  });
};

/** The SVG polyline `points` attribute of projected points. */
export const polylinePoints = (points: readonly Projected[]): string =>
  points.map((point) => `${point.x},${point.y}`).join(' ');
