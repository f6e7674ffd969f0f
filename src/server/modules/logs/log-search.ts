import { resourceModule } from '../../crud/resource-module';
import { allOf, type SqlPart } from '../../crud/where';
import { badRequest } from '../../http/errors';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/**
 * Parameters Saber's log screens send besides the §1.6 filters, answered here for BladeX callers (our screens, the
 * definitions' own, search each column and `createTime_dategt`/`_datelt`).
 */
export const LOG_SEARCH_PARAMS = ['keyword', 'createTimeBegin', 'createTimeEnd'] as const;

const text = (raw: unknown, name: string, max: number): string | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest(`参数错误：${name} 须为文本`);
  const value = raw.trim();
  if (value.length > max) throw badRequest(`参数错误：${name} 过长`);
  return value || undefined;
};

const time = (raw: unknown, name: string, label: string): string | undefined => {
  const value = text(raw, name, 19);
  if (value !== undefined && !DATE_TIME.test(value)) throw badRequest(`${label}格式须为 yyyy-MM-dd HH:mm:ss`);
  return value;
};

/**
 * The search of the three log screens: a keyword over what a log says (the usual log's data, the API log's title,
 * the error's message, and the address), and a time range whose end day counts whole. Malformed values are a 400
 * naming them; values are always bound.
 */
export const logSearchModule = (name: 'logUsual' | 'logApi' | 'logError', keywordColumn: string) =>
  resourceModule(name, () => ({
    hooks: {
      listParams: LOG_SEARCH_PARAMS,
      listFilter(query) {
        const parts: SqlPart[] = [];
        const keyword = text(query.keyword, 'keyword', 200);
        if (keyword !== undefined) {
          parts.push({
            sql: `(${keywordColumn} LIKE '%' || ? || '%' OR request_uri LIKE '%' || ? || '%')`,
            params: [keyword, keyword],
          });
        }
        const begin = time(query.createTimeBegin, 'createTimeBegin', '开始时间');
        if (begin !== undefined) parts.push({ sql: 'create_time >= ?', params: [begin] });
        const end = time(query.createTimeEnd, 'createTimeEnd', '结束时间');
        if (end !== undefined) {
          parts.push({ sql: 'create_time <= ?', params: [end.length === 10 ? `${end} 23:59:59` : end] });
        }
        return parts.length > 0 ? allOf(parts) : undefined;
      },
    },
  }));
