import { storedFileKindOf } from '../../../shared/resources';
import { checkUpload, extensionOf, type PickedFile, type UploadProblem } from '../../crud/core/upload-check';

/** Why a picked file may not be uploaded as an attachment: a type the storage refuses, or its kind's limit. */
export type AttachFileProblem = { kind: 'unsupported' } | { kind: 'limit'; problem: UploadProblem };

/**
 * Checks a picked file against the storage's kinds before anything is sent: the extension picks the kind
 * (image, video, document), then the engine's upload check applies that kind's types and size.
 */
export const checkAttachFile = (file: PickedFile): AttachFileProblem | null => {
  const kind = storedFileKindOf(extensionOf(file.name));
  if (!kind) return { kind: 'unsupported' };
  const problem = checkUpload({ accept: kind.extensions, maxSizeKb: kind.maxSizeKb }, file);
  return problem ? { kind: 'limit', problem } : null;
};

/** `68 B`, `12.3 KB`, `4.5 MB`: a file's size as the dialog shows it. */
export const fileSizeText = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** An attachment's link when it is an http(s) URL, the only kind the download may open; null otherwise. */
export const openableLink = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};
