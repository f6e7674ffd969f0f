import type { ChannelStatistics } from '../../../../src/renderer/board/views/channel/channel-data';

/** A `view/source/statistics` answer: every source at 0.00 and every list empty, but for what a test gives. */
export const channelStatistics = (given: Partial<ChannelStatistics> = {}): ChannelStatistics => ({
  main: '0.00',
  mainPercent: '0.00',
  fenxiao: '0.00',
  fenxiaoPercent: '0.00',
  thirdOnline: '0.00',
  thirdOnlinePercent: '0.00',
  onlineChannelSub: [],
  offlineChannelSub: [],
  otherChannelSub: [],
  onlineHotProduct: [],
  offlineHotProduct: [],
  otherHotProduct: [],
  ...given,
});
