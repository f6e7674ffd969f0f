import { resourceModule } from '../../crud/resource-module';
import { deviceFeed } from './device-batch';

/**
 * Foot traffic (spec 002 §7 `/blade-bigdata/countGroup`, "请输入日期"): one row per location, day and device, posted
 * by the device to `submit`, one record or a batch (`deviceFeed`: not all-or-nothing), or entered by the desk. Each
 * record passes the definition's rules (location and date required, counts whole numbers of at least 0), then: the
 * day and the collection time are not in the future, and a device, when named, is a registered flow device of the
 * caller (listed by one of its vehicle areas). The gender, age and emotion breakdowns are kept as sent (free text
 * of the form); the charts skip one that is not a JSON object (screens/traffic/count-group/breakdown.ts).
 */
export default resourceModule('countGroup', (context) =>
  deviceFeed(context, {
    checkFor:
      ({ tooLate, unknownDevice, latestTime }) =>
      (values) => {
        const day = String(values.date ?? '');
        if (day > latestTime().slice(0, 10)) return `日期晚于今天：${day}`;
        const device = String(values.device_code ?? '').trim();
        return tooLate(values.collected_time, '采集时间') ?? (device === '' ? undefined : unknownDevice(device));
      },
  }),
);
