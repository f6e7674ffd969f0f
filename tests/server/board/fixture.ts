import { loadBoardFixture } from '../../../src/server/db/seed-board/fixture';
import { createTestServer, type TestServer } from '../../helpers/server';

// The data set lives with the seed (`BLADE_BOARD_SEED=fixture` loads it for the end-to-end tests); the
// expectations in board-figures.test.ts are worked out by hand from it.
export {
  insertFixtureOrders as insertOrders,
  members,
  merchants,
  orders,
  T1,
  T2,
  T3,
  todayPaid,
} from '../../../src/server/db/seed-board/fixture';

export const MARCH = { fromDate: '2025-03-01 00:00:00', toDate: '2025-03-31 23:59:59' };

/** A test server with no generated board data and the fixture loaded in tenant 000000. */
export const createBoardServer = async (): Promise<TestServer> => {
  const previous = process.env.BLADE_BOARD_SEED;
  process.env.BLADE_BOARD_SEED = 'none';
  try {
    const server = await createTestServer();
    loadBoardFixture(server.db);
    return server;
  } finally {
    if (previous === undefined) delete process.env.BLADE_BOARD_SEED;
    else process.env.BLADE_BOARD_SEED = previous;
  }
};
