import { extname } from 'node:path';
import { createInflateRaw } from 'node:zlib';
import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '../../shared/resources/index';
import { HttpError } from '../http/errors';

/** What a workbook's parts may inflate to: an .xlsx of 10 MB is rarely past 100 MB unzipped; a zip bomb is far past. */
export const IMPORT_MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

export const XLSX_ONLY_MESSAGE = '只能导入xlsx文件，且不超过10M';
export const BROKEN_MESSAGE = '文件无法解析，请使用下载的导入模板(.xlsx)';
export const INFLATES_TOO_FAR_MESSAGE = '文件解压后超过200M，无法导入，请使用下载的导入模板(.xlsx)';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

const drain = async (part: MultipartFile): Promise<void> => {
  try {
    for await (const _chunk of part.file) {
      // Read to the end so the client gets our answer instead of a reset connection.
    }
  } catch {
    // The parser's size limit fired while draining: nothing more to read.
  }
};

/** One member of a ZIP as its central directory declares it. */
interface ZipEntry {
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeader: number;
}

/**
 * The members the ZIP's central directory declares, or undefined when it cannot be read or is ZIP64 (no
 * workbook of 10 MB needs it), which the caller refuses.
 */
const zipEntries = (zip: Buffer): ZipEntry[] | undefined => {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeader: zip.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localHeader === 0xffffffff)
      return undefined;
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
};

/**
 * The sum of the uncompressed sizes the ZIP's central directory declares, read before anything is inflated.
 * A directory that cannot be read counts as infinite, so the caller refuses it.
 */
export const unzippedSize = (zip: Buffer): number =>
  zipEntries(zip)?.reduce((total, entry) => total + entry.size, 0) ?? Infinity;

/** Inflates one member only to count its bytes, stopping once it passes `limit`; NaN when it is not deflate data. */
const inflatedSize = (data: Buffer, limit: number): Promise<number> =>
  new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(Infinity);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(Number.NaN));
    inflate.end(data);
  });

/**
 * Whether every member inflates to no more than its directory declares (`bomb` when one inflates further,
 * `broken` when the container cannot be walked). The declared sizes are only a claim: a crafted ZIP can declare a
 * kilobyte and hold gigabytes, so each deflated member is inflated once, counting bytes without keeping them,
 * before the spreadsheet reader (which trusts the claim) sees the file.
 */
export const checkZipMembers = async (zip: Buffer): Promise<'ok' | 'bomb' | 'broken'> => {
  const entries = zipEntries(zip);
  if (!entries) return 'broken';
  for (const entry of entries) {
    const at = entry.localHeader;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) return 'broken';
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > zip.length) return 'broken';
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) return 'broken';
      continue;
    }
    if (entry.method !== 8) return 'broken';
    const size = await inflatedSize(zip.subarray(start, end), entry.size);
    if (Number.isNaN(size)) return 'broken';
    if (size > entry.size) return 'bomb';
  }
  return 'ok';
};

/**
 * The upload's bytes, refused with one message unless the name ends in .xlsx, the size is within the limit
 * and the first bytes are a ZIP container (an .xlsx renamed from anything else is refused before parsing);
 * then refused as a bomb when its members inflate, or claim to inflate, past `IMPORT_MAX_UNZIPPED_BYTES`.
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
  const declared = unzippedSize(bytes);
  if (declared === Infinity) throw brokenWorkbook();
  if (declared > IMPORT_MAX_UNZIPPED_BYTES) throw new HttpError(400, INFLATES_TOO_FAR_MESSAGE);
  const members = await checkZipMembers(bytes);
  if (members === 'bomb') throw new HttpError(400, INFLATES_TOO_FAR_MESSAGE);
  if (members === 'broken') throw brokenWorkbook();
  return bytes;
};

export const brokenWorkbook = (): HttpError => new HttpError(400, BROKEN_MESSAGE);
