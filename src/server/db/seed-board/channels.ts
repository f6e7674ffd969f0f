import { SEED_TIME } from '../seed-org';
import { DISTRIBUTORS, PLATFORMS } from './catalogue';
import type { SeedContext } from './context';
import { AUDIT, audit, inserter } from './insert';
import { personName } from './values';

export interface Channel {
  id: string;
  name: string;
}

/** Where orders of source 2 (distributors) and source 3 (other online platforms) came from. */
export interface SeededChannels {
  distributors: Channel[];
  platforms: Channel[];
}

/** Writes the distributors (type 1) and the other online platforms (type 2) of the catalogue. */
export const writeChannels = (context: SeedContext): SeededChannels => {
  const { db, tenantId, random, ids, towns, pickTown, result } = context;
  const distributor = inserter(db, 'merchant_distributor', [
    'id',
    'tenant_id',
    'name',
    'type',
    'principal',
    'phone',
    'city_code',
    'district_code',
    'district_name',
    ...AUDIT,
  ]);
  const makeChannels = (names: readonly string[], type: number): Channel[] =>
    names.map((name) => {
      const id = ids.next();
      const town = towns[pickTown(random)];
      distributor([
        id,
        tenantId,
        name,
        type,
        personName(random),
        `138${random.int(10000000, 99999999)}`,
        town.cityCode,
        town.districtCode,
        town.districtName,
        ...audit(SEED_TIME),
      ]);
      result.distributors += 1;
      return { id, name };
    });
  const distributors = makeChannels(DISTRIBUTORS, 1);
  const platforms = makeChannels(PLATFORMS, 2);
  return { distributors, platforms };
};
