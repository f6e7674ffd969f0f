import { z } from 'zod';

/**
 * The municipal housing system's HTTP JSON API as this adapter speaks it: `GET <base>/<kind>?page=N&size=S`
 * (kind `village`, `house`, `user` or `bill`) answers `{ "code": 200, "data": { "total": T, "records": [...] } }`,
 * each record carrying the system's own `id`. Every page is fetched before anything is written, so a source
 * failing half way leaves the tables as they were.
 */
export type HousingKind = 'village' | 'house' | 'user' | 'bill';

export const HOUSING_PAGE_SIZE = 500;
/** A source bigger than this is refused rather than held in memory. */
export const HOUSING_MAX_ROWS = 200_000;

const pageSchema = z.object({
  code: z.number(),
  msg: z.string().optional(),
  data: z.object({ total: z.number().int().min(0), records: z.array(z.record(z.string(), z.unknown())) }),
});

/** A failure that wrote nothing, with the message the operator reads. */
export class HousingSourceError extends Error {}

export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** Every record of one kind, page by page; throws HousingSourceError naming what went wrong. */
export const fetchHousingRecords = async (
  baseUrl: string,
  kind: HousingKind,
  fetchImpl: FetchLike = fetch,
  timeoutMs = 15_000,
): Promise<Record<string, unknown>[]> => {
  let base: URL;
  try {
    base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new HousingSourceError(`住房系统地址不正确：${baseUrl}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new HousingSourceError('住房系统地址须以http或https开头');
  const records: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const url = new URL(kind, base);
    url.searchParams.set('page', String(page));
    url.searchParams.set('size', String(HOUSING_PAGE_SIZE));
    let response: Response;
    try {
      response = await fetchImpl(url.toString(), { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new HousingSourceError(`无法连接住房系统（第${page}页）：${(error as Error).message}`);
    }
    if (!response.ok)
      throw new HousingSourceError(`住房系统返回HTTP ${response.status}（第${page}页），本次未写入任何数据`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new HousingSourceError(`住房系统返回的不是JSON（第${page}页），本次未写入任何数据`);
    }
    const parsed = pageSchema.safeParse(body);
    if (!parsed.success)
      throw new HousingSourceError(`住房系统返回的数据格式不正确（第${page}页），本次未写入任何数据`);
    if (parsed.data.code !== 200)
      throw new HousingSourceError(
        `住房系统返回错误（第${page}页）：${parsed.data.msg ?? parsed.data.code}，本次未写入任何数据`,
      );
    records.push(...parsed.data.data.records);
    if (records.length > HOUSING_MAX_ROWS)
      throw new HousingSourceError(`住房系统数据超过${HOUSING_MAX_ROWS}条，请分批同步`);
    const total = parsed.data.data.total;
    if (parsed.data.data.records.length === 0 || records.length >= total) return records;
  }
};
