import type { Database } from 'better-sqlite3';
import { createSequentialIds } from './ids';
import type { SeedDict } from './seed-data/types';

/**
 * Dictionaries as BladeX stores them (bladex-contract.md §4): one root row per code (parent 0,
 * key -1, value = title) and its items beneath. Business dictionaries are copied per tenant.
 */
export const seedDicts = (db: Database, system: SeedDict[], biz: SeedDict[], tenantIds: string[]): void => {
  const systemIds = createSequentialIds('1123598814738676000');
  const insertSystem =
    db.prepare(`INSERT INTO blade_dict (id, parent_id, code, dict_key, dict_value, dict_value_en, sort, remark)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  system.forEach((dict, index) => {
    const rootId = systemIds.next();
    insertSystem.run(rootId, '0', dict.code, '-1', dict.name, dict.nameEn, index + 1, '');
    for (const item of dict.items) {
      insertSystem.run(
        systemIds.next(),
        rootId,
        dict.code,
        item.key,
        item.value,
        item.valueEn,
        item.sort,
        item.remark ?? '',
      );
    }
  });

  const insertBiz = db.prepare(`INSERT INTO blade_dict_biz (id, tenant_id, parent_id, code, dict_key, dict_value,
    dict_value_en, sort, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  tenantIds.forEach((tenantId, tenantIndex) => {
    // A separate id range per tenant keeps ids stable when another tenant's data changes.
    const ids = createSequentialIds((1123598819738676000n + BigInt(tenantIndex) * 100000n).toString());
    biz.forEach((dict, index) => {
      const rootId = ids.next();
      insertBiz.run(rootId, tenantId, '0', dict.code, '-1', dict.name, dict.nameEn, index + 1, '');
      for (const item of dict.items) {
        insertBiz.run(
          ids.next(),
          tenantId,
          rootId,
          dict.code,
          item.key,
          item.value,
          item.valueEn,
          item.sort,
          item.remark ?? '',
        );
      }
    });
  });
};
