import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLLUPS, rollupGroupBySql } from '../../../src/server/db/rollups/order-rollups';
import { DELTA_ROLLUPS, deltaGroupBySql } from '../../../src/server/db/rollups/member-rollups';
import { createRandom, type Random } from '../../../src/server/db/seed-board/random';
import type { TestServer } from '../../helpers/server';
import { createBoardServer, insertOrders } from './fixture';

let server: TestServer;
beforeAll(async () => {
  server = await createBoardServer();
});
afterAll(async () => server.close());

type Row = Record<string, string | number>;

const sorted = (rows: Row[]): string[] => rows.map((row) => JSON.stringify(row)).sort();

/** Every roll-up (011 and 014) equals the GROUP BY of its source rows, for every tenant. */
const expectConsistent = (label: string) => {
  const definitions = [
    ...ROLLUPS.map((spec) => ({ spec, direct: rollupGroupBySql(spec, false) })),
    ...DELTA_ROLLUPS.map((spec) => ({ spec, direct: deltaGroupBySql(spec, false) })),
  ];
  for (const { spec, direct } of definitions) {
    const columns = [...spec.keys, ...spec.sums].map((c) => c.column).join(', ');
    const stored = server.db.prepare<[], Row>(`SELECT ${columns} FROM ${spec.table} WHERE row_cnt <> 0`).all();
    const expected = server.db.prepare<[], Row>(direct).all();
    expect(sorted(stored), `${label}: ${spec.table}`).toEqual(sorted(expected));
    // Emptied rows are dropped in the same statement, never left behind as zeros.
    const empty = server.db
      .prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${spec.table} WHERE row_cnt = 0`)
      .get();
    expect(empty?.n, `${label}: ${spec.table} empty rows`).toBe(0);
  }
};

/** Birthdays the ledger must date (29 February, time suffixes) or leave unbanded (blank, malformed). */
const randomBirthday = (random: Random): string | null =>
  random.pick([
    () =>
      `${random.int(1950, 2015)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    () => `${random.pick([1960, 1996, 2000, 2008])}-02-29`,
    () => `${random.int(1950, 2010)}-06-15 00:00:00`,
    () => null,
    () => '',
    () => '1990-5-1',
  ])();

const randomTown = (random: Random) =>
  random.pick([
    ['532901', '532901102'],
    ['532901', '532901104'],
    ['532925', '532925101'],
  ] as const);

let memberNo = 0;
const insertMembers = (random: Random, count: number, tenantId = '000000'): void => {
  const insert = server.db.prepare(`INSERT INTO app_member (id, tenant_id, nick_name, sex, birthday, city_code,
    district_code, town_code, is_union_member, register_time, is_deleted) VALUES (?, ?, ?, ?, ?, '5329', ?, ?, ?, ?, ?)`);
  for (let i = 0; i < count; i += 1) {
    memberNo += 1;
    const [district, town] = randomTown(random);
    insert.run(
      `${tenantId}-R${memberNo}`,
      tenantId,
      `R${memberNo}`,
      random.int(0, 2),
      randomBirthday(random),
      district,
      town,
      random.int(0, 1),
      `20${random.int(23, 26)}-0${random.int(1, 9)}-${String(random.int(10, 28))} 0${random.int(0, 9)}:00:00`,
      random.chance(0.1) ? 1 : 0,
    );
  }
};

/** Members change: birthdays corrected, sex, union, home town, registration time, soft and hard deletes. */
const changeMembers = (random: Random): void => {
  const ids = server.db.prepare<[], { id: string }>('SELECT id FROM app_member').all();
  const updates = [
    (id: string) =>
      server.db.prepare('UPDATE app_member SET birthday = ? WHERE id = ?').run(randomBirthday(random), id),
    (id: string) => server.db.prepare('UPDATE app_member SET sex = ? WHERE id = ?').run(random.int(0, 2), id),
    (id: string) =>
      server.db.prepare('UPDATE app_member SET is_union_member = 1 - is_union_member WHERE id = ?').run(id),
    (id: string) => {
      const [district, town] = randomTown(random);
      server.db.prepare('UPDATE app_member SET district_code = ?, town_code = ? WHERE id = ?').run(district, town, id);
    },
    (id: string) =>
      server.db
        .prepare('UPDATE app_member SET register_time = ? WHERE id = ?')
        .run(`2025-0${random.int(1, 9)}-15 12:00:00`, id),
    (id: string) => server.db.prepare('UPDATE app_member SET is_deleted = ? WHERE id = ?').run(random.int(0, 1), id),
    (id: string) => server.db.prepare('UPDATE app_member SET nick_name = ? WHERE id = ?').run('renamed', id),
    (id: string) => server.db.prepare('DELETE FROM app_member WHERE id = ?').run(id),
  ];
  for (let i = 0; i < 12; i += 1) random.pick(updates)(random.pick(ids).id);
};

describe('roll-ups maintained by triggers', () => {
  it('equal a direct GROUP BY after random inserts, updates and deletes of orders and members', () => {
    expectConsistent('fixture');
    const random = createRandom(7);
    const productKeys = ['P1', 'P2', 'P3', 'P4'] as const;
    const userKeys = ['U1', 'U2', 'U3', 'U4'] as const;
    for (let round = 0; round < 6; round += 1) {
      server.db.transaction(() => {
        insertOrders(
          server.db,
          Array.from({ length: 40 }, (_v, i) => ({
            no: `r${round}-${i}`,
            product: random.pick(productKeys),
            cnt: random.int(1, 4),
            status: random.int(0, 4),
            payDate: random.chance(0.9)
              ? `2025-0${random.int(1, 5)}-${String(random.int(10, 28))} ${String(random.int(10, 23))}:15:00`
              : null,
            source: random.int(1, 3),
            payType: random.int(1, 2),
            user: random.pick(userKeys),
            discount: random.chance(0.2) ? 3.33 : 0,
            welfare: random.chance(0.2) ? 0.01 : 0,
          })),
        );
      })();
      const ids = server.db
        .prepare<[], { id: string }>("SELECT id FROM order_product WHERE tenant_id = '000000'")
        .all();
      const update = server.db.prepare(
        `UPDATE order_product SET pay_status = ?, order_money = order_money + ?, pay_date = ?, district_code = ?, user_age = ?,
         source = ?, is_deleted = ? WHERE id = ?`,
      );
      for (let i = 0; i < 25; i += 1) {
        update.run(
          random.int(0, 4),
          random.pick([0, 0.1, 12.34]),
          random.chance(0.5) ? '2025-03-15 10:00:00' : null,
          random.pick(['532901', '532925', '532930']),
          random.pick([17, 29, 30, 64, 65, null]),
          random.int(1, 3),
          random.chance(0.1) ? 1 : 0,
          random.pick(ids).id,
        );
      }
      const remove = server.db.prepare('DELETE FROM order_product WHERE id = ?');
      for (let i = 0; i < 5; i += 1) remove.run(random.pick(ids).id);
      const visit = server.db.prepare(
        'UPDATE app_member_visit SET visit_cnt = visit_cnt + 1, visit_day = ? WHERE rowid = ?',
      );
      visit.run(`2025-05-${10 + round}`, random.int(1, 5));
      insertMembers(random, 8);
      insertMembers(random, 2, '100001');
      changeMembers(random);
      expectConsistent(`round ${round}`);
    }
  });

  it('a refund leaves the figures in the same transaction as the order write', async () => {
    const token = (await server.signIn('bigdata', 'bigdata')).access_token;
    const june = { fromDate: '2026-06-01', toDate: '2026-06-01' };
    const statistics = async () =>
      (
        (await server.call(token, { method: 'GET', url: '/api/blade-order/view/statistics', query: june })).json() as {
          data: { orderCnt: number; orderMoney: number };
        }
      ).data;
    expect(await statistics()).toMatchObject({ orderCnt: 0, orderMoney: 0 });
    insertOrders(server.db, [
      {
        no: 'refund-me',
        product: 'P2',
        cnt: 1,
        status: 1,
        payDate: '2026-06-01 10:00:00',
        source: 1,
        payType: 1,
        user: 'U1',
      },
    ]);
    expect(await statistics()).toMatchObject({ orderCnt: 1, orderMoney: 300 });
    server.db.prepare("UPDATE order_product SET pay_status = 3 WHERE order_no = 'refund-me'").run();
    expect(await statistics()).toMatchObject({ orderCnt: 0, orderMoney: 0 });
    expectConsistent('after refund');
  });
});
