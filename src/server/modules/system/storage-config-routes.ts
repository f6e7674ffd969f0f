import type { FastifyInstance } from 'fastify';
import {
  issueText,
  ossResource,
  resourceText,
  smsResource,
  smsSendFields,
  smsSendSchema,
  type ResourceDef,
} from '../../../shared/resources/index';
import { crudRoutes } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceStore } from '../../crud/resource-store';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { idsParam, queryOf, withButton } from './guards';

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

/** The honest end of every valid send: the embedded server talks to no SMS provider. */
export const NO_SMS_GATEWAY = '内置服务器未接入短信网关,无法发送短信;请在连接 BladeX 服务端时使用';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const smsConfigRoutes = async (app: FastifyInstance, options: { services: CrudServices }): Promise<void> => {
  await configPlugin(smsResource)(app, options);
  const configByCode = options.services.ctx.db.prepare<[string, string], { status: number }>(
    'SELECT status FROM blade_sms WHERE tenant_id = ? AND sms_code = ? AND is_deleted = 0',
  );

  /**
   * `code`, `phones`, `params` as query parameters (BladeX @RequestParam; a JSON body is read too), checked in
   * the order of the test dialog, each with its own message: the code names a configuration of the caller's
   * tenant that is enabled, then the numbers, then the parameters. Only a send that passes them all hears that
   * no gateway is configured; nothing is written either way.
   */
  app.post('/blade-resource/sms/endpoint/send-message', async (request) => {
    const identity = withButton(options.services, request, 'sms_send');
    const input = { ...(isPlainObject(request.body) ? request.body : {}), ...queryOf(request) };
    const code = smsSendFields.code.safeParse(input.code);
    if (!code.success) throw badRequest(issueText(code.error.issues[0]));
    const config = configByCode.get(identity.tenantId, code.data);
    const texts = { code: code.data };
    if (!config) throw badRequest(resourceText('res.system.sms.send.unknownCode', texts));
    if (config.status !== STATUS.ON) throw badRequest(resourceText('res.system.sms.send.disabled', texts));
    const send = smsSendSchema.safeParse(input);
    if (!send.success) throw badRequest(issueText(send.error.issues[0]));
    throw badRequest(NO_SMS_GATEWAY);
  });
};
