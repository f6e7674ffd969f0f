// Rental routes on Dali's roads as [lng, lat] waypoints (GCJ-02 as the map tiles use), for the seeded tracks.

export type Point = readonly [number, number];

export interface Route {
  readonly name: string;
  readonly waypoints: readonly Point[];
}

export const DALI_ROUTES: readonly Route[] = [
  {
    // 下关 → 大理古城 along 大丽路 (G214).
    name: '下关—大理古城',
    waypoints: [
      [100.2405, 25.5935],
      [100.2262, 25.6132],
      [100.2088, 25.6395],
      [100.1903, 25.6712],
      [100.1705, 25.6902],
      [100.1612, 25.6968],
    ],
  },
  {
    // 大理古城 → 双廊 around the north of Erhai (环海西路, 环海北路, 环海东路).
    name: '大理古城—双廊',
    waypoints: [
      [100.1612, 25.6968],
      [100.1722, 25.7425],
      [100.1561, 25.8208],
      [100.1302, 25.8912],
      [100.1604, 25.9587],
      [100.2123, 25.9651],
      [100.2213, 25.9208],
      [100.1985, 25.8893],
    ],
  },
  {
    // 下关 → 海东 → 挖色 along 环海东路.
    name: '下关—挖色',
    waypoints: [
      [100.2405, 25.5935],
      [100.2867, 25.6123],
      [100.2912, 25.6581],
      [100.2731, 25.7254],
      [100.2488, 25.7811],
    ],
  },
];

/** Metres between two points on the sphere (haversine). */
export const distanceMetres = (a: Point, b: Point): number => {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

/** `count` points evenly along the route's waypoints (a GPS fix a minute at a steady speed). */
export const pointsAlong = (route: Route, count: number): Point[] => {
  const legs = route.waypoints.slice(1).map((point, index) => distanceMetres(route.waypoints[index], point));
  const total = legs.reduce((sum, leg) => sum + leg, 0);
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    let along = (total * i) / Math.max(1, count - 1);
    let leg = 0;
    while (leg < legs.length - 1 && along > legs[leg]) along -= legs[leg++];
    const from = route.waypoints[leg];
    const to = route.waypoints[leg + 1];
    const t = legs[leg] === 0 ? 0 : Math.min(1, along / legs[leg]);
    points.push([
      Number((from[0] + (to[0] - from[0]) * t).toFixed(6)),
      Number((from[1] + (to[1] - from[1]) * t).toFixed(6)),
    ]);
  }
  return points;
};
