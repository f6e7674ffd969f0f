import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { areaFilter } from '../order/area-filter';

const PENDING_REVIEW = 0;
const REJECTED = 2;

/**
 * Merchants (spec 001 §7 `merchantInfo`): the list takes the area search (`areaCode`: 5329, a county or a town).
 * A merchant's industry, business type and trade composition come from the business type chosen, and its
 * prefecture and county (codes and names) from the town, so the lists and the board group it with its peers.
 */
export default resourceModule('merchantInfo', ({ services }) => {
  const db = services.ctx.db;
  const businessType = db.prepare<
    [string, string],
    { id: string; name: string; trade_type: number; level: number; parent_id: string; parent_name: string | null }
  >(
    `SELECT c.id, c.name, c.trade_type, c.level, c.parent_id, p.name AS parent_name FROM merchant_category c
     LEFT JOIN merchant_category p ON p.id = c.parent_id AND p.tenant_id = c.tenant_id AND p.is_deleted = 0
     WHERE c.tenant_id = ? AND c.id = ? AND c.is_deleted = 0`,
  );
  const place = db.prepare<[string], { code: string; name: string }>(
    'SELECT code, name FROM blade_region WHERE code = ?',
  );
  return {
    hooks: {
      listFilter: (query) => areaFilter(query),
      beforeWrite({ mode, identity, values, existing }) {
        // A merchant added here waits for review; an edit of a rejected one sends it back.
        if (mode === 'create' || existing?.audit_status === REJECTED) values.audit_status = PENDING_REVIEW;
        if (values.sub_category_id !== undefined && values.sub_category_id !== null) {
          const category = businessType.get(identity.tenantId, String(values.sub_category_id));
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
      },
    },
  };
});
