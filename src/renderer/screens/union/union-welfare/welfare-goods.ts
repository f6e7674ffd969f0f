import type { PickOption } from '../../../crud/core/use-options';

/** `alreadyList`: a welfare's linked goods (the link row's id, the product). */
export interface LinkedWelfareGoods {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly merchantName: string;
}
/** `goodsList`: the tenant's on-sale products not linked yet. */
export interface CandidateGoods {
  readonly id: string;
  readonly name: string;
  readonly merchantName: string;
}

/** Linked and candidate products in one tree, grouped under their merchants (linked ones first). */
export const welfareGoodsOptions = (
  linked: readonly LinkedWelfareGoods[],
  candidates: readonly CandidateGoods[],
): PickOption[] => {
  const groups = new Map<string, PickOption & { children: PickOption[] }>();
  const add = (merchant: string, value: string, label: string) => {
    const name = merchant || '—';
    const group = groups.get(name) ?? { value: `merchant:${name}`, label: name, children: [] };
    if (!group.children.some((child) => child.value === value)) group.children.push({ value, label });
    groups.set(name, group);
  };
  for (const row of linked) add(row.merchantName, row.productId, row.productName);
  for (const row of candidates) add(row.merchantName, row.id, row.name);
  return [...groups.values()];
};

/** What saving the checked products means: the products to link, and the link rows to remove. */
export const welfareGoodsChanges = (linked: readonly LinkedWelfareGoods[], checked: ReadonlySet<string>) => {
  const products = [...checked].filter((value) => !value.startsWith('merchant:'));
  const had = new Set(linked.map((row) => row.productId));
  return {
    add: products.filter((id) => !had.has(id)),
    remove: linked.filter((row) => !checked.has(row.productId)).map((row) => row.id),
  };
};
