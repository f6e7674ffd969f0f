import { z } from 'zod';
import { checkPhone } from '../../validation/phone';
import { type ResourceTextKey, type TextParams } from '../text';
import { smsKit } from './sms.texts';

const k = smsKit.key;

export const SMS_CODE_MAX_LENGTH = 64;
/** Numbers one test send may name. */
export const SMS_SEND_MAX_PHONES = 100;
export const SMS_SEND_MAX_PARAMS_LENGTH = 2000;

/**
 * `POST /blade-resource/sms/endpoint/send-message?code=&phones=&params=` after its checks: the configuration's
 * resource code, the numbers, and the template parameters as text (BladeX reads them as `Map<String, String>`).
 */
export interface SmsSendMessage {
  code: string;
  phones: string[];
  params: Record<string, string>;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The numbers of the phones box: commas (also full-width ones), semicolons, spaces and new lines separate them. */
export const splitPhones = (text: string): string[] => text.split(/[\s,，;；]+/u).filter(Boolean);

type Ctx = z.core.$RefinementCtx;

// Messages are resource text keys with their parameters: `describeIssues` / `issueText` render them in the
// form's language, and the server answers them in zh.
const refuse = (ctx: Ctx, message: ResourceTextKey, params?: TextParams): never => {
  ctx.addIssue(params ? { code: 'custom', message, params } : { code: 'custom', message });
  return z.NEVER;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Each value of a send, checked on its own so the dialog shows a message under each field and the server can
 * answer the first one in the order of the form. Each takes the raw value (query text, or what was typed).
 */
export const smsSendFields = {
  code: z.unknown().transform((value, ctx) => {
    const code = textOf(value);
    if (!code) return refuse(ctx, k('rules.smsCode'));
    if ([...code].length > SMS_CODE_MAX_LENGTH) return refuse(ctx, k('send.codeTooLong'), { max: SMS_CODE_MAX_LENGTH });
    return code;
  }),
  phones: z.unknown().transform((value, ctx) => {
    const phones = splitPhones(textOf(value));
    if (phones.length === 0) return refuse(ctx, k('send.phonesRequired'));
    if (phones.length > SMS_SEND_MAX_PHONES) return refuse(ctx, k('send.tooManyPhones'), { max: SMS_SEND_MAX_PHONES });
    for (const phone of phones) {
      const problem = checkPhone(phone);
      if (problem === 'length') return refuse(ctx, k('send.phoneLength'), { phone });
      if (problem !== null) return refuse(ctx, k('send.phoneFormat'), { phone });
    }
    return [...new Set(phones)];
  }),
  params: z.unknown().transform((value, ctx) => {
    const text = textOf(value);
    if (!text) return refuse(ctx, k('send.paramsRequired'));
    if (text.length > SMS_SEND_MAX_PARAMS_LENGTH)
      return refuse(ctx, k('send.paramsTooLong'), { max: SMS_SEND_MAX_PARAMS_LENGTH });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(ctx, k('send.paramsJson'));
    }
    if (!isPlainObject(parsed)) return refuse(ctx, k('send.paramsJson'));
    const params: Record<string, string> = {};
    for (const [name, item] of Object.entries(parsed)) {
      if (typeof item === 'string') params[name] = item;
      else if (typeof item === 'number' && Number.isFinite(item)) params[name] = String(item);
      else return refuse(ctx, k('send.paramsValue'), { name });
    }
    return params;
  }),
};

/** The whole send: the dialog's resolver and the server's route run this one schema. */
export const smsSendSchema = z.object(smsSendFields);

/** The query parameters of `send-message` for a checked send: numbers comma-joined, parameters as JSON text. */
export const smsSendQuery = (message: SmsSendMessage): { code: string; phones: string; params: string } => ({
  code: message.code,
  phones: message.phones.join(','),
  params: JSON.stringify(message.params),
});
