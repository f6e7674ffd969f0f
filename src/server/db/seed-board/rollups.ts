import type { Database } from 'better-sqlite3';
import { dropRollupTriggersSql, rebuildRollupsSql, rollupTriggersSql } from '../rollups/order-rollups';
import { deltaTriggersSql, dropDeltaTriggersSql, rebuildDeltaRollupsSql } from '../rollups/member-rollups';

/** Drops the roll-up triggers of migrations 011 and 014 so a bulk load does not upsert roll-ups row by row. */
export const suspendRollupTriggers = (db: Database): void => {
  db.exec(dropRollupTriggersSql());
  db.exec(dropDeltaTriggersSql());
};

/** Rebuilds the tenant's roll-ups from its rows with one GROUP BY each, then puts the triggers back. */
export const rebuildRollupsAndTriggers = (db: Database, tenantId: string): void => {
  // The month and member roll-ups of 014 are grouped from the day roll-ups, so they come second.
  for (const sql of [...rebuildRollupsSql(), ...rebuildDeltaRollupsSql()]) db.prepare(sql).run(tenantId);
  db.exec(rollupTriggersSql());
  db.exec(deltaTriggersSql());
};
