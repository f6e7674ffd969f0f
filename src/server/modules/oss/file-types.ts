import { storedFileKindOf, type StoredFileKind } from '../../../shared/resources/index';
import { UPLOAD_LIMIT_TEXTS } from '../../../shared/validation/index';

/**
 * What may be uploaded (spec 000 §9, spec 001 points material): the extension picks the rule, and
 * the first bytes must agree with it, so a renamed executable is refused.
 */
export interface UploadRule {
  kind: 'image' | 'video' | 'document';
  maxBytes: number;
  contentType: string;
  /** Shown to the operator; names the allowed types and the limit. */
  message: string;
  matches(head: Buffer): boolean;
}

const startsWith = (bytes: number[]) => (head: Buffer) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const PDF = startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]);
// Office 97-2003 (doc, xls) are OLE compound files; docx/xlsx are ZIP containers.
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04]);
// ISO base media: a box size, then 'ftyp'.
const MP4 = (head: Buffer) => head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp';

/** The shared limit of a kind (the renderer checks the same one before sending). */
const maxBytesOf = (kind: StoredFileKind['kind'], extension: string): number => {
  const found = storedFileKindOf(extension);
  if (found?.kind !== kind) throw new Error(`no stored-file kind ${kind} for .${extension}`);
  return found.maxSizeKb * 1024;
};

// The server answers in zh, with the words the renderer shows when it refuses the same file before sending.
const IMAGE_MESSAGE = UPLOAD_LIMIT_TEXTS.zh.image;
const VIDEO_MESSAGE = UPLOAD_LIMIT_TEXTS.zh.video;
const DOCUMENT_MESSAGE = '只能上传pdf/doc/docx/xls/xlsx文件，且不超过30M';

const image = (extension: string, contentType: string, matches: UploadRule['matches']): UploadRule => ({
  kind: 'image',
  maxBytes: maxBytesOf('image', extension),
  contentType,
  message: IMAGE_MESSAGE,
  matches,
});
const document = (extension: string, contentType: string, matches: UploadRule['matches']): UploadRule => ({
  kind: 'document',
  maxBytes: maxBytesOf('document', extension),
  contentType,
  message: DOCUMENT_MESSAGE,
  matches,
});

export const UPLOAD_RULES: Readonly<Record<string, UploadRule>> = {
  jpg: image('jpg', 'image/jpeg', JPEG),
  jpeg: image('jpeg', 'image/jpeg', JPEG),
  png: image('png', 'image/png', PNG),
  mp4: {
    kind: 'video',
    maxBytes: maxBytesOf('video', 'mp4'),
    contentType: 'video/mp4',
    message: VIDEO_MESSAGE,
    matches: MP4,
  },
  pdf: document('pdf', 'application/pdf', PDF),
  doc: document('doc', 'application/msword', OLE),
  xls: document('xls', 'application/vnd.ms-excel', OLE),
  docx: document('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP),
  xlsx: document('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP),
};

export const UNSUPPORTED_MESSAGE =
  '不支持的文件类型：只能上传jpg/jpeg/png图片（不超过10M）、mp4视频（不超过100M）或pdf/doc/docx/xls/xlsx文档（不超过30M）';

/** The largest file any rule accepts: the stream limit of the multipart parser. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** Bytes needed to judge any rule. */
export const HEAD_BYTES = 16;

export const ruleFor = (extension: string): UploadRule | undefined =>
  Object.hasOwn(UPLOAD_RULES, extension) ? UPLOAD_RULES[extension] : undefined;
