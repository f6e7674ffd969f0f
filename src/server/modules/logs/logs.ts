import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { tenantFilter } from '../../db/tenant-scope';
import { formatDateTime } from '../../db/clock';
import { identityOf, requireAdmin } from '../../http/auth-guard';
import { idQuery, pageOffset, pageQuery } from '../../http/paging';
import { R, toPage } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { Row } from '../../http/wire';
import { ERROR_LOG_BODY_LIMIT, errorLogBatch, errorLogEntry, type ErrorLogInput } from './error-log-input';
import { requestFacts } from './log-writer';

/** The client's error uploads are tagged with this service id, whatever the body says. */
export const DESKTOP_CLIENT_SERVICE = 'desktop-client';

const LOG_TABLES = { usual: 'blade_log_usual', api: 'blade_log_api', error: 'blade_log_error' } as const;

/** What the search box's keyword matches besides the address: the API log's title, the error's message, the usual log's data. */
const KEYWORD_COLUMNS = { usual: 'log_data', api: 'title', error: 'message' } as const;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** The log screens' search: address, method, user, service, keyword and a time range (issue 16 "Logs"). */
const logListQuery = pageQuery.extend({
  requestUri: z.string().trim().max(500).optional(),
  method: z.string().trim().max(16).optional(),
  createBy: z.string().trim().max(100).optional(),
  serviceId: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(200).optional(),
  createTimeBegin: z.string().trim().regex(DATE_TIME, '开始时间格式须为 yyyy-MM-dd HH:mm:ss').optional(),
  createTimeEnd: z.string().trim().regex(DATE_TIME, '结束时间格式须为 yyyy-MM-dd HH:mm:ss').optional(),
});

const logFilter = (query: z.output<typeof logListQuery>, keywordColumn: string) => {
  let sql = '';
  const params: unknown[] = [];
  const like = (column: string, value: string | undefined) => {
    if (!value) return;
    sql += ` AND ${column} LIKE '%' || ? || '%'`;
    params.push(value);
  };
  like('request_uri', query.requestUri);
  like('create_by', query.createBy);
  like('service_id', query.serviceId);
  like(keywordColumn, query.keyword);
  if (query.method) {
    sql += ' AND method = ?';
    params.push(query.method.toUpperCase());
  }
  if (query.createTimeBegin) {
    sql += ' AND create_time >= ?';
    params.push(query.createTimeBegin);
  }
  if (query.createTimeEnd) {
    sql += ' AND create_time <= ?';
    params.push(query.createTimeEnd.length === 10 ? `${query.createTimeEnd} 23:59:59` : query.createTimeEnd);
  }
  return { sql, params };
};

/**
 * Logs (bladex-contract.md §7.2). Reading is for administrators of the tenant; writing error logs is
 * for any signed-in user (SpringBlade's LogClient path, which the S gateway leaves anonymous, but
 * here the author and tenant must come from a token).
 */
export default routeModule('logs', (app, { ctx }) => {
  app.post('/blade-log/log/saveErrorLog', { bodyLimit: ERROR_LOG_BODY_LIMIT }, async (request) => {
    const identity = identityOf(request);
    const entries: ErrorLogInput[] = Array.isArray(request.body)
      ? parseInput(errorLogBatch, request.body)
      : [parseInput(errorLogEntry, request.body)];
    const facts = requestFacts(request);
    const now = formatDateTime(ctx.now());
    ctx.logs.errors(
      entries.map((entry) => ({
        ...facts,
        requestUri: entry.requestUri,
        method: entry.method,
        tenantId: identity.tenantId,
        serviceId: DESKTOP_CLIENT_SERVICE,
        createBy: identity.account,
        message: entry.message,
        stackTrace: entry.stackTrace,
        exceptionName: entry.exceptionName,
        params: entry.params,
        createTime: entry.createTime || now,
      })),
    );
    return R.data(true);
  });

  for (const [kind, table] of Object.entries(LOG_TABLES)) {
    const detail = ctx.db.prepare<[string, string], Row>(`SELECT * FROM ${table} WHERE tenant_id = ? AND id = ?`);
    const keywordColumn = KEYWORD_COLUMNS[kind as keyof typeof LOG_TABLES];

    app.get(`/blade-log/${kind}/list`, async (request) => {
      const identity = requireAdmin(request);
      const query = parseInput(logListQuery, request.query);
      const { sql, params } = logFilter(query, keywordColumn);
      const total =
        ctx.db
          .prepare<unknown[], number>(`SELECT COUNT(*) FROM ${table} WHERE ${tenantFilter()}${sql}`)
          .pluck()
          .get(identity.tenantId, ...params) ?? 0;
      const rows = ctx.db
        .prepare<unknown[], Row>(
          `SELECT * FROM ${table} WHERE ${tenantFilter()}${sql} ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(identity.tenantId, ...params, query.size, pageOffset(query));
      return R.data(toPage(ctx.wire.rows(rows), total, query.current, query.size));
    });

    app.get(`/blade-log/${kind}/detail`, async (request) => {
      const identity = requireAdmin(request);
      const { id } = parseInput(idQuery, request.query);
      const row = detail.get(identity.tenantId, id);
      return R.data(row ? ctx.wire.row(row) : null);
    });
  }
});
