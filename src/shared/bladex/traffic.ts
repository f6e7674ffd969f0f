// Answers of the device calls of the flow data (spec 002 §7 "Members, cars, flow"), shared by server and renderer.

/** One record of a device batch that was refused, by its place in the batch, with the reason. */
export interface RefusedDeviceRecord {
  readonly index: number;
  readonly reason: string;
}

/**
 * `POST /blade-bigdata/{vehicleFlowData,peopleFlowData,countGroup}/submit` with an array: every record is checked on
 * its own; the good ones are stored (in one transaction), the bad ones listed with their reasons. A batch is not
 * all-or-nothing.
 */
export interface DeviceBatchResult {
  readonly accepted: number;
  readonly refused: readonly RefusedDeviceRecord[];
}
