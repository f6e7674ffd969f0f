import type { CrudHooks } from '../../crud/crud-routes';
import { resourceModule } from '../../crud/resource-module';
import { optionalId, queryOf } from '../../crud/route-guards';
import { bodyObject, runSubmit } from '../../crud/submit';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';
import { COUPON_URL_DEFAULT, COUPON_URL_PARAM, linkWith, qrImage } from '../../qr/qr-image';
import { areaFilter } from '../order/area-filter';
import { merchantPlacement } from './merchant-placement';

const PENDING_REVIEW = 0;
const REJECTED = 2;

/** What `updateInfo` may change: the merchant's own business information, never its category, region or flags. */
const INFO_FIELDS = [
  'id',
  'tags',
  'address',
  'businessDate',
  'businessStartDay',
  'suggestedStayDuration',
  'customerPhone',
  'principal',
  'contactInfo',
  'serviceCapacityLimit',
] as const;

/**
 * Merchants (spec 001 §7 `merchantInfo`): the list takes the area search (`areaCode`: 5329, a county or a town).
 * A merchant's industry, business type and trade composition come from the business type chosen, and its
 * prefecture and county (codes and names) from the town (./merchant-placement.ts).
 */
export default resourceModule('merchantInfo', ({ services, def, store }) => {
  const db = services.ctx.db;
  const place = merchantPlacement(db);
  const dictionary = db.prepare<[string, string, string], Row>(
    `SELECT id, name FROM merchant_info WHERE tenant_id = ? AND is_deleted = 0 AND is_enable = 1
     AND (? = '' OR name LIKE '%' || ? || '%') ORDER BY name, id LIMIT 1000`,
  );
  const shopOf = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM shop_info WHERE tenant_id = ? AND merchant_id = ? AND is_deleted = 0 ORDER BY create_time, id LIMIT 1`,
  );
  const storesOf = db.prepare<[string, string], Row>(
    `SELECT id, name, address, longitude, latitude, business_strat_time, business_end_time FROM merchant_store
     WHERE tenant_id = ? AND merchant_id = ? AND is_deleted = 0 ORDER BY create_time, id`,
  );
  const servicesOf = db.prepare<[string, string], Row>(
    `SELECT id, name, image FROM merchant_service WHERE tenant_id = ? AND merchant_id = ? AND is_deleted = 0
     ORDER BY sort, id`,
  );
  const productCount = db.prepare<[string, string], { total: number; on_sale: number }>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(audit_status = 1 AND status = 1), 0) AS on_sale FROM merchant_product
     WHERE tenant_id = ? AND merchant_id = ? AND is_deleted = 0`,
  );
  const merchantId = (request: Parameters<typeof queryOf>[0], ...params: string[]): string => {
    for (const param of params) {
      const id = optionalId(request, param);
      if (id) return id;
    }
    throw badRequest('请选择商户');
  };
  const hooks: CrudHooks = {
    listFilter: (query) => areaFilter(query),
    beforeWrite({ mode, identity, values, existing }) {
      // A merchant added here waits for review; an edit of a rejected one sends it back.
      if (mode === 'create' || existing?.audit_status === REJECTED) values.audit_status = PENDING_REVIEW;
      place(identity.tenantId, values);
    },
  };
  return {
    hooks,
    routes(app) {
      const base = '/blade-merchant-product/merchantInfo';
      // The merchant picker: enabled merchants as {id, name}, by a name fragment.
      app.get(`${base}/getMerchantInfoDic`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const raw = queryOf(request).name;
        const name = typeof raw === 'string' ? raw.trim() : '';
        return R.data(services.ctx.wire.rows(dictionary.all(identity.tenantId, name, name)));
      });
      // The blade-shop shop of a merchant (its first shop), or no data when it has none yet.
      app.get(`${base}/getShopId`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = merchantId(request, 'merchantId', 'id');
        if (!store.get(identity, id)) throw badRequest('商户不存在');
        return R.data(shopOf.get(identity.tenantId, id)?.id ?? null);
      });
      // A merchant with what it has: its stores, services and product counts (the merchant page's header).
      app.get(`${base}/getMerchantInfo`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = merchantId(request, 'id', 'merchantId');
        const row = store.get(identity, id);
        if (!row) throw badRequest('商户不存在');
        const counts = productCount.get(identity.tenantId, id);
        return R.data({
          ...services.ctx.wire.row(row),
          stores: services.ctx.wire.rows(storesOf.all(identity.tenantId, id)),
          services: services.ctx.wire.rows(servicesOf.all(identity.tenantId, id)),
          productCount: counts?.total ?? 0,
          onSaleCount: counts?.on_sale ?? 0,
        });
      });
      // The QR code of the merchant's coupon page (the tenant's `h5.couponUrl` with `shopId`), for its counter.
      app.get(`${base}/getCouponQrCode`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = merchantId(request, 'id', 'merchantId');
        const row = store.get(identity, id);
        if (!row) throw badRequest('商户不存在');
        const link = linkWith(services.ctx.param(COUPON_URL_PARAM) ?? COUPON_URL_DEFAULT, { shopId: id });
        return R.data(await qrImage(link, `${String(row.name ?? id)}-领券二维码`));
      });
      // The merchant's own business information only (the merchant app's profile page): flags, category, region
      // and review stay as they are. Needs the edit button, as an update does.
      app.post(`${base}/updateInfo`, async (request) => {
        const identity = identityOf(request);
        const input = bodyObject(request.body);
        if (input.id === undefined || input.id === null || input.id === '') throw badRequest('请选择商户');
        const picked = Object.fromEntries(INFO_FIELDS.filter((key) => key in input).map((key) => [key, input[key]]));
        await runSubmit(services, store, identity, picked, hooks, 'update');
        return R.status(true);
      });
    },
  };
});
