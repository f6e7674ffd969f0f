import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PUT_FILE_ATTACH_PATH } from '../../../shared/resources/index';
import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { HttpError } from '../../http/errors';
import { R } from '../../http/r';
import { withButton } from '../../crud/route-guards';
import { MAX_UPLOAD_BYTES, UPLOAD_RULES } from './file-types';
import { FILE_ROUTE_PREFIX, storeUpload } from './put-file';

const DAY = /^\d{8}$/;
const STORED_NAME = /^[0-9a-f]{32}\.([a-z0-9]{2,5})$/;

/** The multipart part `file` of an upload; anything else is a 400 that names what was expected. */
const filePartOf = async (request: FastifyRequest): Promise<MultipartFile> => {
  if (!request.isMultipart()) throw new HttpError(400, '参数错误: 请以 multipart/form-data 上传，文件字段名为 file');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    if (part) for await (const _chunk of part.file) void _chunk;
    throw new HttpError(400, '参数错误: file 不能为空');
  }
  return part;
};

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * Object storage on the local disk (bladex-contract.md §7.1). Multipart parsing is registered in this module's
 * plugin only, so no other route accepts large bodies.
 */
export default routeModule('oss-files', async (app, services) => {
  const { ctx } = services;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });

  app.post('/blade-resource/oss/endpoint/put-file', async (request) => {
    const identity = identityOf(request);
    return R.data(await storeUpload(ctx, identity, await filePartOf(request), originOf(request)));
  });

  // The attachment screen's upload: the same checks and storage, behind the screen's button grant (checked
  // before a byte of the file is read). The answer's `attachId` is the new blade_attach row.
  app.post(PUT_FILE_ATTACH_PATH, async (request) => {
    const identity = withButton(services, request, 'attach_upload');
    return R.data(await storeUpload(ctx, identity, await filePartOf(request), originOf(request)));
  });

  // Served anonymously like a public bucket, but only names we generated, never as HTML.
  app.get<{ Params: { day: string; name: string } }>(
    `${FILE_ROUTE_PREFIX}/:day/:name`,
    { config: { anonymous: true } },
    async (request, reply) => {
      const { day, name } = request.params;
      const match = STORED_NAME.exec(name);
      const rule = match ? UPLOAD_RULES[match[1]] : undefined;
      if (!DAY.test(day) || !rule) throw new HttpError(404, '文件不存在');
      const file = join(ctx.dataDir, 'uploads', day, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new HttpError(404, '文件不存在');
      return reply
        .header('Content-Type', rule.contentType)
        .header('Content-Length', info.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(file));
    },
  );
});
