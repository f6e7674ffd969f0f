import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_ORDER, ROLLUPS, rollupGroupBySql } from '../../../src/server/db/rollups/order-rollups';
import { backfillDeltaRollupsSql, DELTA_ROLLUPS, deltaGroupBySql } from '../../../src/server/db/rollups/member-rollups';
import { ageOn } from '../../../src/server/db/seed-board/calendar';
import { ageBandOf } from './age-bands';
import { loadBoardData } from '../../../src/server/db/seed-board/load';
import { createRandom, type Random } from '../../../src/server/db/seed-board/random';
import { addDays, calendarPieces } from '../../../src/server/modules/board/calendar-pieces';
import { factSource, type RollupName } from '../../../src/server/modules/board/fact-source';
import {
  memberFiguresFromLedger,
  memberFiguresFromRows,
  type MemberFigures,
} from '../../../src/server/modules/board/member-figures';
import type { RegionScope, Scope } from '../../../src/server/modules/board/scope';
import { createSqlRunner } from '../../../src/server/modules/board/sql-runner';
import type { TestServer } from '../../helpers/server';
import { createBoardServer, insertOrders, T1, T3 } from './fixture';

// The reads behind the figures are exact for any range and day: month roll-ups plus or minus edge days
// (migration 014) equal a GROUP BY over the order rows, and the member age ledger equals counting members.

type Row = Record<string, string | number | null>;
const sorted = (rows: Row[]): string[] => rows.map((row) => JSON.stringify(row)).sort();

const REGIONS: (RegionScope | null)[] = [
  null,
  { code: '5329', name: '大理白族自治州', level: 'city' },
  { code: '532901', name: '大理市', level: 'district' },
  { code: '532925', name: '弥渡县', level: 'district' },
  { code: T1, name: '大理镇', level: 'town' },
  { code: T3, name: '弥城镇', level: 'town' },
];

const randomDay = (random: Random, fromYear: number, toYear: number): string =>
  `${random.int(fromYear, toYear)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

describe('calendar pieces', () => {
  /** Each day's net count over the pieces (months expanded to their days). */
  const coverage = (from: string, to: string) => {
    const net = new Map<string, number>();
    for (const piece of calendarPieces(from, to)) {
      const first = piece.grain === 'day' ? piece.from : `${piece.from}-01`;
      let day = first;
      const inPiece = (d: string) => (piece.grain === 'day' ? d <= piece.to : d.slice(0, 7) <= piece.to);
      while (inPiece(day)) {
        net.set(day, (net.get(day) ?? 0) + piece.sign);
        day = addDays(day, 1);
      }
    }
    return net;
  };

  it('add up to exactly the days of any range', () => {
    const random = createRandom(11);
    const cases: [string, string][] = [
      ['2026-08-25', '2026-11-22'],
      ['2025-03-01', '2025-03-31'],
      ['2025-03-05', '2025-03-28'],
      ['2024-02-02', '2024-02-29'],
      ['2024-12-31', '2025-01-01'],
    ];
    for (let i = 0; i < 120; i += 1) {
      const from = randomDay(random, 2023, 2026);
      const to = random.chance(0.3) ? addDays(from, random.int(0, 40)) : randomDay(random, 2023, 2027);
      cases.push(from <= to ? [from, to] : [to, from]);
    }
    for (const [from, to] of cases) {
      const net = coverage(from, to);
      for (const [day, count] of net) {
        expect(count, `${from}..${to} counts ${day}`).toBe(day >= from && day <= to ? 1 : 0);
      }
      for (let day = from; day <= to; day = addDays(day, 1))
        expect(net.get(day), `${from}..${to} misses ${day}`).toBe(1);
    }
  });

  it('read whole months from the month roll-up and subtract days still to come', () => {
    expect(calendarPieces('2026-08-25', '2026-11-22')).toEqual([
      { grain: 'day', from: '2026-08-25', to: '2026-08-31', sign: 1 },
      { grain: 'month', from: '2026-09', to: '2026-11', sign: 1 },
      { grain: 'day', from: '2026-11-23', to: '2026-11-30', sign: -1 },
    ]);
    expect(calendarPieces('0000-01-01', '9999-12-31')).toEqual([
      { grain: 'month', from: '0000-01', to: '9999-12', sign: 1 },
    ]);
    expect(calendarPieces('2025-03-10', '2025-03-12')).toEqual([
      { grain: 'day', from: '2025-03-10', to: '2025-03-12', sign: 1 },
    ]);
  });
});

/** First, second, middle and last two days of the months around March 2025 (where pieces meet). */
const MONTHS = ['2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
const VALID_DAYS = MONTHS.slice(0, -1).flatMap((month, i) => {
  const last = addDays(`${MONTHS[i + 1]}-01`, -1);
  return [`${month}-01`, `${month}-02`, `${month}-15`, addDays(last, -1), last];
});

describe('roll-up reads and the member ledger on random data', () => {
  let server: TestServer;
  const random = createRandom(2024);
  beforeAll(async () => {
    server = await createBoardServer();
    const products = ['P1', 'P2', 'P3', 'P4'] as const;
    const users = ['U1', 'U2', 'U3', 'U4'] as const;
    server.db.transaction(() => {
      insertOrders(
        server.db,
        Array.from({ length: 400 }, (_v, i) => ({
          no: `x${i}`,
          product: random.pick(products),
          cnt: random.int(1, 4),
          status: random.int(0, 4),
          payDate: random.chance(0.95)
            ? `${random.pick(VALID_DAYS)} ${String(random.int(0, 23)).padStart(2, '0')}:${random.pick(['00', '30', '59'])}:00`
            : null,
          source: random.int(1, 3),
          payType: random.int(1, 2),
          channel: random.pick([undefined, 'D1', 'X1'] as const),
          user: random.pick(users),
          discount: random.chance(0.2) ? 2.5 : 0,
        })),
      );
      const member = server.db.prepare(`INSERT INTO app_member (id, tenant_id, nick_name, sex, birthday, city_code,
        district_code, town_code, is_union_member, register_time, is_deleted) VALUES (?, '000000', ?, ?, ?, '5329', ?, ?, ?, ?, ?)`);
      for (let i = 0; i < 300; i += 1) {
        const [district, town] = random.pick([
          ['532901', T1],
          ['532901', '532901104'],
          ['532925', T3],
        ]);
        const birthday = random.pick([
          () => randomDay(random, 1940, 2015),
          () => `${random.pick([1960, 1996, 2000, 2008])}-02-29`,
          () => `${randomDay(random, 1950, 2010)} 08:00:00`,
          () => null,
          () => '19900501',
        ])();
        member.run(
          `L${i}`,
          `L${i}`,
          random.int(0, 2),
          birthday,
          district,
          town,
          random.int(0, 1),
          `${randomDay(random, 2020, 2026)} 10:00:00`,
          random.chance(0.05) ? 1 : 0,
        );
      }
    })();
  });
  afterAll(async () => server.close());

  const ORDER_ROLLUPS = ROLLUPS.filter((spec) => spec.source === 'order_product');

  /** The roll-up's keys (but the day) and sums for the scope, grouped, straight from the order rows. */
  const direct = (spec: (typeof ROLLUPS)[number], scope: Scope): Row[] => {
    const keys = spec.keys.filter((k) => k.column !== 'day');
    const plain = (expr: string) => expr.replaceAll('$.', '');
    const column = !scope.region
      ? null
      : { city: 'city_code', district: 'district_code', town: 'town_code' }[scope.region.level];
    return server.db
      .prepare<(string | number)[], Row>(
        `SELECT ${[...keys.map((k) => `${plain(k.expr)} AS ${k.column}`), ...spec.sums.map((c) => `SUM(${plain(c.expr)}) AS ${c.column}`)].join(', ')}
         FROM order_product WHERE tenant_id = ? AND ${plain(COUNTED_ORDER)}
           ${scope.range ? 'AND pay_date BETWEEN ? AND ?' : ''} ${column ? `AND ${column} = ?` : ''}
         GROUP BY ${keys.map((k) => plain(k.expr)).join(', ')}`,
      )
      .all(
        scope.tenantId,
        ...(scope.range ? [scope.range.from, scope.range.to] : []),
        ...(scope.region ? [scope.region.code] : []),
      );
  };

  const viaRollups = (spec: (typeof ROLLUPS)[number], scope: Scope): Row[] => {
    const keys = spec.keys.filter((k) => k.column !== 'day').map((k) => k.column);
    const source = factSource(spec.table as RollupName, scope);
    return server.db
      .prepare<(string | number)[], Row>(
        `SELECT ${[...keys, ...spec.sums.map((c) => `SUM(${c.column}) AS ${c.column}`)].join(', ')}
         FROM ${source.sql} GROUP BY ${keys.join(', ')} HAVING SUM(row_cnt) > 0`,
      )
      .all(...source.params);
  };

  it('every order roll-up read for a range equals the GROUP BY over the rows', () => {
    const ranges = [
      null,
      { from: '2025-03-01 00:00:00', to: '2025-03-31 23:59:59' },
      { from: '2025-01-02 00:00:00', to: '2025-04-30 23:59:59' },
      { from: '2025-02-27 00:00:00', to: '2025-03-28 23:59:59' },
      { from: '2025-03-15 12:30:00', to: '2025-05-27 06:00:00' },
      { from: '0000-01-01 00:00:00', to: '2025-03-02 23:59:59' },
      { from: '2025-01-28 00:00:00', to: '9999-12-31 23:59:59' },
    ];
    for (let i = 0; i < 25; i += 1) {
      const from = `2025-0${random.int(1, 4)}-${String(random.int(1, 28)).padStart(2, '0')}`;
      const to = addDays(from, random.int(0, 70));
      const fromTime = random.chance(0.7) ? '00:00:00' : `${String(random.int(0, 23)).padStart(2, '0')}:30:00`;
      const toTime = random.chance(0.7) ? '23:59:59' : `${String(random.int(0, 23)).padStart(2, '0')}:00:00`;
      if (`${from} ${fromTime}` <= `${to} ${toTime}`)
        ranges.push({ from: `${from} ${fromTime}`, to: `${to} ${toTime}` });
    }
    let compared = 0;
    for (const range of ranges) {
      for (const region of REGIONS) {
        const scope: Scope = { tenantId: '000000', region, range };
        for (const spec of ORDER_ROLLUPS) {
          const label = `${spec.table} ${region?.code ?? 'all'} ${range ? `${range.from}..${range.to}` : 'always'}`;
          const expected = direct(spec, scope);
          expect(sorted(viaRollups(spec, scope)), label).toEqual(sorted(expected));
          compared += expected.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  /** Members on day D counted one by one in JavaScript: whole years of age, bands of spec 000 §2.4. */
  const countMembers = (region: RegionScope | null, day: string) => {
    const members = server.db
      .prepare<[], Row>(
        `SELECT sex, birthday, register_time, is_union_member, city_code, district_code, town_code FROM app_member
         WHERE tenant_id = '000000' AND is_deleted = 0`,
      )
      .all();
    const bands = new Map<string, number>();
    const figures = { total: 0, union: 0, male: 0, female: 0 };
    for (const m of members) {
      if (String(m.register_time).slice(0, 10) > day) continue;
      if (region) {
        const column = { city: 'city_code', district: 'district_code', town: 'town_code' }[region.level];
        if (m[column] !== region.code) continue;
      }
      const birthday = typeof m.birthday === 'string' && /^\d{4}-\d{2}-\d{2}/.test(m.birthday) ? m.birthday : null;
      const age = birthday ? ageOn(birthday.slice(0, 10), day) : null;
      const band = ageBandOf(age);
      bands.set(band, (bands.get(band) ?? 0) + 1);
      figures.total += 1;
      if (m.is_union_member === 1) figures.union += 1;
      if (m.sex === 1) figures.male += 1;
      if (m.sex === 2) figures.female += 1;
    }
    return { ...figures, bands };
  };

  const summary = (figures: MemberFigures) => ({
    total: figures.total,
    union: figures.union,
    male: figures.male,
    female: figures.female,
    bands: ['', '<18', '18-30', '30-40', '40-50', '50-65', '65+'].map((band) => figures.band(band)),
  });

  it('the age ledger equals counting members on any day, before and after members change', () => {
    const sql = createSqlRunner(server.db);
    const check = (label: string) => {
      const days = ['2025-03-31', '2026-02-28', '2026-03-01', '2028-02-29', '2019-12-31', '2060-07-01'];
      for (let i = 0; i < 40; i += 1) days.push(randomDay(random, 2020, 2080));
      for (const day of days) {
        for (const region of REGIONS) {
          const scope: Scope = { tenantId: '000000', region, range: null };
          const counted = countMembers(region, day);
          const expected = {
            total: counted.total,
            union: counted.union,
            male: counted.male,
            female: counted.female,
            bands: ['', '<18', '18-30', '30-40', '40-50', '50-65', '65+'].map((band) => counted.bands.get(band) ?? 0),
          };
          const where = `${label} ${region?.code ?? 'all'} on ${day}`;
          expect(summary(memberFiguresFromRows(sql, scope, day)), `rows: ${where}`).toEqual(expected);
          if (region?.level !== 'town') {
            expect(summary(memberFiguresFromLedger(sql, scope, day)), `ledger: ${where}`).toEqual(expected);
          }
        }
      }
    };
    check('as loaded');
    const update = server.db.prepare(
      `UPDATE app_member SET birthday = ?, sex = ?, district_code = ?, town_code = ?, register_time = ?, is_deleted = ?
       WHERE id = ?`,
    );
    server.db.transaction(() => {
      for (let i = 0; i < 60; i += 1) {
        const [district, town] = random.pick([
          ['532901', T1],
          ['532925', T3],
        ]);
        update.run(
          random.chance(0.8) ? randomDay(random, 1950, 2012) : null,
          random.int(0, 2),
          district,
          town,
          `${randomDay(random, 2021, 2026)} 09:00:00`,
          random.chance(0.1) ? 1 : 0,
          `L${random.int(0, 299)}`,
        );
      }
      server.db.prepare("DELETE FROM app_member WHERE id IN ('L1', 'L2', 'L3')").run();
    })();
    check('after changes');
  });
});

describe('the bulk loader', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createBoardServer();
  });
  afterAll(async () => server.close());

  it('rebuilds every roll-up to equal its GROUP BY and leaves the triggers in place; so does the backfill', () => {
    loadBoardData(server.db, {
      tenantId: '100001',
      referenceDate: '2025-06-30',
      orders: 3000,
      members: 2000,
      days: 200,
    });
    const check = (label: string) => {
      const definitions = [
        ...ROLLUPS.map((spec) => ({ spec, direct: rollupGroupBySql(spec, false) })),
        ...DELTA_ROLLUPS.map((spec) => ({ spec, direct: deltaGroupBySql(spec, false) })),
      ];
      for (const { spec, direct } of definitions) {
        const columns = [...spec.keys, ...spec.sums].map((c) => c.column).join(', ');
        const stored = server.db.prepare<[], Row>(`SELECT ${columns} FROM ${spec.table}`).all();
        expect(stored.length, `${label}: ${spec.table} holds rows`).toBeGreaterThan(0);
        expect(sorted(stored), `${label}: ${spec.table}`).toEqual(sorted(server.db.prepare<[], Row>(direct).all()));
      }
    };
    check('after the load');
    server.db.prepare("UPDATE order_product SET pay_status = 3 WHERE tenant_id = '100001' AND rowid % 7 = 0").run();
    server.db
      .prepare("UPDATE app_member SET birthday = '1999-02-28' WHERE tenant_id = '100001' AND rowid % 5 = 0")
      .run();
    check('after writes through the triggers');
    // What migration 014 does on a database that already holds orders and members of several tenants.
    server.db.transaction(() => {
      for (const spec of DELTA_ROLLUPS) server.db.prepare(`DELETE FROM ${spec.table}`).run();
      for (const sql of backfillDeltaRollupsSql()) server.db.prepare(sql).run();
    })();
    check('after the migration backfill');
  });
});
