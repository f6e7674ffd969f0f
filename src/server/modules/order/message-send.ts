import type { FastifyRequest } from 'fastify';
import { routeModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { createAliyunMessages, NoProvider, type MessageKind } from './aliyun-message';

const MOBILE = /^1\d{10}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{phone, templateCode?, templateParam?}` (JSON body or query), each checked with its own message. */
const sendInput = (request: FastifyRequest, kind: MessageKind) => {
  const input = { ...queryOf(request), ...(isObject(request.body) ? request.body : {}) };
  const phone = typeof input.phone === 'string' ? input.phone.trim() : '';
  if (!MOBILE.test(phone)) throw badRequest('请输入正确的手机号码');
  const code = typeof input.templateCode === 'string' ? input.templateCode.trim() : '';
  if (code !== '' && !CODE.test(code)) throw badRequest('模板编号只能包含字母、数字、下划线和短横线');
  let raw: unknown = input.templateParam ?? {};
  if (typeof raw === 'string') {
    try {
      raw = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw badRequest('模板参数应为JSON对象');
    }
  }
  if (!isObject(raw)) throw badRequest('模板参数应为JSON对象');
  const templateParam = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, String(value)]));
  if (JSON.stringify(templateParam).length > 500) throw badRequest('模板参数不能超过500个字符');
  return { kind, phone, templateParam, ...(code ? { templateCode: code } : {}) };
};

/**
 * `POST /blade-desk/aliyun/message/send/sms` and `send/voice-call` (buttons `desk_message_log_sms`,
 * `desk_message_log_voice`): one message through the tenant's enabled Aliyun SMS configuration
 * (aliyun-message.ts). A refused input or no enabled Aliyun configuration is a 400 and nothing is logged; a
 * provider's refusal is logged as failed and answered as a 400 with its message; a send answers the receipt.
 */
export default routeModule('aliyunMessage', (app, services) => {
  const { ctx } = services;
  const send = createAliyunMessages(ctx.db, ctx.ids, ctx.now, (key) => ctx.param(key));
  const route = (path: string, kind: MessageKind, button: string) =>
    app.post(`/blade-desk/aliyun/message/send/${path}`, async (request) => {
      const identity = withButton(services, request, button);
      const input = sendInput(request, kind);
      try {
        const result = await send(identity, input);
        if (!result.sent) throw badRequest(`发送失败: ${result.message}`);
        return R.data({ bizId: result.bizId });
      } catch (error) {
        if (error instanceof NoProvider) throw badRequest(error.message);
        throw error;
      }
    });
  route('sms', 'sms', 'desk_message_log_sms');
  route('voice-call', 'voice', 'desk_message_log_voice');
});
