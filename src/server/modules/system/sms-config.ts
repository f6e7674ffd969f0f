import { issueText, resourceText, smsSendFields, smsSendSchema } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { registerEnableRoute, STATUS } from './provider-configs';

/** The honest end of every valid send: the embedded server talks to no SMS provider. */
const NO_SMS_GATEWAY = '内置服务器未接入短信网关,无法发送短信;请在连接 BladeX 服务端时使用';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * SMS configurations: the generic routes, `enable` (one enabled configuration per tenant) and the test dialog's
 * `POST /blade-resource/sms/endpoint/send-message`.
 */
export default resourceModule('sms', ({ services, store }) => {
  const configByCode = services.ctx.db.prepare<[string, string], { status: number }>(
    'SELECT status FROM blade_sms WHERE tenant_id = ? AND sms_code = ? AND is_deleted = 0',
  );
  return {
    routes(app) {
      registerEnableRoute(app, services, store);

      /**
       * `code`, `phones`, `params` as query parameters (BladeX @RequestParam; a JSON body is read too), checked in
       * the order of the test dialog, each with its own message: the code names a configuration of the caller's
       * tenant that is enabled, then the numbers, then the parameters. Only a send that passes them all hears that
       * no gateway is configured; nothing is written either way.
       */
      app.post('/blade-resource/sms/endpoint/send-message', async (request) => {
        const identity = withButton(services, request, 'sms_send');
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
    },
  };
});
