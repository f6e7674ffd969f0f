import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

const yuan = (value: number) => Number(value).toFixed(2);

/**
 * Billing-ratio ranges: a range ends above where it starts, and the ranges of one merchant do not overlap
 * (half-open [rangeMin, rangeMax), so 0–100 and 100–500 meet without overlapping). The overlap is checked inside
 * the write's transaction, after the row is written and before it commits, so two saves at once cannot both
 * pass; the refusal names the range met, so the operator knows which to change.
 */
export default resourceModule('billingRule', ({ services }) => {
  const overlapping = services.ctx.db.prepare<
    [string, string, number, number, string],
    { range_min: number; range_max: number }
  >(
    `SELECT range_min, range_max FROM shop_billing_rule
     WHERE tenant_id = ? AND shop_id = ? AND is_deleted = 0 AND range_min < ? AND ? < range_max AND id <> ?
     ORDER BY range_min LIMIT 1`,
  );
  const merged = (values: Record<string, unknown>, existing: Record<string, unknown> | undefined) => ({
    shop: String(values.shop_id ?? existing?.shop_id ?? ''),
    min: Number(values.range_min ?? existing?.range_min),
    max: Number(values.range_max ?? existing?.range_max),
  });
  return {
    hooks: {
      beforeWrite({ values, existing }) {
        const { min, max } = merged(values, existing);
        if (!(max > min)) throw badRequest('区间上限必须大于区间下限');
      },
      afterWrite({ identity, values, existing, key }) {
        const { shop, min, max } = merged(values, existing);
        const met = overlapping.get(identity.tenantId, shop, max, min, key);
        if (met)
          throw badRequest(
            `计费区间${yuan(min)}–${yuan(max)}元与该商户已有区间${yuan(met.range_min)}–${yuan(met.range_max)}元重叠`,
          );
      },
    },
  };
});
