import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../http/errors';

/** The largest workbook an import takes (the brief's 10 MB, as the upload widgets count it). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** What its parts may inflate to: an .xlsx of 10 MB is rarely past 100 MB unzipped; a zip bomb is far past. */
export const IMPORT_MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

export const XLSX_ONLY_MESSAGE = '只能导入xlsx文件，且不超过10M';
const BROKEN_MESSAGE = '文件无法解析，请使用下载的导入模板(.xlsx)';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

const drain = async (part: MultipartFile): Promise<void> => {
  try {
    for await (const _chunk of part.file) {
      // Read to the end so the client gets our answer instead of a reset connection.
    }
  } catch {
    // The parser's size limit fired while draining: nothing more to read.
  }
};

/**
 * The upload's bytes, refused with one message unless the name ends in .xlsx, the size is within the limit
 * and the first bytes are a ZIP container (an .xlsx renamed from anything else is refused before parsing).
 */
export const readXlsxPart = async (part: MultipartFile): Promise<Buffer> => {
  if (extname(part.filename).toLowerCase() !== '.xlsx') {
    await drain(part);
    throw new HttpError(400, XLSX_ONLY_MESSAGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > IMPORT_MAX_BYTES) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    tooLarge = true;
  }
  // busboy truncates at the limit instead of failing when the route does not throw on it.
  if (tooLarge || part.file.truncated) throw new HttpError(400, XLSX_ONLY_MESSAGE);
  const bytes = Buffer.concat(chunks);
  if (bytes.length < ZIP_LOCAL_HEADER.length || !ZIP_LOCAL_HEADER.every((byte, i) => bytes[i] === byte))
    throw new HttpError(400, XLSX_ONLY_MESSAGE);
  if (!(await inflatesWithin(bytes, IMPORT_MAX_UNZIPPED_BYTES))) throw new HttpError(400, BROKEN_MESSAGE);
  return bytes;
};

/** The next entry of a ZIP opened with lazyEntries, or null after the last. */
const nextEntry = (archive: ZipFile): Promise<Entry | null> =>
  new Promise((resolve, reject) => {
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('end', onEnd);
      archive.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    archive.on('entry', onEntry);
    archive.on('end', onEnd);
    archive.on('error', onError);
    archive.readEntry();
  });

/**
 * Whether every entry of the ZIP inflates, in full, to at most `cap` bytes in all, found by inflating it (yauzl's
 * streams, chunk by chunk, nothing kept) before exceljs reads it. The sizes a ZIP declares are only claims: a bomb
 * declares a few bytes and inflates to gigabytes, so the count is of bytes actually produced, and inflating stops
 * at the cap. An entry producing more or fewer bytes than it declared (yauzl checks), or a ZIP yauzl cannot read,
 * counts as too big.
 */
export const inflatesWithin = async (zip: Buffer, cap: number): Promise<boolean> => {
  let archive: ZipFile;
  try {
    archive = await fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return false;
  }
  let total = 0;
  try {
    for (let entry = await nextEntry(archive); entry; entry = await nextEntry(archive)) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await archive.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > cap) {
          stream.destroy();
          return false;
        }
      }
    }
    return true;
  } catch {
    return false;
  } finally {
    archive.close();
  }
};

export const brokenWorkbook = (): HttpError => new HttpError(400, BROKEN_MESSAGE);
