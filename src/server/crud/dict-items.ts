import type { Database } from 'better-sqlite3';
import type { DictItemsLookup } from '../../shared/resources/index';

/**
 * The keys a dictionary field may take, read from blade_dict (system) or the tenant's blade_dict_biz, so the
 * server refuses a value the dictionary does not have (the same check the form makes from its cache).
 */
export const createDictItemsLookup = (db: Database, tenantId: string): DictItemsLookup => {
  const system = db.prepare<[string], { dict_key: string }>(
    "SELECT dict_key FROM blade_dict WHERE code = ? AND parent_id <> '0' AND is_deleted = 0",
  );
  const business = db.prepare<[string, string], { dict_key: string }>(
    "SELECT dict_key FROM blade_dict_biz WHERE tenant_id = ? AND code = ? AND parent_id <> '0' AND is_deleted = 0",
  );
  return (field) => {
    const rows = field.source === 'dict' ? system.all(field.dict) : business.all(tenantId, field.dict);
    // A dictionary nobody seeded yet is checked for shape only, rather than refusing every value.
    return rows.length === 0 ? undefined : rows.map((row) => row.dict_key);
  };
};

/** A lookup that reads each dictionary once: an import validates thousands of rows against the same few. */
export const memoiseDictItems = (lookup: DictItemsLookup): DictItemsLookup => {
  const known = new Map<string, readonly string[] | undefined>();
  return (field) => {
    const key = `${field.source}:${field.dict}`;
    if (!known.has(key)) known.set(key, lookup(field));
    return known.get(key);
  };
};
