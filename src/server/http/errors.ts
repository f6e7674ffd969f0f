import type { FastifyError, FastifyInstance } from 'fastify';
import { RESULT_MSG } from '../../shared/bladex/index';
import { R } from './r';

/**
 * An error the client is meant to read: its HTTP status and an R body with `msg`.
 * `body` replaces the R body where the contract wants another shape (the token endpoint).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string): HttpError => new HttpError(400, msg);

/** Fastify's own 4xx errors, in the Chinese a BladeX client shows. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '参数错误: 请求体为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '参数错误: 请求体不是合法的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '参数错误: Content-Length 不正确',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_PARTS_LIMIT: '上传的表单项过多',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '上传的表单字段过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是 multipart/form-data',
};

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';

/** Every failure leaves as a 4xx/5xx with an R body; stack traces stay in the log. */
export const installErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body ?? R.fail(error.message, error.statusCode));
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      const status = error.statusCode;
      const msg = FASTIFY_MESSAGES[error.code] ?? (status === 400 ? `参数错误: ${error.message}` : error.message);
      return reply.status(status).send(R.fail(msg, status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(R.fail(RESULT_MSG.INTERNAL_SERVER_ERROR, 500));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(R.fail(`${RESULT_MSG.NOT_FOUND}: ${request.method} ${request.url.split('?')[0]}`, 404)),
  );
};
