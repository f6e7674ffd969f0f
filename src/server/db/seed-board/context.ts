import type { Database } from 'better-sqlite3';
import { createSequentialIds, type IdGenerator } from '../ids';
import { dayNumber } from './calendar';
import type { BoardSeedOptions, BoardSeedResult } from './options';
import { createRandom, createWeightedPicker, type Random } from './random';
import { daliTowns, townWeight, type Town } from './towns';

/**
 * What every step of one load shares. The steps draw from ONE random stream and ONE id sequence in a fixed
 * order (merchants, channels, members, visits, orders), which is what makes the same options give the same rows.
 */
export interface SeedContext {
  db: Database;
  tenantId: string;
  random: Random;
  ids: IdGenerator;
  towns: readonly Town[];
  pickTown: (random: Random) => number;
  /** Day numbers (see calendar.ts) of the first and last day of orders, `days` apart. */
  firstDay: number;
  lastDay: number;
  days: number;
  /** The rows written so far, counted by the steps as they write. */
  result: BoardSeedResult;
}

export const createSeedContext = (db: Database, options: BoardSeedOptions): SeedContext => {
  const random = createRandom(options.seed ?? 20240101);
  const days = options.days ?? 730;
  const lastDay = dayNumber(options.referenceDate);
  const firstDay = lastDay - days + 1;
  const tenantId = options.tenantId;
  const ids = createSequentialIds(`18${tenantId.padStart(6, '0').slice(-6)}00000000000`);
  const towns = daliTowns();
  const pickTown = createWeightedPicker(towns.map(townWeight));
  return {
    db,
    tenantId,
    random,
    ids,
    towns,
    pickTown,
    firstDay,
    lastDay,
    days,
    result: {
      categories: 0,
      merchants: 0,
      products: 0,
      distributors: 0,
      members: 0,
      visits: 0,
      orders: 0,
    },
  };
};
