import type { Database } from 'better-sqlite3';
import { badRequest } from '../../http/errors';

/** The merchant columns a write sets directly (snake_case, as hooks see them). */
type Columns = Record<string, unknown>;

/**
 * A merchant's derived columns: its industry, business-type name and trade composition from the business type
 * (`sub_category_id`, a level-2 category), and its prefecture and county (codes and names) from the town
 * (`town_code`), so the lists and the board group it with its peers. Used by merchant writes and by a passed
 * onboarding application that becomes a merchant. Refuses a business type or town that does not exist.
 */
export const merchantPlacement = (db: Database) => {
  const businessType = db.prepare<
    [string, string],
    { name: string; trade_type: number; level: number; parent_id: string; parent_name: string | null }
  >(
    `SELECT c.name, c.trade_type, c.level, c.parent_id, p.name AS parent_name FROM merchant_category c
     LEFT JOIN merchant_category p ON p.id = c.parent_id AND p.tenant_id = c.tenant_id AND p.is_deleted = 0
     WHERE c.tenant_id = ? AND c.id = ? AND c.is_deleted = 0`,
  );
  const place = db.prepare<[string], { code: string; name: string }>(
    'SELECT code, name FROM blade_region WHERE code = ?',
  );
  return (tenantId: string, values: Columns): void => {
    if (values.sub_category_id !== undefined && values.sub_category_id !== null) {
      const category = businessType.get(tenantId, String(values.sub_category_id));
      if (!category) throw badRequest('所选行业分类不存在');
      if (category.level !== 2) throw badRequest('请选择行业下的业态分类');
      Object.assign(values, {
        category_id: category.parent_id,
        category_name: category.parent_name ?? '',
        sub_category_name: category.name,
        trade_type: category.trade_type,
      });
    }
    if (values.town_code !== undefined && values.town_code !== null) {
      const town = String(values.town_code);
      const [city, district, townRow] = [town.slice(0, 4), town.slice(0, 6), town].map((code) => place.get(code));
      if (!townRow || !district || !city) throw badRequest('所选乡镇不存在');
      Object.assign(values, {
        city_code: city.code,
        city_name: city.name,
        district_code: district.code,
        district_name: district.name,
        town_name: townRow.name,
      });
    }
  };
};
