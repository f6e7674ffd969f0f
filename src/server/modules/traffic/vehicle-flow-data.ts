import type { DeviceBatchResult, RefusedDeviceRecord } from '../../../shared/bladex/traffic';
import type { Identity } from '../../auth/identity';
import { resourceModule } from '../../crud/resource-module';
import type { ColumnValues } from '../../crud/resource-store';
import { recordValidator, runSubmit, type WriteHooks } from '../../crud/submit';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest, HttpError } from '../../http/errors';
import { R } from '../../http/r';

/** A mainland plate (fuel: 5 after the letter, new energy: 6), or a plate with a trailing 挂/学/警/港/澳. */
const PLATE =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-Z](?:[A-HJ-NP-Z0-9]{5,6}|[A-HJ-NP-Z0-9]{4}[挂学警港澳])$/;
/** Devices' clocks drift: a capture up to five minutes ahead of the server is accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;
export const MAX_BATCH = 1000;

/**
 * Vehicle captures (spec 002 §7 `/blade-bigdata/vehicleFlowData`, listed newest first). Devices post to `submit`
 * one record (as the contract's entity body: refused with 400 and its reason, nothing written) or an array of up to
 * 1000 (every record checked on its own; the good ones stored in one transaction, the bad ones answered with their
 * index and reason: a batch is not all-or-nothing, since a device cannot resend a capture it took). Each record
 * passes the definition's rules, then: the plate has a mainland plate's shape, the capture time is not in the
 * future, and the device is one of a vehicle area of the caller (`bigdata_vehicle_area.device_codes`).
 */
export default resourceModule('vehicleFlowData', ({ services, def, store }) => {
  const db = services.ctx.db;
  const areas = db.prepare<[string], { device_codes: string | null }>(
    'SELECT device_codes FROM bigdata_vehicle_area WHERE tenant_id = ? AND is_deleted = 0',
  );
  const knownDevices = (identity: Identity): ReadonlySet<string> =>
    new Set(
      areas
        .all(identity.tenantId)
        .flatMap((row) => (row.device_codes ?? '').split(/[,，\s]+/))
        .filter(Boolean),
    );
  const deviceProblem = (values: ColumnValues, devices: ReadonlySet<string>): string | undefined => {
    const plate = String(values.plate_number ?? '');
    if (!PLATE.test(plate)) return `车牌号格式不正确：${plate}`;
    const captured = String(values.captured_time ?? '');
    if (captured > formatDateTime(services.ctx.now() + CLOCK_SKEW_MS)) return `抓拍时间晚于当前时间：${captured}`;
    const device = String(values.device_code ?? '');
    if (!devices.has(device)) return `未登记的设备：${device}`;
    return undefined;
  };
  const hooks: WriteHooks = {
    beforeWrite({ identity, values, existing }) {
      const problem = deviceProblem({ ...existing, ...values }, knownDevices(identity));
      if (problem) throw badRequest(problem);
    },
  };
  return {
    // `submit` takes one record or a batch (below), so the engine's own is left out.
    omit: ['submit'],
    routes(app) {
      app.post(`${def.endpoint}/submit`, async (request) => {
        const identity = identityOf(request);
        const body = request.body;
        if (!Array.isArray(body)) {
          await runSubmit(services, store, identity, body, hooks);
          return R.status(true);
        }
        services.grants.requireWrite(identity, def, `${def.permission}_add`);
        if (body.length === 0) throw badRequest('请提交至少一条记录');
        if (body.length > MAX_BATCH) throw badRequest(`单次最多提交${MAX_BATCH}条记录`);
        const devices = knownDevices(identity);
        const validate = recordValidator(services, def, 'create', identity);
        const refused: RefusedDeviceRecord[] = [];
        const good: ColumnValues[] = [];
        body.forEach((record: unknown, index) => {
          try {
            if (record === null || typeof record !== 'object' || Array.isArray(record))
              throw badRequest('记录必须是JSON对象');
            const input = { ...(record as Record<string, unknown>) };
            delete input.id;
            const values = store.toColumns(validate(input));
            const problem = deviceProblem(values, devices);
            if (problem) throw badRequest(problem);
            good.push(values);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            refused.push({ index, reason: error.message });
          }
        });
        db.transaction(() => {
          for (const values of good) store.insert(identity, values);
        }).immediate();
        const result: DeviceBatchResult = { accepted: good.length, refused };
        return R.data(result);
      });
    },
  };
});
