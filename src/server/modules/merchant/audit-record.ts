import { getResource, isResourceName } from '../../../shared/resources/index';
import { routeModule } from '../../crud/resource-module';
import { queryOf } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

/**
 * The audit history dialog (`blade-shop/commonAuditRecord/dialogList?businessId=&resource=`): the review steps of
 * one row, newest first, as the engine recorded them in `common_audit_record` (who, when, from which state to
 * which, the reason). Whoever may read the resource may read its history.
 */
export default routeModule('commonAuditRecord', (app, services) => {
  const select = services.ctx.db.prepare<[string, string, string], Row>(
    `SELECT id, resource, record_id AS business_id, action, field, from_state, to_state, remark, operator_id,
       operator_name, create_time FROM common_audit_record WHERE tenant_id = ? AND resource = ? AND record_id = ?
     ORDER BY create_time DESC, id DESC`,
  );
  app.get('/blade-shop/commonAuditRecord/dialogList', async (request) => {
    const identity = identityOf(request);
    const query = queryOf(request);
    const resource = typeof query.resource === 'string' ? query.resource.trim() : '';
    const raw = query.businessId ?? query.id;
    const businessId = typeof raw === 'string' ? raw.trim() : '';
    if (!resource || !isResourceName(resource)) throw badRequest('请指定业务类型');
    if (!/^\d{1,20}$/.test(businessId)) throw badRequest('请指定业务数据');
    services.grants.requireRead(identity, getResource(resource));
    return R.data(services.ctx.wire.rows(select.all(identity.tenantId, resource, businessId)));
  });
});
