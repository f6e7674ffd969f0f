import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PUT_FILE_ATTACH_PATH } from '../../../shared/resources/index';
import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { HttpError } from '../../http/errors';
import { R } from '../../http/r';
import { withButton } from '../../crud/route-guards';
import { MAX_UPLOAD_BYTES, UPLOAD_RULES } from './file-types';
import { requestOrigin } from '../../http/own-addresses';
import { rateLimitFor } from '../../http/rate-limits';
import { readSingleFile } from '../../http/single-file';
import type { Identity } from '../../auth/identity';
import { FILE_ROUTE_PREFIX } from '../../http/file-links';
import { commitUpload, discardUpload, receiveUpload } from './put-file';

const DAY = /^\d{8}$/;
const STORED_NAME = /^[0-9a-f]{32}\.([a-z0-9]{2,5})$/;

/**
 * Object storage on the local disk (bladex-contract.md §7.1). Multipart parsing is registered in this module's
 * plugin only, so no other route accepts large bodies.
 */
export default routeModule('oss-files', async (app, services) => {
  const { ctx } = services;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });

  /** One file only; its row and file are written after the whole body is read (a second file refuses it all). */
  const store = async (request: FastifyRequest, identity: Identity) => {
    const received = await readSingleFile(request, (part) => receiveUpload(ctx, part), discardUpload);
    return R.data(await commitUpload(ctx, identity, received, requestOrigin(request)));
  };

  const upload = { config: rateLimitFor(ctx.rateLimits, 'upload') };
  app.post('/blade-resource/oss/endpoint/put-file', upload, async (request) => store(request, identityOf(request)));

  // The attachment screen's upload: the same checks and storage, behind the screen's button grant (checked
  // before a byte of the file is read). The answer's `attachId` is the new blade_attach row.
  app.post(PUT_FILE_ATTACH_PATH, upload, async (request) => {
    return store(request, withButton(services, request, 'attach_upload'));
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
