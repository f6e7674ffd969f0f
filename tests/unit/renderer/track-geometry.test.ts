import { describe, expect, it } from 'vitest';
import { polylinePoints, projector, toTrackPoints } from '../../../src/renderer/screens/car/order-car/track-geometry';

describe('track geometry', () => {
  it('keeps fixes with a position, in time order', () => {
    const points = toTrackPoints([
      { lng: 100.2, lat: 25.6, gpsTime: '2026-11-02 09:02:00', speed: 40 },
      { lng: '', lat: 25.6, gpsTime: '2026-11-02 09:03:00' },
      { lng: 0, lat: 0, gpsTime: '2026-11-02 09:04:00' },
      { lng: 100.1, lat: 25.5, gpsTime: '2026-11-02 09:01:00', speed: '' },
    ]);
    expect(points).toEqual([
      { lng: 100.1, lat: 25.5, gpsTime: '2026-11-02 09:01:00', speed: 0 },
      { lng: 100.2, lat: 25.6, gpsTime: '2026-11-02 09:02:00', speed: 40 },
    ]);
  });

  it('fits the track in the drawing, north up, inside the margin', () => {
    const points = [
      { lng: 100.16, lat: 25.69 },
      { lng: 100.24, lat: 25.59 },
      { lng: 100.2, lat: 25.64 },
    ];
    const project = projector(points, 640, 360, 16);
    const [north, south] = [project(points[0]), project(points[1])];
    expect(north.y).toBeLessThan(south.y);
    expect(north.x).toBeLessThan(south.x);
    for (const p of points.map(project)) {
      expect(p.x).toBeGreaterThanOrEqual(16);
      expect(p.x).toBeLessThanOrEqual(624);
      expect(p.y).toBeGreaterThanOrEqual(16);
      expect(p.y).toBeLessThanOrEqual(344);
    }
    // The taller span fills the height.
    expect(Math.round(south.y - north.y)).toBe(328);
    expect(polylinePoints([north, south])).toBe(`${north.x},${north.y} ${south.x},${south.y}`);
  });

  it('draws a single fix in the middle', () => {
    const p = projector([{ lng: 100.2, lat: 25.6 }], 100, 100)({ lng: 100.2, lat: 25.6 });
    expect(p).toEqual({ x: 50, y: 50 });
  });
});
