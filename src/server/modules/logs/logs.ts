import { routeModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { ERROR_LOG_BODY_LIMIT, errorLogBatch, errorLogEntry, type ErrorLogInput } from './error-log-input';
import { requestFacts } from './log-writer';

/** The client's error uploads are tagged with this service id, whatever the body says. */
export const DESKTOP_CLIENT_SERVICE = 'desktop-client';

/**
 * Logs (bladex-contract.md §7.2). Reading is the engine's: the read-only definitions `logUsual`, `logApi` and
 * `logError` (src/shared/resources/system/log-*.ts) serve `/blade-log/{usual|api|error}/{list|detail}` with the
 * §1.6 filters and sorting. Writing error logs is for any signed-in user (SpringBlade's LogClient path, which the S gateway leaves anonymous, but
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
});
