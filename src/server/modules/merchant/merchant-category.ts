import { resourceText } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

const refusal = (leaf: string, count?: number): string =>
  resourceText(`res.merchant.merchantCategory.refusals.${leaf}`, count === undefined ? {} : { count });

/**
 * The industry → business-type tree (spec 001 §7 `merchantCategory`): its pickers show the category's name; a
 * new category takes its level from its parent (an industry at the root, a business type under an industry, and
 * nothing under a business type); a category is removed only when no sub-category and no live product is under
 * it, and the refusal says how many there are.
 */
export default resourceModule('merchantCategory', ({ services }) => {
  const db = services.ctx.db;
  const parentLevel = db.prepare<[string, string], { level: number }>(
    'SELECT level FROM merchant_category WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const children = db.prepare<[string, string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_category WHERE tenant_id = ? AND is_deleted = 0
     AND parent_id IN (SELECT value FROM json_each(?)) AND id NOT IN (SELECT value FROM json_each(?))`,
  );
  const products = db.prepare<[string, string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_product WHERE tenant_id = ? AND is_deleted = 0
     AND (category_id IN (SELECT value FROM json_each(?)) OR sub_category_id IN (SELECT value FROM json_each(?)))`,
  );
  return {
    hooks: {
      treeTitle: 'name',
      beforeWrite({ mode, identity, values }) {
        if (mode !== 'create') return;
        const parent = String(values.parent_id ?? '0') || '0';
        if (parent === '0') {
          values.level = 1;
          values.product_type = null;
          return;
        }
        const level = parentLevel.get(identity.tenantId, parent)?.level;
        if (level === undefined) throw badRequest('上级分类不存在');
        if (level !== 1) throw badRequest(refusal('depth'));
        values.level = 2;
      },
      beforeRemove(keys, identity) {
        const list = JSON.stringify(keys);
        const below = children.get(identity.tenantId, list, list)?.n ?? 0;
        if (below > 0) throw badRequest(refusal('children', below));
        const used = products.get(identity.tenantId, list, list)?.n ?? 0;
        if (used > 0) throw badRequest(refusal('products', used));
      },
    },
  };
});
