import { routeModule } from '../../crud/resource-module';
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
    const count = ctx.db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ?`);
    const page = ctx.db.prepare<[string, number, number], Row>(
      `SELECT * FROM ${table} WHERE tenant_id = ? ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`,
    );
    const detail = ctx.db.prepare<[string, string], Row>(`SELECT * FROM ${table} WHERE tenant_id = ? AND id = ?`);

    app.get(`/blade-log/${kind}/list`, async (request) => {
      const identity = requireAdmin(request);
      const query = parseInput(pageQuery, request.query);
      const total = count.get(identity.tenantId)?.n ?? 0;
      const rows = page.all(identity.tenantId, query.size, pageOffset(query));
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
