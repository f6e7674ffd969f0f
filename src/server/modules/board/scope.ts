import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { parseInput } from '../../http/validate';

/** The prefecture every board region lies in (spec 000 §9). */
export const BOARD_ROOT = '5329';

export type RegionLevel = 'city' | 'district' | 'town';

/** `null` region: the whole tenant (the board's "All"). */
export interface RegionScope {
  code: string;
  name: string;
  level: RegionLevel;
}

/** Inclusive bounds, both `yyyy-MM-dd HH:mm:ss`. */
export interface DateRange {
  from: string;
  to: string;
}

export interface Scope {
  tenantId: string;
  region: RegionScope | null;
  range: DateRange | null;
}

export const EARLIEST = '0000-01-01 00:00:00';
export const LATEST = '9999-12-31 23:59:59';

const optionalText = z.string().trim().max(40).optional();

/** Every spelling of region and range the board's calls use (spec 000 §7), all optional. */
export const scopeQuery = z.object({
  city: optionalText,
  cityCode: optionalText,
  fromDate: optionalText,
  toDate: optionalText,
  endDate: optionalText,
  from: optionalText,
  to: optionalText,
  dateStartStr: optionalText,
  dateEndStr: optionalText,
  startTime: optionalText,
  endTime: optionalText,
});

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` (a `T` is accepted too) → `yyyy-MM-dd HH:mm:ss`; a bare date is the
 * start of the day for a lower bound and its last second for an upper bound. A real calendar date is required.
 */
export const parseBound = (field: string, value: string, edge: 'start' | 'end'): string => {
  const match = DATE_TIME.exec(value);
  const invalid = () => badRequest(`参数错误: ${field} 应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss 格式的有效时间`);
  if (!match) throw invalid();
  const [, y, m, d, hh, mm, ss] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    throw invalid();
  }
  if (hh === undefined) return `${y}-${m}-${d} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) throw invalid();
  return `${y}-${m}-${d} ${hh}:${mm}:${ss}`;
};

const firstGiven = (input: Record<string, string | undefined>, names: readonly string[]): [string, string] | null => {
  for (const name of names) {
    const value = input[name];
    if (value) return [name, value];
  }
  return null;
};

export const FROM_NAMES = ['fromDate', 'from', 'dateStartStr', 'startTime'] as const;
export const TO_NAMES = ['toDate', 'endDate', 'to', 'dateEndStr', 'endTime'] as const;

/** The range of a query; null when neither bound is given. */
export const readRange = (input: Record<string, string | undefined>): DateRange | null => {
  const from = firstGiven(input, FROM_NAMES);
  const to = firstGiven(input, TO_NAMES);
  if (!from && !to) return null;
  const range = {
    from: from ? parseBound(from[0], from[1], 'start') : EARLIEST,
    to: to ? parseBound(to[0], to[1], 'end') : LATEST,
  };
  if (range.from > range.to) throw badRequest('参数错误: 开始时间不能晚于结束时间');
  return range;
};

const LEVEL_BY_LENGTH: Record<number, RegionLevel> = { 4: 'city', 6: 'district', 9: 'town' };

/** Resolves region codes against blade_region: only 5329 and the counties and towns below it are accepted. */
export const createRegionResolver = (db: Database) => {
  const find = db.prepare<[{ code: string; root: string }], { code: string; name: string }>(
    `SELECT code, name FROM blade_region
     WHERE code = @code AND (code = @root OR (',' || ancestors || ',') LIKE '%,' || @root || ',%')`,
  );
  const cache = new Map<string, RegionScope>();
  return (code: string): RegionScope | null => {
    if (code === '') return null;
    const cached = cache.get(code);
    if (cached) return cached;
    const level = LEVEL_BY_LENGTH[code.length];
    const row = /^\d+$/.test(code) && level ? find.get({ code, root: BOARD_ROOT }) : undefined;
    if (!row) throw badRequest(`参数错误: 区域 ${code} 不在大理州(${BOARD_ROOT})的区域树内`);
    const scope = { code: row.code, name: row.name, level };
    cache.set(code, scope);
    return scope;
  };
};

export type RegionResolver = ReturnType<typeof createRegionResolver>;

/** Region and range of a request; `tenantId` always from the token. */
export const readScope = (resolve: RegionResolver, tenantId: string, query: unknown): Scope => {
  const input = parseInput(scopeQuery, query);
  const region = resolve(input.cityCode || input.city || '');
  return { tenantId, region, range: readRange(input) };
};
