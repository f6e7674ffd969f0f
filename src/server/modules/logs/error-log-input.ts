import { z } from 'zod';
import { formatDateTime } from '../../db/clock';

export const MAX_ERROR_LOGS_PER_CALL = 100;
export const MAX_MESSAGE = 2000;
export const MAX_STACK = 20000;
export const MAX_PARAMS = 5000;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `yyyy-MM-dd HH:mm:ss` as sent, an ISO 8601 text or epoch milliseconds; stored the BladeX way. */
const createTime = z
  .union([z.string().trim().max(40), z.number().finite()], { error: '时间格式不正确' })
  .transform((value, ctx) => {
    if (typeof value === 'string' && LOCAL_DATE_TIME.test(value)) return value;
    const ms = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(ms) || ms <= 0) {
      ctx.addIssue({ code: 'custom', message: '时间格式不正确，应为yyyy-MM-dd HH:mm:ss' });
      return '';
    }
    return formatDateTime(ms);
  })
  .optional();

/**
 * One LogError as the desktop client uploads it (spec 000 error-log entry: type → exceptionName,
 * url → requestUri, info → params). Unknown fields are dropped; serviceId, tenant and author come
 * from the server and the token, never from here.
 */
export const errorLogEntry = z.object({
  requestUri: z.string().max(2000, '请求地址不能超过2000个字符').default(''),
  method: z.string().max(16, '请求方法不能超过16个字符').default(''),
  message: z.string().max(MAX_MESSAGE, `错误信息不能超过${MAX_MESSAGE}个字符`).default(''),
  stackTrace: z.string().max(MAX_STACK, `堆栈信息不能超过${MAX_STACK}个字符`).default(''),
  exceptionName: z.string().max(200, '异常名称不能超过200个字符').default(''),
  params: z.string().max(MAX_PARAMS, `参数不能超过${MAX_PARAMS}个字符`).default(''),
  createTime,
});

export type ErrorLogInput = z.output<typeof errorLogEntry>;

export const errorLogBatch = z
  .array(errorLogEntry)
  .min(1, '错误日志不能为空')
  .max(MAX_ERROR_LOGS_PER_CALL, `一次最多上传${MAX_ERROR_LOGS_PER_CALL}条错误日志`);

/** A full batch with every field at its limit, as 3-byte characters: about 9 MB; the rest is JSON escapes. */
export const ERROR_LOG_BODY_LIMIT = 12 * 1024 * 1024;
