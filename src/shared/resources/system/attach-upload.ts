/**
 * What the object storage accepts (spec 000 §5, spec 001 points material): the extension picks the kind, the
 * kind sets the size limit. The renderer checks a picked file against these before sending it; the server
 * (src/server/modules/oss/file-types.ts) applies the same limits and checks the file's first bytes as well.
 */
export interface StoredFileKind {
  readonly kind: 'image' | 'video' | 'document';
  /** Lower-case extensions without the dot. */
  readonly extensions: readonly string[];
  readonly maxSizeKb: number;
}

export const STORED_FILE_KINDS: readonly StoredFileKind[] = [
  { kind: 'image', extensions: ['jpg', 'jpeg', 'png'], maxSizeKb: 10_000 },
  { kind: 'video', extensions: ['mp4'], maxSizeKb: 100 * 1024 },
  { kind: 'document', extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'], maxSizeKb: 30_000 },
];

/** Every extension any kind accepts. */
export const STORED_FILE_EXTENSIONS: readonly string[] = STORED_FILE_KINDS.flatMap((kind) => kind.extensions);

/** The kind of a lower-case extension, or undefined when nothing of that type may be stored. */
export const storedFileKindOf = (extension: string): StoredFileKind | undefined =>
  STORED_FILE_KINDS.find((kind) => kind.extensions.includes(extension));

/** Stores a file and records it as an attachment (`R<BladeFile>` plus `attachId`, bladex-contract.md §7.1). */
export const PUT_FILE_ATTACH_PATH = '/blade-resource/oss/endpoint/put-file-attach';
