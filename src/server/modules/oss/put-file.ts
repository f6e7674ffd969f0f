import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { BladeFile } from '../../../shared/bladex/index';
import { formatDateTime, formatDay } from '../../db/clock';
import type { Identity } from '../../auth/identity';
import type { ServerContext } from '../../context';
import { HttpError } from '../../http/errors';
import { FILE_ROUTE_PREFIX } from '../../http/file-links';
import { HEAD_BYTES, ruleFor, UNSUPPORTED_MESSAGE, type UploadRule } from './file-types';

const drain = async (part: MultipartFile): Promise<void> => {
  try {
    for await (const _chunk of part.file) {
      // Read to the end so the client gets our answer instead of a reset connection.
    }
  } catch {
    // The parser's own size limit fired while draining: nothing more to read.
  }
};

/** An upload whose bytes are on disk under a temporary name, checked, but not yet recorded. */
export interface ReceivedUpload {
  readonly partial: string;
  readonly dir: string;
  readonly storedName: string;
  readonly day: string;
  readonly originalName: string;
  readonly extension: string;
  readonly size: number;
  readonly receivedAt: number;
}

/**
 * Streams one upload into `uploads/<yyyymmdd>/.<random>.<ext>.part`. The size limit and the magic bytes are checked
 * while the bytes arrive; a refused file leaves nothing on disk. `commitUpload` makes it a file and a row,
 * `discardUpload` removes it (a request that turned out to carry a second file).
 */
export const receiveUpload = async (ctx: ServerContext, part: MultipartFile): Promise<ReceivedUpload> => {
  const originalName = part.filename.slice(0, 255);
  const extension = extname(originalName).slice(1).toLowerCase();
  const rule: UploadRule | undefined = ruleFor(extension);
  if (!rule) {
    await drain(part);
    throw new HttpError(400, UNSUPPORTED_MESSAGE);
  }
  const receivedAt = ctx.now();
  const day = formatDay(receivedAt);
  const dir = join(ctx.dataDir, 'uploads', day);
  await mkdir(dir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  const partial = join(dir, `.${storedName}.part`);
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });

  let size = 0;
  let head = Buffer.alloc(0);
  let refused: string | null = null;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (refused) continue;
      size += chunk.length;
      if (size > rule.maxBytes) {
        refused = rule.message;
        continue;
      }
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length >= HEAD_BYTES && !rule.matches(head)) {
          refused = rule.message;
          continue;
        }
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (!refused && (size === 0 || !rule.matches(head))) refused = rule.message;
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') {
      out.destroy();
      await rm(partial, { force: true });
      throw error;
    }
    refused = rule.message;
  }
  out.end();
  await finished(out).catch(() => undefined);
  if (refused) {
    await rm(partial, { force: true });
    throw new HttpError(400, refused);
  }
  return { partial, dir, storedName, day, originalName, extension, size, receivedAt };
};

export const discardUpload = async (received: ReceivedUpload): Promise<void> => {
  await rm(received.partial, { force: true });
};

/**
 * Renames the received file into place and records its `blade_attach` row. The row keeps the file's path, never an
 * address: the desktop's embedded server listens on another port every start, so a stored `http://127.0.0.1:<port>`
 * would break yesterday's links. `fileLinks.resolve` makes the link absolute when it is answered.
 */
export const commitUpload = async (
  ctx: ServerContext,
  identity: Identity,
  received: ReceivedUpload,
  origin: string,
): Promise<BladeFile & { attachId: string }> => {
  const name = `${received.day}/${received.storedName}`;
  const path = `${FILE_ROUTE_PREFIX}/${name}`;
  const finalPath = join(received.dir, received.storedName);
  await rename(received.partial, finalPath);
  const attachId = ctx.ids.next();
  const stamp = formatDateTime(received.receivedAt);
  try {
    ctx.db
      .prepare(
        `INSERT INTO blade_attach (id, tenant_id, link, domain_url, name, original_name, extension, attach_size,
           create_user, create_dept, create_time, update_user, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        attachId,
        identity.tenantId,
        path,
        FILE_ROUTE_PREFIX,
        name,
        received.originalName,
        received.extension,
        received.size,
        identity.userId,
        identity.deptId.split(',')[0] ?? '',
        stamp,
        identity.userId,
        stamp,
      );
  } catch (error) {
    await rm(finalPath, { force: true });
    throw error;
  }
  return {
    link: `${origin}${path}`,
    domain: `${origin}${FILE_ROUTE_PREFIX}`,
    name,
    originalName: received.originalName,
    attachId,
  };
};
