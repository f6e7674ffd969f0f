import { resourceModule } from '../../crud/resource-module';
import { optionalId, queryOf } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { tenantFilter } from '../../db/tenant-scope';
import { identityOf } from '../../http/auth-guard';
import { R, toPage } from '../../http/r';
import type { Row } from '../../http/wire';
import { pickerPage } from '../merchant/linkable-products';

/** An unused claim past its valid date is expired, whatever its stored flag says (no nightly job to lag). */
const EXPIRED = `(u.use_status = 0 AND (u.unexpired = 0 OR (u.valid_date IS NOT NULL AND u.valid_date < ?)))`;

/**
 * Coupon claims: `statistics51` the figures per coupon (claimed, used, unused, expired, deducted yuan) with their
 * totals, for the figures and the chart of the statistics screen; `detailList51` the claims with their coupon's
 * name and face value and the expiry as of today, by coupon, use and expiry. `detailList` is the plain list.
 */
export default resourceModule('welfareUser', ({ services, def }) => {
  const db = services.ctx.db;
  const today = () => formatDateTime(services.ctx.now()).slice(0, 10);
  const perCoupon = db.prepare<[string, string, string, string], Row>(
    `SELECT w.id AS shop_welfare_id, w.name, w.amount, w.publish_cnt_type, w.publish_cnt,
       COUNT(u.id) AS receive_cnt, COALESCE(SUM(u.use_status = 1), 0) AS used_cnt,
       COALESCE(SUM(${EXPIRED}), 0) AS expired_cnt,
       COALESCE(SUM(CASE WHEN u.use_status = 1 THEN w.amount ELSE 0 END), 0) AS used_amount
     FROM shop_welfare w
     LEFT JOIN shop_welfare_user u ON u.shop_welfare_id = w.id AND u.tenant_id = w.tenant_id AND u.is_deleted = 0
     WHERE w.tenant_id = ? AND w.is_deleted = 0 AND (? = '' OR w.id = ?)
     GROUP BY w.id ORDER BY w.create_time DESC, w.id`,
  );
  const detailWhere = `u.is_deleted = 0 AND (? = '' OR u.shop_welfare_id = ?)
     AND (? = '' OR u.use_status = ?) AND (? = '' OR (CASE WHEN ${EXPIRED} THEN 0 ELSE 1 END) = CAST(? AS INTEGER))`;
  const detailCount = db.prepare<unknown[], { n: number }>(
    `SELECT COUNT(*) AS n FROM shop_welfare_user u WHERE ${tenantFilter('u')} AND ${detailWhere}`,
  );
  const detailPage = db.prepare<unknown[], Row>(
    `SELECT u.id, u.shop_welfare_id, w.name AS welfare_name, w.amount, u.user_id, u.user_name, u.receive_time,
       u.use_status AS "use", u.use_time, u.order_id, u.valid_date,
       CASE WHEN ${EXPIRED} THEN 0 ELSE 1 END AS unexpired
     FROM shop_welfare_user u
     LEFT JOIN shop_welfare w ON w.id = u.shop_welfare_id AND w.tenant_id = u.tenant_id
     WHERE ${tenantFilter('u')} AND ${detailWhere} ORDER BY u.receive_time DESC, u.id DESC LIMIT ? OFFSET ?`,
  );
  const flag = (raw: unknown): string => (raw === '0' || raw === '1' ? raw : '');
  return {
    listAliases: ['detailList'],
    routes(app) {
      const base = '/blade-order/shopWelfareUser';
      app.get(`${base}/statistics51`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const coupon = optionalId(request, 'shopWelfareId') ?? '';
        const day = today();
        const rows = services.ctx.wire.rows(perCoupon.all(day, identity.tenantId, coupon, coupon));
        const records = rows.map((row) => {
          const figures = {
            receiveCnt: Number(row.receiveCnt),
            usedCnt: Number(row.usedCnt),
            expiredCnt: Number(row.expiredCnt),
            usedAmount: Math.round(Number(row.usedAmount) * 100) / 100,
          };
          return { ...row, ...figures, unusedCnt: figures.receiveCnt - figures.usedCnt - figures.expiredCnt };
        });
        const sum = (key: 'receiveCnt' | 'usedCnt' | 'expiredCnt' | 'unusedCnt' | 'usedAmount') =>
          Math.round(records.reduce((total, row) => total + row[key], 0) * 100) / 100;
        return R.data({
          records,
          receiveCnt: sum('receiveCnt'),
          usedCnt: sum('usedCnt'),
          unusedCnt: sum('unusedCnt'),
          expiredCnt: sum('expiredCnt'),
          usedAmount: sum('usedAmount'),
        });
      });
      app.get(`${base}/detailList51`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const query = queryOf(request);
        const { current, size } = pickerPage(query);
        const coupon = optionalId(request, 'shopWelfareId') ?? '';
        const use = flag(query.use);
        const unexpired = flag(query.unexpired);
        const day = today();
        // EXPIRED appears once in the WHERE; the select list's copy comes first in the page query.
        const where = [identity.tenantId, coupon, coupon, use, use, unexpired, day, unexpired];
        const total = detailCount.get(...where)?.n ?? 0;
        const rows = detailPage.all(day, ...where, size, (current - 1) * size);
        return R.data(toPage(services.ctx.wire.rows(rows), total, current, size));
      });
    },
  };
});
