import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, HTTPMethods } from 'fastify';
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

const ONE_FILE_MESSAGE = '一次只能上传一个文件';

/** Fastify's own errors, in the Chinese a BladeX client shows. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: RESULT_MSG.MEDIA_TYPE_NOT_SUPPORTED,
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '参数错误: 请求体为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '参数错误: 请求体不是合法的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '参数错误: Content-Length 不正确',
  FST_ERR_BAD_URL: '参数错误: 请求地址不正确',
  FST_ERR_HANDLER_TIMEOUT: '请求处理超时，请稍后再试',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_PARTS_LIMIT: '上传的表单项过多',
  FST_FILES_LIMIT: ONE_FILE_MESSAGE,
  FST_FIELDS_LIMIT: '上传的表单字段过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是 multipart/form-data',
};

/** A multipart request carrying a second file: refused whole, nothing of it kept. */
export const oneFileOnly = (): HttpError => new HttpError(400, ONE_FILE_MESSAGE);

/** Errors Node's HTTP parser raises before any route runs (bad request line, header overflow, timeouts). */
const CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: '请求头或请求地址过长' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: '请求超时，请稍后再试' },
  ERR_HTTP_HEADERS_TIMEOUT: { status: 408, msg: '请求超时，请稍后再试' },
};
const BAD_REQUEST = { status: 400, msg: '参数错误: 请求格式不正确' };

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses still leaves as an R envelope with `msg`, on a
 * connection that is then closed (the parser's state is unknown after such an error).
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const { status, msg } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify(R.fail(msg, status));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
};

const OTHER_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Every failure leaves as a 4xx/5xx with an R body; stack traces stay in the log. */
export const installErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body ?? R.fail(error.message, error.statusCode));
    }
    if (
      isFastifyError(error) &&
      error.statusCode !== undefined &&
      (error.statusCode < 500 || error.statusCode === 503)
    ) {
      const status = error.statusCode;
      const msg = FASTIFY_MESSAGES[error.code] ?? (status === 400 ? `参数错误: ${error.message}` : error.message);
      return reply.status(status).send(R.fail(msg, status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(R.fail(RESULT_MSG.INTERNAL_SERVER_ERROR, 500));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A path that exists for another method is a 405 naming what it allows, as Spring answers.
    const allowed = OTHER_METHODS.filter(
      (method) => method !== request.method && app.findRoute({ method, url: path }) !== null,
    );
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send(R.fail(`${RESULT_MSG.METHOD_NOT_SUPPORTED}: ${request.method}`, 405));
    }
    return reply.status(404).send(R.fail(`${RESULT_MSG.NOT_FOUND}: ${request.method} ${path}`, 404));
  });
};
