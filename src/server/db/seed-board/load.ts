import type { Database } from 'better-sqlite3';
import { writeChannels } from './channels';
import { createSeedContext } from './context';
import { writeMembers } from './members';
import { writeMerchantsAndProducts } from './merchants';
import type { BoardSeedOptions, BoardSeedResult } from './options';
import { writeOrders } from './orders';
import { rebuildRollupsAndTriggers, suspendRollupTriggers } from './rollups';
import { writeVisits } from './visits';

export type { BoardSeedOptions, BoardSeedResult } from './options';

/**
 * Writes a tenant's board data (categories, merchants, products, distributors, members, daily visits and
 * orders) in one transaction, with the roll-up triggers (migrations 011 and 014) dropped during the load and the
 * roll-ups rebuilt from the rows at the end, so a bulk load costs one GROUP BY instead of one upsert per order
 * (or member) and roll-up.
 * Deterministic: the same options give the same rows and ids (the steps below share one random stream and one
 * id sequence, so their order is part of the data).
 */
export const loadBoardData = (db: Database, options: BoardSeedOptions): BoardSeedResult => {
  const context = createSeedContext(db, options);

  const run = () => {
    suspendRollupTriggers(db);
    const products = writeMerchantsAndProducts(context);
    const channels = writeChannels(context);
    const members = writeMembers(context, options);
    writeVisits(context, members);
    writeOrders(context, products, channels, members, options);
    rebuildRollupsAndTriggers(db, context.tenantId);
  };

  // A bulk load overflows the default 2 MB page cache many times over; spilling it to the WAL mid-transaction
  // is what makes large loads slow, so the cache is widened for the load only.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -262144');
  try {
    if (db.inTransaction) run();
    else db.transaction(run)();
  } finally {
    db.pragma(`cache_size = ${cacheSize}`);
  }
  return context.result;
};
