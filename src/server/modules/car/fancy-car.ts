import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';
import { parseListQuery } from '../../crud/list-query';
import { queryOf } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';

const PASSED = 1;

interface FancyCarRow {
  id: string;
  car_id: string;
  title: string;
  cover: string | null;
  status: number;
  plate_number: string;
  brand_name: string | null;
  series_name: string | null;
  seats: number | null;
  day_price: number | null;
  shop_name: string | null;
  images: string | null;
}

/**
 * Featured cars (spec 002 §7 `/blade-shop/fancyCar`, plus `customPage`). Only a car that passed review may be
 * featured. `customPage` is what the app's featured-car list shows: the listed (status 1) featured cars whose
 * car is still passed and live, with the car's plate, brand, series, seats, day price (cents), store and cover
 * (the featured cover, else the car's first photo), newest first.
 */
export default resourceModule('fancyCar', ({ services, def }) => {
  const db = services.ctx.db;
  const carState = db.prepare<[string, string], { audit_status: number }>(
    'SELECT audit_status FROM shop_car_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const FROM = `FROM shop_fancy_car f
    JOIN shop_car_info c ON c.id = f.car_id AND c.tenant_id = f.tenant_id AND c.is_deleted = 0 AND c.audit_status = ${PASSED}
    LEFT JOIN shop_car_brand b ON b.id = c.brand_id AND b.tenant_id = f.tenant_id AND b.is_deleted = 0
    LEFT JOIN shop_car_series s ON s.id = c.series_id AND s.tenant_id = f.tenant_id AND s.is_deleted = 0
    WHERE f.tenant_id = ? AND f.is_deleted = 0 AND f.status = 1`;
  const count = db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n ${FROM}`);
  const page = db.prepare<[string, number, number], FancyCarRow>(
    `SELECT f.id, f.car_id, f.title, f.cover, f.status, c.plate_number, b.name AS brand_name, s.name AS series_name,
       c.seats, c.day_price, c.shop_name, c.images ${FROM} ORDER BY f.create_time DESC, f.id DESC LIMIT ? OFFSET ?`,
  );
  return {
    hooks: {
      decorate: referenceNames(services.ctx.db, def),
      beforeWrite({ identity, values, existing }) {
        const carId = String(values.car_id ?? existing?.car_id ?? '');
        const car = carState.get(identity.tenantId, carId);
        if (!car) throw badRequest('所选车辆不存在');
        if (car.audit_status !== PASSED) throw badRequest('只有审核通过的车辆才能设为精品车');
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/customPage`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const { current, size } = parseListQuery(def, queryOf(request));
        const total = count.get(identity.tenantId)?.n ?? 0;
        const rows = page.all(identity.tenantId, size, (current - 1) * size).map((row) => ({
          id: String(row.id),
          carId: String(row.car_id),
          title: row.title,
          cover: row.cover || (row.images ?? '').split(',')[0] || '',
          plateNumber: row.plate_number,
          brandName: row.brand_name ?? '',
          seriesName: row.series_name ?? '',
          seats: row.seats ?? -1,
          dayPrice: row.day_price ?? 0,
          shopName: row.shop_name ?? '',
        }));
        return R.data(toPage(rows, total, current, size));
      });
    },
  };
});
