import type { DeviceBatchResult, RefusedDeviceRecord } from '../../../shared/bladex/traffic';
import { resourceText, type ResourceDef, type ResourceName } from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import type { ResourceModule, ResourceModuleContext } from '../../crud/resource-module';
import type { ColumnValues } from '../../crud/resource-store';
import { recordValidator, runSubmit, type WriteHooks } from '../../crud/submit';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest, HttpError } from '../../http/errors';
import { R } from '../../http/r';

export const MAX_BATCH = 1000;

/**
 * A batch has no form to point at the field, so a rule's message that does not name its field (`不能小于0`) is
 * answered with the field's label before it (`进入人数：不能小于0`).
 */
const reasonOf = (def: ResourceDef, error: HttpError): string => {
  const data = (error.body as { data?: { fieldErrors?: Record<string, string> } } | undefined)?.data;
  const property = Object.keys(data?.fieldErrors ?? {})[0];
  const field = def.fields.find((candidate) => candidate.name === property);
  if (!field) return error.message;
  const label = resourceText(field.label);
  return error.message.includes(label) ? error.message : `${label}：${error.message}`;
};
/** Devices' clocks drift: a record stamped up to five minutes ahead of the server is accepted. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What a feed checks beyond its definition's rules, for one caller; built once per request (one batch). */
export interface DeviceRecordCheck {
  /** The refusal reason of one record's validated columns, or undefined when it may be stored. */
  (values: ColumnValues): string | undefined;
}

export interface DeviceFeedRules {
  /**
   * Builds the check of one request from the caller's helpers, which read what every record of the batch is checked
   * against (the devices, the clock) once.
   */
  checkFor(helpers: DeviceCheckHelpers): DeviceRecordCheck;
}

export interface DeviceCheckHelpers {
  /**
   * `未登记的设备：<code>` unless the code is one the caller's vehicle areas list (`bigdata_vehicle_area.device_codes`):
   * the flow devices. Read by the roll-up triggers' own rule (202611261723: spaces dropped, codes between `,`), so a
   * device is accepted exactly when its captures are counted for an area.
   */
  readonly unknownDevice: (code: unknown) => string | undefined;
  /** `<label>晚于当前时间：<time>` when a `yyyy-MM-dd HH:mm:ss` is past now plus the devices' clock skew. */
  readonly tooLate: (time: unknown, label: string) => string | undefined;
  /** The latest `yyyy-MM-dd HH:mm:ss` a device may stamp a record with (now plus the clock skew). */
  readonly latestTime: () => string;
}

/**
 * The submit of a device feed (vehicle captures, people flow, foot traffic; spec 002 §7): one record as the
 * contract's entity body (refused with 400 and its reason, nothing written; an `id` updates as the engine's submit
 * does) or an array of up to 1000 records. In an array every record is checked on its own (JSON object, the
 * definition's rules, then the feed's `checkFor`), the good ones are inserted in one transaction and the bad ones
 * answered by index with their reason (`DeviceBatchResult`): **a batch is not all-or-nothing**, since a device
 * cannot take a capture or a count again. The module serves `submit` itself, so the engine's is omitted.
 */
export const deviceFeed = <N extends ResourceName>(
  { services, def, store }: ResourceModuleContext<N>,
  rules: DeviceFeedRules,
): ResourceModule => {
  const db = services.ctx.db;
  const areas = db.prepare<[string], { device_codes: string | null }>(
    'SELECT device_codes FROM bigdata_vehicle_area WHERE tenant_id = ? AND is_deleted = 0',
  );
  const helpersFor = (identity: Identity): DeviceCheckHelpers => {
    let devices: ReadonlySet<string> | undefined;
    let latest: string | undefined;
    const latestTime = () => (latest ??= formatDateTime(services.ctx.now() + CLOCK_SKEW_MS));
    return {
      unknownDevice: (code) => {
        devices ??= new Set(
          areas
            .all(identity.tenantId)
            .flatMap((row) => (row.device_codes ?? '').replace(/ /g, '').split(','))
            .filter(Boolean),
        );
        const text = String(code ?? '');
        return devices.has(text) ? undefined : `未登记的设备：${text}`;
      },
      tooLate: (time, label) => {
        const text = String(time ?? '');
        return text > latestTime() ? `${label}晚于当前时间：${text}` : undefined;
      },
      latestTime,
    };
  };
  const checkFor = (identity: Identity) => rules.checkFor(helpersFor(identity));
  const oneRecord: WriteHooks = {
    beforeWrite({ identity, values, existing }) {
      const problem = checkFor(identity)({ ...existing, ...values });
      if (problem) throw badRequest(problem);
    },
  };

  const batch = (identity: Identity, body: readonly unknown[]): DeviceBatchResult => {
    services.grants.requireWrite(identity, def, `${def.permission}_add`);
    if (body.length === 0) throw badRequest('请提交至少一条记录');
    if (body.length > MAX_BATCH) throw badRequest(`单次最多提交${MAX_BATCH}条记录`);
    const check = checkFor(identity);
    const validate = recordValidator(services, def, 'create', identity);
    const refused: RefusedDeviceRecord[] = [];
    const good: ColumnValues[] = [];
    body.forEach((record, index) => {
      try {
        if (record === null || typeof record !== 'object' || Array.isArray(record))
          throw badRequest('记录必须是JSON对象');
        const input = { ...(record as Record<string, unknown>) };
        delete input.id;
        const values = store.toColumns(validate(input));
        const problem = check(values);
        if (problem) throw badRequest(problem);
        good.push(values);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ index, reason: reasonOf(def, error) });
      }
    });
    db.transaction(() => {
      for (const values of good) store.insert(identity, values);
    }).immediate();
    return { accepted: good.length, refused };
  };

  return {
    omit: ['submit'],
    routes(app) {
      app.post(`${def.endpoint}/submit`, async (request) => {
        const identity = identityOf(request);
        const body = request.body;
        if (Array.isArray(body)) return R.data(batch(identity, body));
        await runSubmit(services, store, identity, body, oneRecord);
        return R.status(true);
      });
    },
  };
};
