import type { AuditHistoryEntry } from '../../../shared/bladex/car';
import { createHistory } from '../../crud/history';
import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';
import { badRequest } from '../../http/errors';
import { registerRecordById } from '../member/record-by-id';

const PENDING = 0;

/**
 * Cars for hire (spec 002 §7 `/blade-shop/carInfo`). A car added, or edited in what a renter sees (plate, brand,
 * series, photos, day price), waits for review again; its series must belong to its brand. `getDataById` answers
 * the car with its review history (`auditRecords`, newest first). Rules: modules/car/README.md.
 */
export default resourceModule('carInfo', ({ services, store }) => {
  const db = services.ctx.db;
  const history = createHistory(db, services.ctx.ids, services.ctx.now);
  const seriesBrand = db.prepare<[string, string], { brand_id: string }>(
    'SELECT brand_id FROM shop_car_series WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const REVIEWED = ['plate_number', 'brand_id', 'series_id', 'images', 'day_price'] as const;
  return {
    hooks: {
      decorate: referenceNames(db, store.def),
      beforeWrite({ mode, identity, values, existing }) {
        const brand = values.brand_id ?? existing?.brand_id;
        const series = values.series_id ?? existing?.series_id;
        if (series !== undefined && series !== null) {
          const found = seriesBrand.get(identity.tenantId, String(series));
          if (!found) throw badRequest('所选车系不存在');
          if (String(found.brand_id) !== String(brand)) throw badRequest('所选车系不属于所选品牌');
        }
        if (mode === 'create') values.audit_status = PENDING;
        else if (existing && REVIEWED.some((column) => column in values && values[column] !== existing[column])) {
          values.audit_status = PENDING;
          values.audit_msg = '';
        }
      },
    },
    routes(app) {
      registerRecordById(app, services, store, 'getDataById', (row, identity) => ({
        ...row,
        auditRecords: history.of(identity.tenantId, 'carInfo', String(row.id)).map((entry): AuditHistoryEntry => ({
          action: entry.action,
          fromState: entry.from_state,
          toState: entry.to_state,
          remark: entry.remark,
          operatorName: entry.operator_name,
          createTime: entry.create_time,
        })),
      }));
    },
  };
});
