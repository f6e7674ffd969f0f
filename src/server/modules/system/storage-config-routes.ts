import type { FastifyInstance } from 'fastify';
import { ossResource, smsResource, type ResourceDef } from '../../../shared/resources/index';
import { crudRoutes } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceStore } from '../../crud/resource-store';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { idsParam, withButton } from './guards';

/** blade_oss / blade_sms status: 1 off, 2 on (BladeX OssServiceImpl.enable). */
const STATUS = { OFF: 1, ON: 2 } as const;

/**
 * OSS and SMS configurations: the generic routes plus `POST enable?id=`, which switches the row on and every
 * other row of the tenant off in one transaction, so a tenant has exactly one enabled configuration (as BladeX
 * does: one per tenant, whatever its provider category).
 */
const configPlugin =
  (def: ResourceDef) =>
  async (app: FastifyInstance, { services }: { services: CrudServices }): Promise<void> => {
    const db = services.ctx.db;
    let store: ResourceStore | undefined;
    await app.register(crudRoutes, {
      services,
      def,
      onStore: (created) => {
        store = created;
      },
    });

    const allOff = db.prepare<[number, string, string, string]>(
      `UPDATE ${def.table} SET status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0`,
    );
    const oneOn = db.prepare<[number, string, string, string, string]>(
      `UPDATE ${def.table} SET status = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
    );

    app.post(`${def.endpoint}/enable`, async (request) => {
      const identity = withButton(services, request, `${def.permission}_enable`);
      const [id] = idsParam(request, 'id', '配置');
      if (!store || store.existing(identity, [id]).length !== 1) throw badRequest('所选配置不存在或已被删除');
      const time = formatDateTime(services.ctx.now());
      db.transaction(() => {
        allOff.run(STATUS.OFF, identity.userId, time, identity.tenantId);
        oneOn.run(STATUS.ON, identity.userId, time, identity.tenantId, id);
      })();
      return R.status(true);
    });
  };

export const ossConfigRoutes = configPlugin(ossResource);

export const smsConfigRoutes = async (app: FastifyInstance, options: { services: CrudServices }): Promise<void> => {
  await configPlugin(smsResource)(app, options);
  // The embedded server talks to no SMS provider; saying so beats pretending a message left.
  app.post('/blade-resource/sms/endpoint/send-message', async (request) => {
    withButton(options.services, request, 'sms_send');
    throw badRequest('内置服务器未接入短信网关,无法发送短信;请在连接 BladeX 服务端时使用');
  });
};
