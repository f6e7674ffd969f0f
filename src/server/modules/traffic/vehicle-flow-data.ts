import type { QueryCondition } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { allOf, conditionSql } from '../../crud/where';
import { tenantFilter, tenantParams } from '../../db/tenant-scope';
import { deviceFeed } from './device-batch';

/** A mainland plate (fuel: 5 after the letter, new energy: 6), or a plate with a trailing 挂/学/警/港/澳. */
const PLATE =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-Z](?:[A-HJ-NP-Z0-9]{5,6}|[A-HJ-NP-Z0-9]{4}[挂学警港澳])$/;

/**
 * Searches by device the kept counts answer exactly as the captures would: a device code (blank stored as '') either
 * contains, starts with, ends with or equals a non-blank text in both tables.
 */
const COUNTED_OPS: ReadonlySet<QueryCondition['op']> = new Set(['like', 'likeLeft', 'likeRight', 'eq']);
const countable = (condition: QueryCondition) =>
  condition.column === 'device_code' && COUNTED_OPS.has(condition.op) && String(condition.value).trim() !== '';

/**
 * Vehicle captures (spec 002 §7 `/blade-bigdata/vehicleFlowData`, listed newest first). Devices post to `submit`
 * one record or a batch (`deviceFeed`: not all-or-nothing). Each record passes the definition's rules, then: the
 * plate has a mainland plate's shape, the capture time is not in the future, and the device is one of a vehicle area
 * of the caller (`bigdata_vehicle_area.device_codes`). The list's total, unfiltered or searched by device, is the sum
 * of the live captures per device the triggers of migration 202611280210 keep (`bigdata_vehicle_flow_count`), not a
 * `COUNT(*)` over millions of captures; any other search counts.
 */
export default resourceModule('vehicleFlowData', (context) => {
  const { db } = context.services.ctx;
  const feed = deviceFeed(context, {
    checkFor:
      ({ tooLate, unknownDevice }) =>
      (values) => {
        const plate = String(values.plate_number ?? '');
        if (!PLATE.test(plate)) return `车牌号格式不正确：${plate}`;
        return tooLate(values.captured_time, '抓拍时间') ?? unknownDevice(values.device_code);
      },
  });
  return {
    ...feed,
    hooks: {
      listTotal(conditions, identity) {
        if (!conditions.every(countable)) return undefined;
        const searched = allOf(conditions.map((condition) => conditionSql(condition)));
        return Number(
          db
            .prepare(
              `SELECT COALESCE(SUM(live_count), 0) FROM bigdata_vehicle_flow_count
               WHERE ${tenantFilter()} AND ${searched.sql}`,
            )
            .pluck()
            .get(...tenantParams(identity), ...searched.params),
        );
      },
    },
  };
});
