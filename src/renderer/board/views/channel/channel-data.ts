import { regionAndRange, useBoardData, type BoardQuery } from '../../frame/board-context';
import { balancedShares, partShares } from '../../../../shared/board-shares';
import { BOARD_ENDPOINTS } from '../../../../shared/contract/board';

/** One row of a channel breakdown or hot-product list (spec 000 §3 "Channel list item"). */
export interface ChannelItem {
  /** Sub-channel name (product type, distributor, platform) or product name for hot products. */
  category: string;
  /** Turnover in yuan. */
  price: number;
  /** Share of its source's turnover, two-decimal text. */
  ratio: string;
  /** Orders (sub-channels) or items sold (hot products). */
  number: number;
  avgPrice: number;
  /** Hot products: the product's merchant (this server adds it; a BladeX server may not send it). */
  merchantName?: string;
}

/** `view/source/statistics`: the three order sources' amounts (two-decimal texts) and shares, and their lists. */
export interface ChannelStatistics {
  main: string;
  mainPercent: string;
  fenxiao: string;
  fenxiaoPercent: string;
  thirdOnline: string;
  thirdOnlinePercent: string;
  onlineChannelSub: ChannelItem[];
  offlineChannelSub: ChannelItem[];
  otherChannelSub: ChannelItem[];
  onlineHotProduct: ChannelItem[];
  offlineHotProduct: ChannelItem[];
  otherHotProduct: ChannelItem[];
}

/** The three order sources (spec 000 §9: 1 operator, 2 distributor, 3 other online platform) and their fields. */
export const CHANNEL_SOURCES = [
  {
    source: 1,
    key: 'operator',
    amount: 'main',
    percent: 'mainPercent',
    list: 'onlineChannelSub',
    hot: 'onlineHotProduct',
    search: 'onlineName',
  },
  {
    source: 2,
    key: 'distributor',
    amount: 'fenxiao',
    percent: 'fenxiaoPercent',
    list: 'offlineChannelSub',
    hot: 'offlineHotProduct',
    search: 'offlineName',
  },
  {
    source: 3,
    key: 'platform',
    amount: 'thirdOnline',
    percent: 'thirdOnlinePercent',
    list: 'otherChannelSub',
    hot: 'otherHotProduct',
    search: 'otherName',
  },
] as const;

export type ChannelSource = (typeof CHANNEL_SOURCES)[number];
export type ChannelSearches = Record<ChannelSource['search'], string>;

export const emptySearches: ChannelSearches = { onlineName: '', offlineName: '', otherName: '' };

export const CHANNEL_URL = BOARD_ENDPOINTS.orderSources.path;

/** Channel statistics for the board's region and range (or the view's own range), with the three name searches. */
export const useChannelStatistics = (query: BoardQuery, searches: ChannelSearches) =>
  useBoardData<ChannelStatistics>('channel.statistics', CHANNEL_URL, { ...regionAndRange(query), ...searches });

/** The amount text of one source as a number (the server sends two-decimal strings; missing means 0). */
export const amountOf = (data: ChannelStatistics | undefined, source: ChannelSource): number => {
  const value = Number(data?.[source.amount] ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/**
 * A hot product's merchant, '' when the server names none. Shown whenever it is known: the board is read at a
 * glance, and two shops each selling a 门票 would otherwise read the same.
 */
export const merchantOf = (row: ChannelItem | undefined): string => row?.merchantName?.trim() ?? '';

/** The three sources' shares of all channels, from their amounts, adding up to 100.00 (the rings of view 3). */
export const sourceShares = (data: ChannelStatistics | undefined): Record<ChannelSource['key'], string | undefined> => {
  const [operator, distributor, platform] = balancedShares(
    CHANNEL_SOURCES.map((source) => data?.[source.amount]),
    CHANNEL_SOURCES.map((source) => data?.[source.percent]),
  );
  return { operator, distributor, platform };
};

/**
 * A source's breakdown as the ranking shows it: each channel's contribution is its share of the source's amount,
 * worked out so that the list adds up to 100.00 % (or, after a name search, to its part of the source with the
 * channels searched away as the rest) — the server rounds each on its own (issue 19 item 17).
 */
export const channelRows = (data: ChannelStatistics | undefined, source: ChannelSource): ChannelItem[] => {
  const rows = data?.[source.list] ?? [];
  const shares = partShares(
    rows.map((row) => row.price),
    data?.[source.amount],
    rows.map((row) => row.ratio),
  );
  return rows.map((row, index) => ({ ...row, ratio: shares[index] ?? row.ratio }));
};
