import { regionAndRange, useBoardData, type BoardQuery } from '../../frame/board-context';
import { balancedShares } from '../../../../shared/board-shares';
import { BOARD_ENDPOINTS } from '../../../../shared/contract/board';

/** A supplier's row of a transaction ranking (`view/jiaoyi`): amount in yuan, order count, average price. */
export interface RankingRow {
  name: string;
  total: number;
  cnt: number;
  avg: number;
}

/** `view/jiaoyiPercent`: each trade type's amount and share of the whole (two-decimal texts). */
export interface TradeShares {
  total: number;
  tiyan: number;
  tiyanPercent: string;
  baihuo: number;
  baihuoPercent: string;
  shenghuo: number;
  shenghuoPercent: string;
}

/** A business format of `view/yetai`: suppliers (cnt), items (pcnt), amount, orders, average, share. */
export interface FormatRow {
  name: string;
  tradeType?: number;
  cnt: number;
  pcnt: number;
  total: number;
  avg: number;
  orderCnt: number;
  percent: string;
}

export interface FormatComposition {
  list: FormatRow[];
  tiyan: FormatRow[];
  baihuo: FormatRow[];
  shenghuo: FormatRow[];
  tiyanPercent: string;
  baihuoPercent: string;
  shenghuoPercent: string;
}

/** The three trade types (spec 000 §9: composition 1 experience, 2 merchandise, 3 city life). */
export const TRADE_TYPES = [
  { type: 1, key: 'experience', percent: 'tiyanPercent', formats: 'tiyan' },
  { type: 2, key: 'merchandise', percent: 'baihuoPercent', formats: 'baihuo' },
  { type: 3, key: 'cityLife', percent: 'shenghuoPercent', formats: 'shenghuo' },
] as const;

export type TradeType = (typeof TRADE_TYPES)[number];

export const JIAOYI_URL = BOARD_ENDPOINTS.trading.path;
export const JIAOYI_PERCENT_URL = BOARD_ENDPOINTS.tradingShare.path;
export const YETAI_URL = BOARD_ENDPOINTS.businessTypes.path;

/** Tab 1: one trade type's supplier ranking, narrowed by a supplier-name search. */
export const useTradeRanking = (query: BoardQuery, type: TradeType['type'], shopName: string) =>
  useBoardData<RankingRow[]>(`business.ranking.${type}`, JIAOYI_URL, { ...regionAndRange(query), type, shopName });

/** Tab 1: the three trade types' shares of the whole amount (the columns' headers). */
export const useTradeShares = (query: BoardQuery) =>
  useBoardData<TradeShares>('business.shares', JIAOYI_PERCENT_URL, regionAndRange(query));

/** Tab 2: the business-format composition. */
export const useFormatComposition = (query: BoardQuery) =>
  useBoardData<FormatComposition>('business.formats', YETAI_URL, regionAndRange(query));

type ShareTexts = Record<TradeType['percent'], string | undefined>;

const byTradeType = (shares: (string | undefined)[]): ShareTexts => ({
  tiyanPercent: shares[0],
  baihuoPercent: shares[1],
  shenghuoPercent: shares[2],
});

/** Tab 1's headers: the three trade types' shares of the whole, from their amounts, adding up to 100.00. */
export const tradeShareTexts = (s: TradeShares | undefined): ShareTexts =>
  byTradeType(
    balancedShares([s?.tiyan, s?.baihuo, s?.shenghuo], [s?.tiyanPercent, s?.baihuoPercent, s?.shenghuoPercent]),
  );

const listTotal = (rows: readonly FormatRow[] | undefined): number | undefined =>
  rows ? rows.reduce((sum, row) => sum + (Number.isFinite(Number(row.total)) ? Number(row.total) : 0), 0) : undefined;

/** Tab 2's headers: each trade type's share from the amounts of its formats, adding up to 100.00. */
export const formatShareTexts = (d: FormatComposition | undefined): ShareTexts =>
  byTradeType(
    balancedShares(
      [listTotal(d?.tiyan), listTotal(d?.baihuo), listTotal(d?.shenghuo)],
      [d?.tiyanPercent, d?.baihuoPercent, d?.shenghuoPercent],
    ),
  );
