import type { Database } from 'better-sqlite3';
import { expect } from 'vitest';
import { formatDateTime } from '../../../src/server/db/clock';
import { ROLLUPS, rollupGroupBySql } from '../../../src/server/db/rollups/order-rollups';
import { DELTA_ROLLUPS, deltaGroupBySql } from '../../../src/server/db/rollups/member-rollups';
import { loadBoardData } from '../../../src/server/db/seed-board/index';
import { createTestServer, type TestServer } from '../../helpers/server';

type Row = Record<string, string | number>;

const sorted = (rows: Row[]): string[] => rows.map((row) => JSON.stringify(row)).sort();

/** Every board roll-up (migrations 011 and 014) equals the GROUP BY of its source rows. */
export const expectRollupsExact = (db: Database, label: string): void => {
  const definitions = [
    ...ROLLUPS.map((spec) => ({ spec, direct: rollupGroupBySql(spec, false) })),
    ...DELTA_ROLLUPS.map((spec) => ({ spec, direct: deltaGroupBySql(spec, false) })),
  ];
  for (const { spec, direct } of definitions) {
    const columns = [...spec.keys, ...spec.sums].map((c) => c.column).join(', ');
    const stored = db.prepare<[], Row>(`SELECT ${columns} FROM ${spec.table} WHERE row_cnt <> 0`).all();
    expect(sorted(stored), `${label}: ${spec.table}`).toEqual(sorted(db.prepare<[], Row>(direct).all()));
  }
};

/** A test server with a small generated board data set (snowflake ids, as the REST routes require). */
export const createSeededServer = async (orders = 800, members = 400): Promise<TestServer> => {
  const server = await createTestServer();
  loadBoardData(server.db, {
    tenantId: '000000',
    referenceDate: formatDateTime(Date.now()).slice(0, 10),
    orders,
    members,
    days: 120,
  });
  return server;
};
