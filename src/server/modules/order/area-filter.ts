import { AREA_PARAMS, areaColumnOf } from '../../../shared/resources/index';
import type { SqlPart } from '../../crud/where';
import { badRequest } from '../../http/errors';

/** The first non-empty value among `names` (a search form's `x_equal`, or a caller's plain `x`). */
export const queryValue = (query: Readonly<Record<string, unknown>>, names: readonly string[]): string | undefined => {
  for (const name of names) {
    const raw = query[name];
    if (typeof raw === 'number') return String(raw);
    if (typeof raw === 'string' && raw.trim() !== '') return raw.trim();
  }
  return undefined;
};

/**
 * The area search of orders, merchants, products and members (`areaCode`, src/shared/resources/order/
 * area-search.ts): a region code of 4, 6 or 9 digits compared with `city_code`, `district_code` or `town_code`,
 * the rule the board's area filter uses, so a county's rows here are the county's rows there. Any other code
 * is refused (400 naming it): a filter that cannot apply must not answer every row.
 */
export const areaFilter = (
  query: Readonly<Record<string, unknown>>,
  names: readonly string[] = AREA_PARAMS,
): SqlPart | undefined => {
  const code = queryValue(query, names);
  if (code === undefined) return undefined;
  const column = areaColumnOf(code);
  if (!column) throw badRequest(`参数错误: 区域 ${code.slice(0, 20)} 应为州市(4位)、县市(6位)或乡镇(9位)的区划代码`);
  return { sql: `${column} = ?`, params: [code] };
};
