// Issue 15: 5 000 000 vehicle captures. (1) The capture list (`vehicleFlowData/list`, create time descending) through
// HTTP against the same count + page run directly on better-sqlite3: target p95 ≤ 3 × the raw query (the route
// takes its total from the count kept on write; the raw page with that kept count is timed beside it). (2) The hourly
// statistics (`hikcarstatisticsobtainvehiclehour/list`, the chart's query: one day or one week of every area's
// hours, up to 1000 rows) through HTTP: target p95 ≤ 50 ms, read from the roll-ups the triggers keep on write.
// The captures are generated in one INSERT … SELECT from a recursive CTE with the roll-up triggers set aside, then
// the roll-ups are built in bulk by the triggers' own rule (a capture counts for the area listing its device, its day
// and hour; 云L plates are local), checked against the captures, and the triggers put back and checked on one submit.
// Every request asks a query not asked before, so the read memo never answers from an earlier request.
// `npm run bench -- vehicle-5m`; writes bench-results/vehicle-5m.json; never asserts. VEHICLE_BENCH_ROWS sets another
// size; VEHICLE_BENCH_DIR keeps the generated database there and reuses it on the next run. The machine is shared:
// the load average is recorded.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import {
  parseConditions,
  parseSort,
  vehicleFlowDataResource,
  type QueryCondition,
} from '../../src/shared/resources/index';
import type { Identity } from '../../src/server/auth/identity';
import { createResourceStore } from '../../src/server/crud/resource-store';
import { allOf, conditionSql } from '../../src/server/crud/where';
import { createIdGenerator } from '../../src/server/db/ids';
import { openBladeDatabase } from '../../src/server/db/open';
import { startServer } from '../../src/server/start';
import { adminToken, BASIC, percentile, round } from './_bench-http';
import { serverMs } from './_stats';

const ROWS = Number(process.env.VEHICLE_BENCH_ROWS ?? 5_000_000);
const KEEP = process.env.VEHICLE_BENCH_DIR;
const CAPTCHA = 'bench';
const TENANT = '000000';
/** The captures span 2026-01-01 … 2026-11-26 (330 days), about 15 000 a day at 5 000 000. */
const SPAN_SECONDS = 330 * 86_400;
const AREAS = ['XIAGUAN', 'GUCHENG', 'SHUANGLANG', 'WASE'];
const DEVICES_PER_AREA = 3;

const secondsSince = (started: number) => round((performance.now() - started) / 1000);

/** The roll-up triggers' area rule as a join: the area whose device list names the capture's device. */
const AREA_OF_DEVICE = `(',' || REPLACE(COALESCE(a.device_codes, ''), ' ', '') || ',') LIKE '%,' || d.device_code || ',%'`;

const generate = (dataDir: string) => {
  const db = new Database(join(dataDir, 'blade.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const area = db.prepare(
    `INSERT INTO bigdata_vehicle_area (id, tenant_id, status, area_name, area_code, device_codes, create_time, is_deleted)
     VALUES (?, ?, 1, ?, ?, ?, '2025-12-01 08:00:00', 0)`,
  );
  AREAS.forEach((code, at) => {
    const devices = Array.from(
      { length: DEVICES_PER_AREA },
      (_, d) => `HK-${String(at * DEVICES_PER_AREA + d + 1).padStart(2, '0')}`,
    );
    area.run(`18000000000000000${at}`, TENANT, `压测区域${at + 1}`, code, devices.join(','));
  });
  const triggers = db
    .prepare<[], { name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'bigdata_vehicle_flow'",
    )
    .all();
  for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`);

  const capturesStarted = performance.now();
  // One statement: ids, plates (8 in 10 local 云L, the rest from other provinces; 1 in 6 new energy with six
  // characters), devices round the twelve, capture times evenly over the span, stored two seconds later.
  db.exec(`
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS - 1}),
c AS (
  SELECT i,
    datetime('2026-01-01 00:00:00', '+' || (i * ${SPAN_SECONDS} / ${ROWS}) || ' seconds') AS at,
    CASE WHEN i % 10 < 8 THEN '云L' ELSE substr('川A贵A滇B渝A粤B', 1 + 2 * (i % 5), 2) END AS prefix,
    i % 6 = 0 AS green
  FROM n
)
INSERT INTO bigdata_vehicle_flow (id, tenant_id, status, location, plate_number, plate_color, vehicle_type, vehicle_color,
  vehicle_brand, captured_time, device_code, device_location, captured_image, create_time, create_user, update_time,
  update_user, is_deleted)
SELECT CAST(1900000000000000000 + i AS TEXT), '${TENANT}', 1, '大理市',
  prefix || CASE WHEN green THEN printf('D%05d', (i * 7919) % 100000) ELSE printf('%05d', (i * 7919) % 100000) END,
  CASE WHEN green THEN '绿' ELSE '蓝' END,
  CASE i % 7 WHEN 0 THEN '大型客车' WHEN 1 THEN '中型货车' ELSE '小型汽车' END,
  substr('白黑灰银红蓝', 1 + i % 6, 1),
  substr('大众丰田本田比亚迪吉利长安', 1 + 2 * (i % 6), 2),
  at, printf('HK-%02d', 1 + i % ${AREAS.length * DEVICES_PER_AREA}), '卡口', NULL,
  datetime(at, '+2 seconds'), '1123598821738675201', datetime(at, '+2 seconds'), '1123598821738675201', 0
FROM c;`);
  const capturesSeconds = secondsSince(capturesStarted);

  const rollupsStarted = performance.now();
  db.exec(`
CREATE TEMP TABLE per_device_hour AS
  SELECT tenant_id, device_code, substr(captured_time, 1, 10) AS stat_date,
    CAST(substr(captured_time, 12, 2) AS INTEGER) AS hour, COUNT(*) AS vehicles,
    SUM(plate_number LIKE '云L%') AS local_vehicles
  FROM bigdata_vehicle_flow WHERE is_deleted = 0 AND length(captured_time) >= 13
  GROUP BY tenant_id, device_code, stat_date, hour;
CREATE TEMP TABLE per_area_hour AS
  SELECT d.tenant_id, a.area_code, d.stat_date, d.hour, SUM(d.vehicles) AS vehicles,
    SUM(d.local_vehicles) AS local_vehicles
  FROM per_device_hour d JOIN bigdata_vehicle_area a ON a.tenant_id = d.tenant_id AND a.is_deleted = 0 AND ${AREA_OF_DEVICE}
  GROUP BY d.tenant_id, a.area_code, d.stat_date, d.hour;
INSERT INTO bigdata_vehicle_hour (id, tenant_id, status, area_code, stat_date, hour, vehicle_count, create_time, is_deleted)
  SELECT CAST(1910000000000000000 + row_number() OVER () AS TEXT), tenant_id, 1, area_code, stat_date, hour, vehicles,
    strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime'), 0
  FROM per_area_hour;
INSERT INTO bigdata_vehicle_statistics (id, tenant_id, status, area_code, stat_date, vehicle_count, local_count,
    foreign_count, create_time, is_deleted)
  SELECT CAST(1920000000000000000 + row_number() OVER () AS TEXT), tenant_id, 1, area_code, stat_date, SUM(vehicles),
    SUM(local_vehicles), SUM(vehicles) - SUM(local_vehicles), strftime('%Y-%m-%d %H:%M:%S', 'now', 'localtime'), 0
  FROM per_area_hour GROUP BY tenant_id, area_code, stat_date;
DROP TABLE per_device_hour;
DROP TABLE per_area_hour;
DELETE FROM bigdata_vehicle_flow_count;
INSERT INTO bigdata_vehicle_flow_count (tenant_id, device_code, live_count)
  SELECT tenant_id, COALESCE(device_code, ''), COUNT(*) FROM bigdata_vehicle_flow
  WHERE is_deleted = 0 AND tenant_id IS NOT NULL GROUP BY tenant_id, COALESCE(device_code, '');`);
  for (const trigger of triggers) db.exec(trigger.sql);
  const rollupsSeconds = secondsSince(rollupsStarted);
  db.pragma('optimize = 0x10002');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { capturesSeconds, rollupsSeconds };
};

/** The roll-ups equal the captures on three days (one hour and one day row each), by the rule written out again. */
const checkRollups = (db: Database.Database) => {
  const days = ['2026-02-03', '2026-06-15', '2026-11-20'];
  const captured = db.prepare<[string, string, string], { area: string; n: number; local: number }>(
    `SELECT a.area_code AS area, COUNT(*) AS n, SUM(d.plate_number LIKE '云L%') AS local
     FROM bigdata_vehicle_flow d JOIN bigdata_vehicle_area a ON a.tenant_id = d.tenant_id AND a.is_deleted = 0
       AND ${AREA_OF_DEVICE}
     WHERE d.tenant_id = ? AND d.is_deleted = 0 AND d.captured_time >= ? || ' 00:00:00' AND d.captured_time <= ? || ' 23:59:59'
     GROUP BY a.area_code ORDER BY a.area_code`,
  );
  const hours = db.prepare<[string, string], { area: string; n: number }>(
    `SELECT area_code AS area, SUM(vehicle_count) AS n FROM bigdata_vehicle_hour
     WHERE tenant_id = ? AND stat_date = ? AND is_deleted = 0 GROUP BY area_code ORDER BY area_code`,
  );
  const daily = db.prepare<[string, string], { area: string; n: number; local: number }>(
    `SELECT area_code AS area, vehicle_count AS n, local_count AS local FROM bigdata_vehicle_statistics
     WHERE tenant_id = ? AND stat_date = ? AND is_deleted = 0 ORDER BY area_code`,
  );
  return days.every((day) => {
    const truth = JSON.stringify(captured.all(TENANT, day, day));
    const byHour = hours.all(TENANT, day);
    const byDay = daily.all(TENANT, day);
    return (
      JSON.stringify(byDay) === truth &&
      JSON.stringify(byHour) === JSON.stringify(byDay.map(({ area, n }) => ({ area, n })))
    );
  });
};

const main = async () => {
  const dataDir = KEEP ?? (await mkdtemp(join(tmpdir(), 'blade-bench-vehicle-')));
  process.env.BLADE_BOARD_SEED = 'none';
  try {
    const reuse = KEEP !== undefined && existsSync(join(dataDir, 'blade.db'));
    (await openBladeDatabase(dataDir)).db.close();
    const generation = reuse ? undefined : generate(dataDir);
    console.error('generation', generation ?? 'reused');

    const check = new Database(join(dataDir, 'blade.db'), { readonly: true });
    const captures = Number(check.prepare('SELECT COUNT(*) FROM bigdata_vehicle_flow').pluck().get());
    const hourRows = Number(check.prepare('SELECT COUNT(*) FROM bigdata_vehicle_hour').pluck().get());
    const rollupsMatch = checkRollups(check);
    check.close();

    const server = await startServer({ dataDir, captchaFixed: CAPTCHA });
    const token = await adminToken(server.url, CAPTCHA);
    const get = async (path: string, query: Record<string, string>) => {
      const once = async () => {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api${path}?${new URLSearchParams(query)}`, {
          headers: { 'blade-auth': `bearer ${token}`, authorization: BASIC },
        });
        const body = (await res.json()) as { data: { total: number; records: unknown[] } };
        if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
        return { ms: performance.now() - t0, serverMs: serverMs(res), body: body.data };
      };
      // A raw count that holds this one event loop for longer than the server's 5 s keep-alive lets the server drop
      // the idle connection just as the client reuses it; the client then asks again, as any client does, and only
      // the answered request is timed.
      return once().catch((error: unknown) => {
        if (!(error instanceof TypeError)) throw error;
        return once();
      });
    };

    // The raw side builds its SQL with the same store the route uses, on its own read-only connection.
    const direct = new Database(join(dataDir, 'blade.db'), { readonly: true });
    const store = createResourceStore(direct, vehicleFlowDataResource, createIdGenerator(Date.now), Date.now);
    const identity = { tenantId: TENANT } as Identity;
    const listCases: { name: string; size: number; filter: Record<string, string>; requests: number }[] = [
      { name: 'size10-newest-pages', size: 10, filter: {}, requests: 60 },
      { name: 'size20-device-filter', size: 20, filter: { deviceCode: 'HK-07' }, requests: 10 },
    ];
    const lists = [];
    // The route's total is the count kept on write (bigdata_vehicle_flow_count, vehicle-flow-data.ts); the raw side
    // times both the page with its COUNT(*) (the target's raw query) and the page with the kept count's sum.
    const keptTotal = (conditions: readonly QueryCondition[]) => {
      const where = allOf([{ sql: 'tenant_id = ?', params: [TENANT] }, ...conditions.map((c) => conditionSql(c))]);
      return Number(
        direct
          .prepare(`SELECT COALESCE(SUM(live_count), 0) FROM bigdata_vehicle_flow_count WHERE ${where.sql}`)
          .pluck()
          .get(...where.params),
      );
    };
    for (const spec of listCases) {
      const http: number[] = [];
      const raw: number[] = [];
      const rawKept: number[] = [];
      for (let i = 0; i < spec.requests + 3; i += 1) {
        // A page not asked before on each request (pages 1…), so neither side answers from an earlier one.
        const current = 1 + i * 7;
        const { ms, body } = await get('/blade-bigdata/vehicleFlowData/list', {
          current: String(current),
          size: String(spec.size),
          ...spec.filter,
        });
        const t0 = performance.now();
        const parsed = parseConditions(vehicleFlowDataResource, spec.filter);
        const sort = parseSort(vehicleFlowDataResource, {});
        if (!parsed.ok || !sort.ok) throw new Error('bad query');
        const where = allOf([store.scope(identity), ...parsed.conditions.map((c) => conditionSql(c))]);
        const page = store.page(where, sort.sort, current, spec.size);
        JSON.stringify(page.rows);
        const rawMs = performance.now() - t0;
        if (page.total !== body.total) throw new Error(`raw total ${page.total} differs from HTTP ${body.total}`);
        const t1 = performance.now();
        const kept = store.page(where, sort.sort, current, spec.size, keptTotal(parsed.conditions));
        JSON.stringify(kept.rows);
        const rawKeptMs = performance.now() - t1;
        if (kept.total !== page.total) throw new Error(`kept total ${kept.total} differs from COUNT(*) ${page.total}`);
        // The first three warm the caches of both sides and are not counted.
        if (i >= 3) {
          http.push(ms);
          raw.push(rawMs);
          rawKept.push(rawKeptMs);
        }
        if (i === spec.requests + 2) Object.assign(spec, { matching: body.total });
        if (i % 10 === 0) console.error(spec.name, i, Math.round(ms), Math.round(rawMs));
      }
      const httpP95 = percentile(http, 95);
      const rawP95 = percentile(raw, 95);
      lists.push({
        case: spec.name,
        matchingRows: (spec as { matching?: number }).matching,
        requests: spec.requests,
        httpMs: { p50: round(percentile(http, 50)), p95: round(httpP95) },
        rawMs: { p50: round(percentile(raw, 50)), p95: round(rawP95) },
        rawWithKeptCountMs: { p50: round(percentile(rawKept, 50)), p95: round(percentile(rawKept, 95)) },
        p95Ratio: round(httpP95 / rawP95),
        p95RatioToRawWithKeptCount: round(httpP95 / percentile(rawKept, 95)),
        withinTarget: httpP95 <= 3 * rawP95,
      });
    }
    direct.close();

    const hourly = [];
    for (const spanDays of [1, 7]) {
      const times: number[] = [];
      const serverTimes: number[] = [];
      let rows = 0;
      for (let i = 0; i < 63; i += 1) {
        // The chart's query for a day (or a week) not asked before: every area's hours, up to 1000 rows.
        const from = new Date(Date.UTC(2026, 0, 2 + i * 5));
        const to = new Date(from.getTime() + (spanDays - 1) * 86_400_000);
        const day = (date: Date, shift: number) =>
          `${new Date(date.getTime() + shift * 86_400_000).toISOString().slice(0, 10)}`;
        const {
          ms,
          serverMs: answered,
          body,
        } = await get('/blade-bigdata/hikcarstatisticsobtainvehiclehour/list', {
          current: '1',
          size: '1000',
          statDate_dategt: `${day(from, -1)} 23:59:59`,
          statDate_datelt: `${day(to, 1)} 00:00:00`,
        });
        rows = body.records.length;
        if (i >= 3) {
          times.push(ms);
          serverTimes.push(answered);
        }
      }
      hourly.push({
        case: `${spanDays}-day${spanDays > 1 ? 's' : ''}-all-areas`,
        rowsPerAnswer: rows,
        requests: times.length,
        httpMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) },
        // The server's own share (Server-Timing): a week is 672 rows, which the client also parses.
        serverMs: { p50: round(percentile(serverTimes, 50)), p95: round(percentile(serverTimes, 95)) },
        withinTarget: percentile(times, 95) <= 50,
        serverWithinTarget: percentile(serverTimes, 95) <= 50,
      });
    }

    // The triggers are back: one capture through submit moves its hour by one.
    const hourCount = () =>
      get('/blade-bigdata/hikcarstatisticsobtainvehiclehour/list', {
        current: '1',
        size: '100',
        areaCode: 'GUCHENG',
        statDate_dategt: '2026-11-25 23:59:59',
        statDate_datelt: '2026-11-27 00:00:00',
      }).then(({ body }) => {
        const nine = (body.records as { hour?: number; vehicleCount?: number }[]).find((row) => row.hour === 9);
        return Number(nine?.vehicleCount ?? 0);
      });
    const before = await hourCount();
    const submit = await fetch(`${server.url}/api/blade-bigdata/vehicleFlowData/submit`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${token}`, authorization: BASIC, 'content-type': 'application/json' },
      body: JSON.stringify({
        plateNumber: '云L9B123',
        capturedTime: '2026-11-26 09:30:00',
        deviceCode: 'HK-04',
        location: '大理古城南门',
      }),
    });
    const triggersKept = submit.status === 200 && (await hourCount()) === before + 1;
    await server.close();

    const result = {
      name: 'vehicle-5m',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      captures: captures,
      hourRows,
      generation: generation ?? 'reused',
      rollupsMatchCaptures: rollupsMatch,
      triggersKeptAfterLoad: triggersKept,
      path: 'fetch (undici, keep-alive) → Fastify on 127.0.0.1 → GET /api/blade-bigdata/… → better-sqlite3',
      targets: {
        list: 'p95 through HTTP ≤ 3 × p95 of the same count + page run directly on better-sqlite3',
        hourly: 'p95 of the hourly statistics through HTTP ≤ 50 ms',
      },
      lists,
      hourly,
      loadAverage: loadavg(),
      measuredAt: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir('bench-results', { recursive: true });
    await writeFile(join('bench-results', 'vehicle-5m.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    if (KEEP === undefined) await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
