import type { Database } from 'better-sqlite3';
import type { SeedRegion } from './seed-data/types';

const LEVEL_COLUMNS = ['province', 'city', 'district', 'town', 'village'] as const;

/** Flattens the region tree into blade_region rows with the full code/name chain (bladex-contract.md §5). */
export const seedRegions = (db: Database, root: SeedRegion): number => {
  const insert = db.prepare(`INSERT INTO blade_region (code, parent_code, ancestors, name,
    province_code, province_name, city_code, city_name, district_code, district_name, town_code, town_name,
    village_code, village_name, region_level, sort, remark)
    VALUES (@code, @parent_code, @ancestors, @name, @province_code, @province_name, @city_code, @city_name,
    @district_code, @district_name, @town_code, @town_name, @village_code, @village_name, @region_level, @sort, '')`);
  let count = 0;
  const visit = (
    region: SeedRegion,
    parentCode: string,
    ancestors: string,
    chain: Record<string, string | null>,
    sort: number,
  ) => {
    const own = { ...chain };
    const column = region.level >= 1 && region.level <= 5 ? LEVEL_COLUMNS[region.level - 1] : null;
    if (column) {
      own[`${column}_code`] = region.code;
      own[`${column}_name`] = region.name;
    }
    insert.run({
      code: region.code,
      parent_code: parentCode,
      ancestors,
      name: region.name,
      region_level: region.level,
      sort,
      ...own,
    });
    count += 1;
    (region.children ?? []).forEach((child, index) =>
      visit(child, region.code, `${ancestors},${region.code}`, own, index + 1),
    );
  };
  const empty: Record<string, string | null> = {};
  for (const column of LEVEL_COLUMNS) {
    empty[`${column}_code`] = null;
    empty[`${column}_name`] = null;
  }
  visit(root, '0', '0', empty, 1);
  return count;
};
