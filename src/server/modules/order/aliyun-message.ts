import type { Database } from 'better-sqlite3';
import type { Identity } from '../../auth/identity';
import { formatDateTime } from '../../db/clock';
import type { IdGenerator } from '../../db/ids';
import { signedAliyunQuery } from './aliyun-signature';

/** `blade_sms.category` of Aliyun (dict `sms`: 1 yunpian, 2 qiniu, 3 aliyun, 4 tencent); status 2 is enabled. */
const ALIYUN = 3;
const ENABLED = 2;
/** Where the calls go unless `blade_param` says otherwise (a test's local stub, a private endpoint). */
export const ALIYUN_ENDPOINTS = {
  sms: { param: 'sms.aliyun.endpoint', url: 'https://dysmsapi.aliyuncs.com/' },
  voice: { param: 'sms.aliyun.voiceEndpoint', url: 'https://dyvmsapi.aliyuncs.com/' },
} as const;
const TIMEOUT_MS = 10_000;

export type MessageKind = keyof typeof ALIYUN_ENDPOINTS;

export interface SendRequest {
  readonly kind: MessageKind;
  readonly phone: string;
  /** The template (SMS) or TTS template (voice) code; the configuration's own when not given. */
  readonly templateCode?: string;
  readonly templateParam: Readonly<Record<string, string>>;
}

/** Why a send cannot start; answered as a 400, nothing logged. */
export class NoProvider extends Error {}

interface SmsConfig {
  category: number;
  template_id: string;
  access_key: string;
  secret_key: string;
  region_id: string | null;
  sign_name: string;
}

/**
 * Sends an SMS or a voice notice through the tenant's enabled SMS configuration (spec 002 §7
 * `/blade-desk/aliyun/message/send/*`): Aliyun's SendSms / SingleCallByTts, signed (aliyun-signature.ts). Every
 * attempt that reached the provider is logged in `mall_message_log`, sent with its receipt or failed with the
 * provider's message; with no enabled configuration, or one of another provider, nothing is sent or logged.
 */
export const createAliyunMessages = (
  db: Database,
  ids: IdGenerator,
  now: () => number,
  param: (key: string) => string | undefined,
  fetcher: typeof fetch = fetch,
) => {
  const enabled = db.prepare<[string, number], SmsConfig>(
    `SELECT category, template_id, access_key, secret_key, region_id, sign_name FROM blade_sms
     WHERE tenant_id = ? AND status = ? AND is_deleted = 0 ORDER BY update_time DESC LIMIT 1`,
  );
  const log = db.prepare(
    `INSERT INTO mall_message_log (id, tenant_id, phone, msg_type, template_code, content, send_status, biz_id,
       error_msg, send_time, create_time, create_user, update_user, update_time)
     VALUES (@id, @tenant, @phone, @type, @template, @content, @status, @bizId, @error, @at, @at, @user, @user, @at)`,
  );

  return async (
    identity: Identity,
    request: SendRequest,
  ): Promise<{ sent: boolean; bizId: string; message: string }> => {
    const config = enabled.get(identity.tenantId, ENABLED);
    if (!config) throw new NoProvider('未启用短信配置，请先在“短信配置”中启用阿里云短信');
    if (config.category !== ALIYUN) throw new NoProvider('当前启用的短信配置不是阿里云短信，暂不支持发送');
    const template = request.templateCode || config.template_id;
    const paramJson = JSON.stringify(request.templateParam);
    const action: { Action: string; Version: string } & Record<string, string> =
      request.kind === 'sms'
        ? {
            Action: 'SendSms',
            Version: '2017-05-25',
            PhoneNumbers: request.phone,
            SignName: config.sign_name,
            TemplateCode: template,
            TemplateParam: paramJson,
          }
        : {
            Action: 'SingleCallByTts',
            Version: '2017-05-25',
            CalledNumber: request.phone,
            TtsCode: template,
            TtsParam: paramJson,
          };
    const endpoint = ALIYUN_ENDPOINTS[request.kind];
    const query = signedAliyunQuery(action, {
      accessKeyId: config.access_key,
      secret: config.secret_key,
      regionId: config.region_id || 'cn-hangzhou',
    });
    let sent = false;
    let bizId = '';
    let message: string;
    try {
      const response = await fetcher(`${param(endpoint.param) || endpoint.url}?${query}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as {
        Code?: string;
        Message?: string;
        BizId?: string;
        CallId?: string;
      };
      sent = response.ok && body.Code === 'OK';
      bizId = body.BizId ?? body.CallId ?? '';
      message = sent ? '发送成功' : `${body.Code ?? response.status}: ${body.Message ?? '服务商拒绝了请求'}`;
    } catch (error) {
      message = `无法连接短信服务商: ${error instanceof Error ? error.message : String(error)}`;
    }
    const at = formatDateTime(now());
    log.run({
      id: ids.next(),
      tenant: identity.tenantId,
      phone: request.phone,
      type: request.kind === 'sms' ? 1 : 2,
      template,
      content: paramJson,
      status: sent ? 1 : 0,
      bizId,
      error: sent ? '' : message.slice(0, 255),
      at,
      user: identity.userId,
    });
    return { sent, bizId, message };
  };
};
