import {
  defaultPageSizeOf,
  parseConditions,
  parseSort,
  resourceText,
  type QueryCondition,
  type ResourceDef,
  type SortColumn,
} from '../../shared/resources/index';
import { badRequest } from '../http/errors';

/** The largest page a list answers; bigger requests are refused rather than silently cut. */
export const MAX_CRUD_PAGE_SIZE = 1000;

export interface ListQuery {
  readonly current: number;
  readonly size: number;
  readonly conditions: QueryCondition[];
  readonly sort: SortColumn[];
  /** Parameters that are no filter of this resource (cache busters, a lazy list's parentId ...). */
  readonly ignored: string[];
}

const positiveInt = (raw: unknown, fallback: number, max: number, message: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw).trim();
  if (!/^\d{1,9}$/.test(text)) throw badRequest(message);
  const value = Number(text);
  if (value < 1 || value > max) throw badRequest(message);
  return value;
};

/** The query without the parameters a route or hook reads itself. */
export const withoutParams = (
  query: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> => Object.fromEntries(Object.entries(query).filter(([name]) => !names.includes(name)));

/**
 * `current`, `size`, the §1.6 filters and `ascs`/`descs` of a list request; any bad part is a 400 naming it.
 * `ownParams`: parameters the route or its hooks read themselves (a department filter, a region spelling),
 * left out of the filters rather than refused as unknown names.
 */
export const parseListQuery = (
  def: ResourceDef,
  raw: Readonly<Record<string, unknown>>,
  ownParams: readonly string[] = [],
): ListQuery => {
  const query = ownParams.length > 0 ? withoutParams(raw, ownParams) : raw;
  const current = positiveInt(query.current, 1, 1_000_000, '参数错误: current 必须是正整数');
  const size = positiveInt(
    query.size,
    defaultPageSizeOf(def),
    MAX_CRUD_PAGE_SIZE,
    `参数错误: size 必须是1到${MAX_CRUD_PAGE_SIZE}之间的整数`,
  );
  const parsed = parseConditions(def, query);
  if (!parsed.ok) throw badRequest(resourceText(parsed.error.message, parsed.error.params));
  const sort = parseSort(def, query);
  if (!sort.ok) throw badRequest(resourceText(sort.error.message, sort.error.params));
  return { current, size, conditions: parsed.conditions, sort: sort.sort, ignored: parsed.ignored };
};
