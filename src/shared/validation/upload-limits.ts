/**
 * The upload limits of spec 000 §5 and §9 (and 001 §8–9), checked before anything is sent, and the one text
 * each shows when a file is refused: the same words wherever that kind of file is chosen (the CRUD engine's
 * upload fields, the personal-information avatar). The zh image text is the spec's own; the others follow it,
 * full-width comma included.
 */
export interface UploadLimit {
  /** Lower-case extensions; empty = any type. */
  readonly accept: readonly string[];
  readonly maxSizeKb: number;
}

export const UPLOAD_LIMITS = {
  /** Images: jpg/jpeg/png, at most 10 MB (size value 10000 KB). */
  image: { accept: ['jpg', 'jpeg', 'png'], maxSizeKb: 10000 },
  /** The avatar: jpg/png, at most 500 KB. */
  avatar: { accept: ['jpg', 'png'], maxSizeKb: 500 },
  /** Video: mp4, at most 100 MB. */
  video: { accept: ['mp4'], maxSizeKb: 102400 },
  /** School registration points material: any file of at most 30000 KB. */
  pointsMaterial: { accept: [], maxSizeKb: 30000 },
} as const satisfies Record<string, UploadLimit>;

export type UploadLimitName = keyof typeof UPLOAD_LIMITS;

/** Images a rich-text editor inserts, in detail forms: at most 10485760 bytes. */
export const RICH_TEXT_UPLOAD_BYTES = 10485760;

/** The refusal text of each limit, per language. */
export const UPLOAD_LIMIT_TEXTS = {
  zh: {
    image: '只能上传jpg/jpeg/png文件，且不超过10M',
    avatar: '只能上传jpg/png文件，且不超过500KB',
    video: '只能上传mp4文件，且不超过100M',
    pointsMaterial: '只能上传不超过30M的文件',
  },
  en: {
    image: 'Only jpg/jpeg/png files of at most 10 MB can be uploaded',
    avatar: 'Only jpg/png files of at most 500 KB can be uploaded',
    video: 'Only mp4 files of at most 100 MB can be uploaded',
    pointsMaterial: 'Only files of at most 30 MB can be uploaded',
  },
} as const satisfies Record<'zh' | 'en', Record<UploadLimitName, string>>;

const sameTypes = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((extension) => b.includes(extension));

/** The named limit a field's types and size are, whether it spread the preset or spelt the same values. */
export const uploadLimitNameOf = (limit: UploadLimit): UploadLimitName | undefined =>
  (Object.keys(UPLOAD_LIMITS) as UploadLimitName[]).find(
    (name) => UPLOAD_LIMITS[name].maxSizeKb === limit.maxSizeKb && sameTypes(UPLOAD_LIMITS[name].accept, limit.accept),
  );
