import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, oneFileOnly } from './errors';

const drain = async (part: MultipartFile): Promise<void> => {
  try {
    for await (const _chunk of part.file) {
      // Read to the end so the client gets our answer instead of a reset connection.
    }
  } catch {
    // The parser's own limit fired while draining: nothing more to read.
  }
};

/**
 * The one file of a multipart upload (part `file`), handed to `receive` while it streams; the rest of the body is
 * read before the result is returned, and a second file refuses the whole request (400 一次只能上传一个文件), after
 * `discard` has undone what `receive` kept. Without this, `request.file()` kept the first file and silently
 * dropped the others.
 */
export const readSingleFile = async <T>(
  request: FastifyRequest,
  receive: (part: MultipartFile) => Promise<T>,
  discard: (received: T) => Promise<void> = async () => undefined,
): Promise<T> => {
  if (!request.isMultipart()) throw new HttpError(400, '参数错误: 请以 multipart/form-data 上传，文件字段名为 file');
  const files = request.files();
  const first = await files.next();
  const part = first.done ? undefined : first.value;
  if (!part || part.fieldname !== 'file') {
    if (part) await drain(part);
    throw new HttpError(400, '参数错误: file 不能为空');
  }
  const received = await receive(part);
  try {
    const extra = await files.next();
    if (!extra.done) {
      await drain(extra.value);
      throw oneFileOnly();
    }
  } catch (error) {
    await discard(received);
    // The parser's own files limit says 413; a second file is a malformed request, not a large one.
    throw (error as { code?: string }).code === 'FST_FILES_LIMIT' ? oneFileOnly() : error;
  }
  return received;
};
