import { resourceModule } from '../../crud/resource-module';
import { deviceFeed } from './device-batch';

/**
 * People-flow counts (spec 002 §7 `/blade-bigdata/peopleFlowData`, listed newest first): a device posts how many
 * people came in, went out and stayed at its location at a time, to `submit`, one record or a batch (`deviceFeed`:
 * not all-or-nothing). Each record passes the definition's rules (location, device and time required, counts whole
 * numbers of at least 0), then: the time is not in the future and the device is a registered flow device of the
 * caller (listed by one of its vehicle areas, as the captures' devices are: the same checkpoint cameras count both).
 */
export default resourceModule('peopleFlowData', (context) =>
  deviceFeed(context, {
    checkFor:
      ({ tooLate, unknownDevice }) =>
      (values) =>
        tooLate(values.collected_time, '采集时间') ?? unknownDevice(values.device_code),
  }),
);
