import type { FastifyInstance } from 'fastify';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceStore } from '../../crud/resource-store';
import { idsParam, withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

/** blade_oss / blade_sms status: 1 off, 2 on (BladeX OssServiceImpl.enable). */
export const STATUS = { OFF: 1, ON: 2 } as const;

/**
 * `POST <endpoint>/enable?id=` of the OSS and SMS configurations (`<permission>_enable`): switches the row on and
 * every other row of the tenant off in one transaction, so a tenant has exactly one enabled configuration (as
 * BladeX does: one per tenant, whatever its provider category).
 */
export const registerEnableRoute = (app: FastifyInstance, services: CrudServices, store: ResourceStore): void => {
  const { def } = store;
  const db = services.ctx.db;
  const allOff = db.prepare<[number, string, string, string]>(
    `UPDATE ${def.table} SET status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0`,
  );
  const oneOn = db.prepare<[number, string, string, string, string]>(
    `UPDATE ${def.table} SET status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );

  app.post(`${def.endpoint}/enable`, async (request) => {
    const identity = withButton(services, request, `${def.permission}_enable`);
    const [id] = idsParam(request, 'id', '配置');
    if (store.existing(identity, [id]).length !== 1) throw badRequest('所选配置不存在或已被删除');
    const time = formatDateTime(services.ctx.now());
    db.transaction(() => {
      allOff.run(STATUS.OFF, identity.userId, time, identity.tenantId);
      oneOn.run(STATUS.ON, identity.userId, time, identity.tenantId, id);
    })();
    return R.status(true);
  });
};
