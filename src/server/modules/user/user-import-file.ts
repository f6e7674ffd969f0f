import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
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
  if (unzippedSize(bytes) > IMPORT_MAX_UNZIPPED_BYTES) throw new HttpError(400, BROKEN_MESSAGE);
  return bytes;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/**
 * The sum of the uncompressed sizes the ZIP's central directory declares, read before exceljs inflates
 * anything. A directory that cannot be read, or a ZIP64 one (no workbook of 10 MB needs it), counts as
 * infinite, so the caller refuses it.
 */
export const unzippedSize = (zip: Buffer): number => {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return Infinity;
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return Infinity;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Infinity;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
};

export const brokenWorkbook = (): HttpError => new HttpError(400, BROKEN_MESSAGE);
