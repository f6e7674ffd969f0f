import { z } from 'zod';
import { parseListQuery } from '../../crud/list-query';
import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';
import { queryOf } from '../../crud/route-guards';
import { allOf, conditionSql } from '../../crud/where';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import { parseInput } from '../../http/validate';
import { parseLocalDateTime, quoteRental } from './rental-quote';

const PENDING = 0;
const PASSED = 1;
const MAX_RENTAL_DAYS = 365;

const quoteInput = z.object({
  carId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,32}$/, '请选择车辆')),
  startTime: z.string({ error: '请选择取车时间' }),
  endTime: z.string({ error: '请选择还车时间' }),
});

/**
 * Car prices (spec 002 §7 `/blade-shop/carPrice`): `getCarPricePage` is the list under the contract's other name;
 * `auditList` the prices waiting for review (same filters); `userCarPrice` quotes a rental (modules/car/README.md).
 * A new or edited price waits for review again; its end date may not precede its start.
 */
export default resourceModule('carPrice', ({ services, def, store }) => {
  const db = services.ctx.db;
  const validPrice = db.prepare<
    [string, string, string, string],
    { id: string; day_price: number; hour_price: number | null; deposit: number | null }
  >(
    `SELECT p.id, p.day_price, p.hour_price, p.deposit FROM shop_car_price p
     JOIN shop_car_info c ON c.id = p.car_id AND c.tenant_id = p.tenant_id AND c.is_deleted = 0 AND c.audit_status = ${PASSED}
     WHERE p.tenant_id = ? AND p.car_id = ? AND p.is_deleted = 0 AND p.audit_status = ${PASSED}
       AND p.start_date <= ? AND (p.end_date IS NULL OR p.end_date = '' OR p.end_date >= ?)
     ORDER BY p.start_date DESC, p.create_time DESC LIMIT 1`,
  );
  return {
    listAliases: ['getCarPricePage'],
    hooks: {
      decorate: referenceNames(services.ctx.db, def),
      beforeWrite({ mode, values, existing }) {
        const start = String(values.start_date ?? existing?.start_date ?? '');
        const end = String(values.end_date ?? existing?.end_date ?? '');
        if (start && end && end < start) throw badRequest('截止日期不能早于生效日期');
        if (mode === 'create' || existing) {
          values.audit_status = PENDING;
          values.audit_msg = '';
        }
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/auditList`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const query = parseListQuery(def, queryOf(request));
        const parts = [store.scope(identity), ...query.conditions.map((condition) => conditionSql(condition))];
        parts.push({ sql: 'audit_status = ?', params: [PENDING] });
        const scoped = services.scopes.filterFor(identity, def, store.columns);
        if (scoped) parts.push(scoped);
        const { rows, total } = store.page(allOf(parts), query.sort, query.current, query.size);
        return R.data(toPage(services.ctx.wire.rows(rows), total, query.current, query.size));
      });

      app.post(`${def.endpoint}/userCarPrice`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const input = parseInput(quoteInput, { ...queryOf(request), ...(request.body as object | undefined) });
        const startMs = parseLocalDateTime(input.startTime);
        const endMs = parseLocalDateTime(input.endTime);
        if (startMs === undefined) throw badRequest('取车时间格式应为yyyy-MM-dd HH:mm:ss');
        if (endMs === undefined) throw badRequest('还车时间格式应为yyyy-MM-dd HH:mm:ss');
        if (endMs <= startMs) throw badRequest('还车时间必须晚于取车时间');
        if (endMs - startMs > MAX_RENTAL_DAYS * 86_400_000) throw badRequest(`单次租车不能超过${MAX_RENTAL_DAYS}天`);
        const day = input.startTime.slice(0, 10);
        const price = validPrice.get(identity.tenantId, input.carId, day, day);
        if (!price) throw badRequest('该车辆在取车日没有审核通过的价格');
        return R.data(
          quoteRental(
            input.carId,
            {
              id: String(price.id),
              dayPrice: price.day_price,
              hourPrice: price.hour_price ?? 0,
              deposit: price.deposit ?? 0,
            },
            input.startTime,
            input.endTime,
            startMs,
            endMs,
          ),
        );
      });
    },
  };
});
