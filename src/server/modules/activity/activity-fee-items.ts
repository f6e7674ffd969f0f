import { badRequest } from '../../http/errors';

/** One fee item of an activity charged by fee items (spec 001 §3 `activityItems`: title, price, sort). */
export interface FeeItem {
  readonly title: string;
  readonly price: number;
  readonly sort: number;
}

const PRICE = /^\d+(\.\d{1,2})?$/;

/**
 * The release form's fee items (a JSON list, or its text) checked with the rules of spec 001 §5: each needs a
 * title (at most 64 characters), a price of at least 0.01 with two decimals and a whole sort of at least 1;
 * at least one item. Refusals name the item by its position.
 */
export const parseFeeItems = (raw: unknown): FeeItem[] => {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = raw.trim() ? JSON.parse(raw) : [];
    } catch {
      throw badRequest('收费项目格式不正确');
    }
  }
  if (!Array.isArray(list) || list.length === 0) throw badRequest('请添加收费项目');
  if (list.length > 50) throw badRequest('收费项目最多50项');
  return list.map((entry: unknown, index) => {
    const n = index + 1;
    const item = (entry ?? {}) as Record<string, unknown>;
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    if (!title) throw badRequest(`第${n}个收费项目：请输入项目名称`);
    if (title.length > 64) throw badRequest(`第${n}个收费项目：项目名称最多64个字符`);
    const priceText = String(item.price ?? '').trim();
    if (!PRICE.test(priceText) || Number(priceText) < 0.01)
      throw badRequest(`第${n}个收费项目：价格最小0.01，最多两位小数`);
    const sortText = String(item.sort ?? '').trim();
    if (!/^\d{1,6}$/.test(sortText) || Number(sortText) < 1) throw badRequest(`第${n}个收费项目：排序为不小于1的整数`);
    return { title, price: Number(priceText), sort: Number(sortText) };
  });
};
