import { resourceModule } from '../../crud/resource-module';
import { optionalId, queryOf, withButton } from '../../crud/route-guards';
import { bodyObject } from '../../crud/submit';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';
import { idListOf } from './id-list';

const SINGLE_MERCHANT = 2;
const LIMITED = 1;
type Values = Record<string, unknown>;

const valueOf = (values: Values, existing: Values | undefined, column: string): unknown =>
  values[column] !== undefined ? values[column] : existing?.[column];

/**
 * Coupons: the drawer's cross-field rules, the single merchant's name, and the coupon's linked goods and
 * merchants (replaced whole by `welfareGoodsSave` / `welfareMerchantSave`, read by `chooseList` /
 * `chooseMerchant`), the round settings the drawer picks from (`getSetting`) and the coupons' figures
 * (`statistics51`).
 */
export default resourceModule('coupon', ({ services, def, store }) => {
  const db = services.ctx.db;
  const merchantName = db.prepare<[string, string], { name: string }>(
    'SELECT name FROM merchant_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const goods = db.prepare<[string, string], Row>(
    `SELECT p.id, p.name, p.merchant_id, p.merchant_name, p.combo_price, p.type FROM shop_welfare_goods g
     JOIN merchant_product p ON p.id = g.product_id AND p.tenant_id = g.tenant_id AND p.is_deleted = 0
     WHERE g.tenant_id = ? AND g.welfare_id = ? ORDER BY g.create_time, g.id`,
  );
  const merchants = db.prepare<[string, string], Row>(
    `SELECT m.id, m.name, m.category_name, m.sub_category_name FROM shop_welfare_merchant w
     JOIN merchant_info m ON m.id = w.merchant_id AND m.tenant_id = w.tenant_id AND m.is_deleted = 0
     WHERE w.tenant_id = ? AND w.welfare_id = ? ORDER BY w.create_time, w.id`,
  );
  const linkableCount = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_product WHERE tenant_id = ? AND is_deleted = 0 AND audit_status = 1
     AND status = 1 AND id IN (SELECT value FROM json_each(?))`,
  );
  const merchantCount = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_info WHERE tenant_id = ? AND is_deleted = 0
     AND id IN (SELECT value FROM json_each(?))`,
  );
  const clearGoods = db.prepare<[string, string], unknown>(
    'DELETE FROM shop_welfare_goods WHERE tenant_id = ? AND welfare_id = ?',
  );
  const addGoods = db.prepare<[string, string, string, string, string, string], unknown>(
    `INSERT INTO shop_welfare_goods (id, tenant_id, welfare_id, product_id, create_user, create_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const clearMerchants = db.prepare<[string, string], unknown>(
    'DELETE FROM shop_welfare_merchant WHERE tenant_id = ? AND welfare_id = ?',
  );
  const addMerchant = db.prepare<[string, string, string, string, string, string], unknown>(
    `INSERT INTO shop_welfare_merchant (id, tenant_id, welfare_id, merchant_id, create_user, create_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const settings = db.prepare<[string, string, string], Row>(
    `SELECT s.id, s.act_id, a.name AS act_name, s.lunci, s.fenlei, s.limit_num AS "limit", s.from_time AS "from",
       s.to_time AS "to" FROM shop_welfare_setting s
     LEFT JOIN shop_welfare_act a ON a.id = s.act_id AND a.tenant_id = s.tenant_id AND a.is_deleted = 0
     WHERE s.tenant_id = ? AND s.is_deleted = 0 AND (? = '' OR s.act_id = ?) ORDER BY s.from_time, s.lunci, s.id`,
  );
  const figures = db.prepare<[string], Row>(
    `SELECT COUNT(*) AS coupon_count, COALESCE(SUM(open_type = 1), 0) AS enabled_count,
       COALESCE(SUM(CASE WHEN publish_cnt_type = 1 THEN publish_cnt ELSE 0 END), 0) AS publish_total,
       COALESCE(SUM(receive_cnt), 0) AS receive_total FROM shop_welfare WHERE tenant_id = ? AND is_deleted = 0`,
  );
  const usedTotal = db.prepare<[string], { n: number; amount: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(w.amount), 0) AS amount FROM shop_welfare_user u
     JOIN shop_welfare w ON w.id = u.shop_welfare_id AND w.tenant_id = u.tenant_id
     WHERE u.tenant_id = ? AND u.is_deleted = 0 AND u.use_status = 1`,
  );

  /** The coupon a link save names (`id`, or `welfareId`), of the caller's tenant. */
  const couponOf = (identity: Parameters<typeof store.get>[0], input: Values): Row => {
    const raw = input.id ?? input.welfareId ?? input.shopWelfareId;
    const id = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!/^\d{1,20}$/.test(id)) throw badRequest('请选择优惠券');
    const coupon = store.get(identity, id);
    if (!coupon) throw badRequest('优惠券不存在');
    return coupon;
  };

  return {
    hooks: {
      beforeWrite({ mode, identity, values, existing }) {
        // Nothing is claimed yet: a new coupon counts 0 (a null would reach the table as BladeX's null number, -1).
        if (mode === 'create') values.receive_cnt = 0;
        const amount = Number(valueOf(values, existing, 'amount') ?? 0);
        const minUse = Number(valueOf(values, existing, 'min_use') ?? 0);
        if (minUse > 0 && amount > minUse) throw badRequest('面额不能大于使用门槛');
        for (const [from, to, label] of [
          ['receive_from', 'receive_to', '领取'],
          ['use_type_from', 'use_type_to', '使用'],
        ] as const) {
          const start = valueOf(values, existing, from);
          const end = valueOf(values, existing, to);
          if (start && end && String(end) < String(start)) throw badRequest(`${label}结束日期不能早于开始日期`);
        }
        const limited = Number(valueOf(values, existing, 'publish_cnt_type')) === LIMITED;
        const claimed = Number(existing?.receive_cnt ?? 0);
        if (limited && Number(valueOf(values, existing, 'publish_cnt') ?? 0) < claimed)
          throw badRequest(`发放总数不能少于已领取的${claimed}张`);
        if (Number(valueOf(values, existing, 'ues_product_type')) === SINGLE_MERCHANT) {
          const shop = String(valueOf(values, existing, 'shop_id') ?? '');
          const merchant = merchantName.get(identity.tenantId, shop);
          if (!merchant) throw badRequest('所选商户不存在');
          values.shop_name = merchant.name;
        } else {
          values.shop_id = null;
          values.shop_name = null;
        }
      },
    },
    routes(app) {
      const base = '/blade-order/shopWelfare';
      const read = (request: Parameters<typeof identityOf>[0]) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return identity;
      };
      app.get(`${base}/chooseList`, async (request) => {
        const identity = read(request);
        const id = optionalId(request, 'id');
        if (!id) throw badRequest('请选择优惠券');
        return R.data(services.ctx.wire.rows(goods.all(identity.tenantId, id)));
      });
      app.get(`${base}/chooseMerchant`, async (request) => {
        const identity = read(request);
        const id = optionalId(request, 'id');
        if (!id) throw badRequest('请选择优惠券');
        return R.data(services.ctx.wire.rows(merchants.all(identity.tenantId, id)));
      });
      app.get(`${base}/getSetting`, async (request) => {
        const identity = read(request);
        const act = optionalId(request, 'actId') ?? '';
        return R.data(services.ctx.wire.rows(settings.all(identity.tenantId, act, act)));
      });
      app.get(`${base}/statistics51`, async (request) => {
        const identity = read(request);
        const used = usedTotal.get(identity.tenantId);
        return R.data({
          ...services.ctx.wire.row(figures.get(identity.tenantId) ?? {}),
          usedTotal: used?.n ?? 0,
          usedAmount: Math.round((used?.amount ?? 0) * 100) / 100,
        });
      });
      // Linked goods, replaced whole: only products the picker offers (passed review and on sale).
      app.post(`${base}/welfareGoodsSave`, async (request) => {
        const identity = withButton(services, request, 'welfare_coupon_goods');
        const input = { ...queryOf(request), ...bodyObject(request.body ?? {}) };
        const coupon = couponOf(identity, input);
        const ids = idListOf(input.goodsIds ?? input.productIds ?? input.ids, 'goodsIds');
        const found = linkableCount.get(identity.tenantId, JSON.stringify(ids))?.n ?? 0;
        if (found !== ids.length) throw badRequest(`有${ids.length - found}个商品不存在或未审核上架`);
        const stamp = formatDateTime(services.ctx.now());
        db.transaction(() => {
          clearGoods.run(identity.tenantId, String(coupon.id));
          for (const product of ids)
            addGoods.run(
              services.ctx.ids.next(),
              identity.tenantId,
              String(coupon.id),
              product,
              identity.userId,
              stamp,
            );
        }).immediate();
        return R.status(true);
      });
      // Linked merchants, replaced whole: a single-merchant coupon has its one merchant in the drawer instead.
      app.post(`${base}/welfareMerchantSave`, async (request) => {
        const identity = withButton(services, request, 'welfare_coupon_merchants');
        const input = { ...queryOf(request), ...bodyObject(request.body ?? {}) };
        const coupon = couponOf(identity, input);
        if (Number(coupon.ues_product_type) === SINGLE_MERCHANT) throw badRequest('单商户优惠券的适用商户在编辑中选择');
        const ids = idListOf(input.merchantIds ?? input.ids, 'merchantIds');
        const found = merchantCount.get(identity.tenantId, JSON.stringify(ids))?.n ?? 0;
        if (found !== ids.length) throw badRequest(`有${ids.length - found}个商户不存在`);
        const stamp = formatDateTime(services.ctx.now());
        db.transaction(() => {
          clearMerchants.run(identity.tenantId, String(coupon.id));
          for (const merchant of ids)
            addMerchant.run(
              services.ctx.ids.next(),
              identity.tenantId,
              String(coupon.id),
              merchant,
              identity.userId,
              stamp,
            );
        }).immediate();
        return R.status(true);
      });
    },
  };
});
