import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { areaFilter } from '../order/area-filter';

/** Product audit states (`audit_status`): a new product waits for review. */
const PENDING_REVIEW = 0;
/** `status` 0: off sale until it passes review and an operator lists it. */
const OFF_SALE = 0;

/**
 * Products (spec 001 §7 `product`): `page` and `list` answer the same page; the list takes the area search. A
 * product belongs to a merchant: `save` copies the merchant's name, trade composition, industry and business type
 * and region onto it (the lists and the board search products by them), and starts it pending review and off
 * sale. Its merchant does not change on `update`.
 */
export default resourceModule('product', ({ services }) => {
  const merchant = services.ctx.db.prepare<
    [string, string],
    Record<
      | 'name'
      | 'trade_type'
      | 'category_id'
      | 'sub_category_id'
      | 'category_name'
      | 'sub_category_name'
      | 'city_code'
      | 'district_code'
      | 'town_code',
      string | number | null
    >
  >(
    `SELECT name, trade_type, category_id, sub_category_id, category_name, sub_category_name, city_code, district_code,
       town_code FROM merchant_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  return {
    hooks: {
      listFilter: (query) => areaFilter(query),
      beforeWrite({ mode, identity, values }) {
        if (mode !== 'create') return;
        const owner = merchant.get(identity.tenantId, String(values.merchant_id ?? ''));
        if (!owner) throw badRequest('所选商户不存在');
        Object.assign(values, {
          merchant_name: owner.name,
          trade_type: owner.trade_type,
          category_id: owner.category_id,
          sub_category_id: owner.sub_category_id,
          industry_name: owner.category_name,
          business_name: owner.sub_category_name,
          city_code: owner.city_code,
          district_code: owner.district_code,
          town_code: owner.town_code,
          audit_status: PENDING_REVIEW,
          status: OFF_SALE,
        });
      },
    },
    listAliases: ['list'],
  };
});
