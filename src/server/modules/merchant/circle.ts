import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import { linkableProducts, pickerPage } from './linkable-products';

const MAX_CONTENT = 2000;

/**
 * Travel-circle posts: `updateCircle/{id}` is the operator's correction of a post (its text and linked product;
 * the product must be one the picker offers), and `product/allProduct` pages the products a post may link
 * (passed review and on sale).
 */
export default resourceModule('circle', ({ services, def, store }) => {
  const linkable = linkableProducts(services.ctx.db);
  const productOk = services.ctx.db.prepare<[string, string], { id: string }>(
    `SELECT id FROM merchant_product WHERE tenant_id = ? AND id = ? AND is_deleted = 0 AND audit_status = 1 AND status = 1`,
  );
  const correct = services.ctx.db.prepare<[string, string | null, string, string, string, string], unknown>(
    `UPDATE travel_circle SET content = ?, product_id = ?, update_user = ?, update_time = ?
     WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  return {
    routes(app) {
      const base = '/blade-merchant-product/circle';
      app.get(`${base}/product/allProduct`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const query = queryOf(request);
        const { current, size } = pickerPage(query);
        const name = typeof query.name === 'string' ? query.name.trim() : '';
        const { rows, total } = linkable({ tenantId: identity.tenantId, name, current, size });
        return R.data(toPage(services.ctx.wire.rows(rows), total, current, size));
      });
      app.post<{ Params: { id: string } }>(`${base}/updateCircle/:id`, async (request) => {
        const identity = withButton(services, request, 'travel_circle_audit');
        const id = request.params.id;
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('参数错误: 请求体必须是JSON对象');
        const existing = /^\d{1,20}$/.test(id) ? store.get(identity, id) : undefined;
        if (!existing) throw badRequest('帖子不存在');
        const content = body.content === undefined ? String(existing.content ?? '') : String(body.content);
        if (content.trim() === '') throw badRequest('请输入内容');
        if (content.length > MAX_CONTENT) throw badRequest(`内容不能超过${MAX_CONTENT}个字符`);
        const rawProduct = body.productId === undefined ? existing.product_id : body.productId;
        const product = rawProduct === null || rawProduct === '' ? null : String(rawProduct);
        if (product !== null && !productOk.get(identity.tenantId, product)) throw badRequest('关联商品不存在或未上架');
        correct.run(content, product, identity.userId, formatDateTime(services.ctx.now()), identity.tenantId, id);
        return R.status(true);
      });
    },
  };
});
