import type { UploadField } from '../../../shared/resources';
import { uploadLimitNameOf, type UploadLimitName } from '../../../shared/validation/upload-limits';

/** A file a user picked, as far as the check needs it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** `10000` KB → `10M`, `102400` → `100M`, `500` → `500KB` (Saber's wording). */
export const sizeLimitText = (maxSizeKb: number): string => {
  if (maxSizeKb >= 1000 && maxSizeKb % 1024 === 0) return `${maxSizeKb / 1024}M`;
  if (maxSizeKb >= 1000 && maxSizeKb % 1000 === 0) return `${maxSizeKb / 1000}M`;
  return `${maxSizeKb}KB`;
};

/**
 * Which message a refused file gets: the fixed text of a spec limit (image, avatar, video, points material,
 * see upload-limits.ts), else the general one naming the types and size (or the size alone, any type).
 */
export type UploadProblem =
  { kind: UploadLimitName } | { kind: 'general'; types: string; size: string } | { kind: 'size'; size: string };

const problemOf = (field: Pick<UploadField<string>, 'accept' | 'maxSizeKb'>): UploadProblem => {
  const limit = uploadLimitNameOf(field);
  if (limit) return { kind: limit };
  const size = sizeLimitText(field.maxSizeKb);
  return field.accept.length === 0 ? { kind: 'size', size } : { kind: 'general', types: field.accept.join('/'), size };
};

/**
 * Checks a picked file BEFORE anything is sent (spec 000 §5): its extension among `accept` (any when
 * empty) and its size within `maxSizeKb`; null when it may be uploaded.
 */
export const checkUpload = (
  field: Pick<UploadField<string>, 'accept' | 'maxSizeKb'>,
  file: PickedFile,
): UploadProblem | null => {
  const typeOk = field.accept.length === 0 || field.accept.includes(extensionOf(file.name));
  if (!typeOk || file.size <= 0 || file.size > field.maxSizeKb * 1024) return problemOf(field);
  return null;
};

/** The `accept` attribute of a file input for a field's extensions. */
export const acceptAttribute = (accept: readonly string[]): string | undefined =>
  accept.length === 0 ? undefined : accept.map((extension) => `.${extension}`).join(',');

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** The MIME type to send when the browser gave none. */
export const mimeTypeOf = (file: PickedFile): string =>
  file.type || MIME_BY_EXTENSION[extensionOf(file.name)] || 'application/octet-stream';

// Blob.arrayBuffer is missing in some engines (older WebViews, jsdom); FileReader is everywhere.
export const readBytes = (file: Blob): Promise<Uint8Array<ArrayBuffer>> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsArrayBuffer(file);
      });
