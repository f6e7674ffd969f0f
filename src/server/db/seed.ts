import type { Database } from 'better-sqlite3';
import {
  bizDicts,
  seedMenus as menuData,
  seedRegions as regionData,
  seedTopMenus,
  systemDicts,
} from './seed-data/index';
import { seedDicts } from './seed-dicts';
import { seedMenus } from './seed-menus';
import { ADMIN_TENANT, MIDU_TENANT, prepareOrgSeed } from './seed-org';
import { seedRegions } from './seed-regions';
import { seedSystemExtras } from './seed-system';
import { seedBoard } from './seed-board/index';
import { seedMoney } from './seed-orders/money';
import { seedMembersDomain } from './seed-members/index';
import { seedMerchantExtras } from './seed-merchants/index';
import { seedOps } from './seed-ops';
import { seedFlow } from './seed-flow';
import { seedContent } from './seed-content';
import { seedHousingEstate } from './seed-housing';
import { seedResidents } from './seed-residents';

export const isSeeded = (db: Database): boolean =>
  (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM blade_tenant').get()?.n ?? 0) > 0;

/**
 * Fills an empty database with the deterministic seed (one transaction: all or nothing).
 * Returns false when the database already holds data.
 */
export const seedIfEmpty = async (db: Database): Promise<boolean> => {
  if (isSeeded(db)) return false;
  const org = await prepareOrgSeed();
  return db
    .transaction(() => {
      // Checked again inside the write lock: another process may have seeded meanwhile.
      if (isSeeded(db)) return false;
      const orgSeed = org(db);
      const { roles } = orgSeed;
      seedMenus(db, menuData, seedTopMenus, roles);
      seedDicts(db, systemDicts, bizDicts, [ADMIN_TENANT, MIDU_TENANT]);
      seedRegions(db, regionData);
      seedSystemExtras(db, orgSeed);
      seedBoard(db);
      seedMoney(db, ADMIN_TENANT);
      seedMembersDomain(db);
      seedMerchantExtras(db);
      seedOps(db, orgSeed);
      seedFlow(db);
      seedContent(db);
      seedResidents(db);
      seedHousingEstate(db);
      return true;
    })
    .immediate();
};
