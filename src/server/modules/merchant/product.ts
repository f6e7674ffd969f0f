import { resourceModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { queryOf, withButton } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import { linkableProducts, pickerPage } from './linkable-products';
import { areaFilter } from '../order/area-filter';

/** Product audit states (`audit_status`): a new product waits for review. */
const PENDING_REVIEW = 0;
/** `status` 0: off sale until it passes review and an operator lists it. */
const OFF_SALE = 0;
const PASSED = 1;
const REJECTED = 2;

/**
 * Products (spec 001 §7 `product`): `page` and `list` answer the same page; the list takes the area search. A
 * product belongs to a merchant: `save` copies the merchant's name, trade composition, industry and business type
 * and region onto it (the lists and the board search products by them), and starts it pending review and off
 * sale. Its merchant does not change on `update`.
 */
/** Product type 1 (dict `product_type`): scenic tickets. */
const SCENIC = 1;

export default resourceModule('product', ({ services, def, store }) => {
  const linkable = linkableProducts(services.ctx.db);
  const saveCustomized = services.ctx.db.prepare<[string, string, string, string], unknown>(
    `UPDATE merchant_product SET customized = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
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
    routes(app) {
      // The scenic tickets a form may link: passed and on sale (the linked-product picker's rule).
      app.get('/blade-merchant-product/product/getScenicData', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const query = queryOf(request);
        const { current, size } = pickerPage(query);
        const name = typeof query.name === 'string' ? query.name.trim() : '';
        const { rows, total } = linkable({ tenantId: identity.tenantId, name, type: SCENIC, current, size });
        return R.data(toPage(services.ctx.wire.rows(rows), total, current, size));
      });
      // The product's customization (options and their prices) as the merchant app edits it: any JSON object.
      app.post<{ Params: { id: string } }>('/blade-merchant-product/customized/saveCustomized/:id', async (request) => {
        const identity = withButton(services, request, 'product_edit');
        const id = request.params.id;
        const body = request.body;
        if (body === null || typeof body !== 'object') throw badRequest('参数错误: 请求体必须是JSON对象');
        if (!/^\d{1,20}$/.test(id) || !store.get(identity, id)) throw badRequest('商品不存在');
        saveCustomized.run(JSON.stringify(body), formatDateTime(services.ctx.now()), identity.tenantId, id);
        return R.status(true);
      });
    },
    hooks: {
      listFilter: (query) => areaFilter(query),
      beforeWrite({ mode, identity, values, existing }) {
        // An edit of a rejected product sends it back for review (off sale, as it was).
        if (mode === 'update' && existing?.audit_status === REJECTED) values.audit_status = PENDING_REVIEW;
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
      actions: {
        // Only a product that passed review goes on sale.
        status: {
          before({ rows, input }) {
            if (String(input.status) !== '1') return;
            if (rows.some((row) => row.audit_status !== PASSED)) throw badRequest('商品审核通过后才能上架');
          },
        },
      },
    },
    listAliases: ['list'],
  };
});
