import { DEFAULT_GOODS } from '../../../../shared/board-enums';
import { balancedShares } from '../../../../shared/board-shares';

/** One category of fusion/productOverview (spec 000 §3): count, average price in yuan, share of its group. */
export interface OverviewItem {
  category: string;
  productNum: number;
  avgPrice: number;
  ratio: string;
}

export interface ProductOverview {
  fusionTravel?: OverviewItem[];
  fusionTravelService?: OverviewItem[];
  fusionProductService?: OverviewItem[];
  fusionLife?: OverviewItem[];
}

const toItem = (raw: Partial<OverviewItem> | undefined, category: string): OverviewItem => ({
  category,
  productNum: Number.isFinite(Number(raw?.productNum)) ? Number(raw?.productNum) : 0,
  avgPrice: Number.isFinite(Number(raw?.avgPrice)) ? Number(raw?.avgPrice) : 0,
  ratio: raw?.ratio === undefined || raw.ratio === null ? '0.00' : String(raw.ratio),
});

/** Fixed tiles in their order; a category the server did not send is count 0, average 0. */
export const tilesOf = (items: readonly OverviewItem[] | undefined, names: readonly string[]): OverviewItem[] =>
  names.map((name) =>
    toItem(
      (items ?? []).find((item) => item.category === name),
      name,
    ),
  );

/**
 * The goods list as sent, or the eight default categories (all zero) when the server sends none. Each share is the
 * category's part of the goods' product count, worked out so the list adds up to 100.00 % (issue 19 item 17).
 */
export const goodsOf = (items: readonly OverviewItem[] | undefined): OverviewItem[] => {
  if (!items || items.length === 0) return DEFAULT_GOODS.map((name) => toItem(undefined, name));
  const goods = items.map((item) => toItem(item, item.category));
  const shares = balancedShares(
    goods.map((item) => item.productNum),
    goods.map((item) => item.ratio),
  );
  return goods.map((item, index) => ({ ...item, ratio: shares[index] ?? item.ratio }));
};

/** The business-detail ranking: every experience business type, largest count first. */
export const detailOf = (items: readonly OverviewItem[] | undefined): OverviewItem[] =>
  [...(items ?? [])]
    .map((item) => toItem(item, item.category))
    .sort((a, b) => b.productNum - a.productNum || a.category.localeCompare(b.category));
