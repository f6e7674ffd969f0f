import { UPLOAD_LIMITS } from '../../../shared/validation/upload-limits';

/** Avatar limits (spec 000 §5): jpg/png only, at most 500 KB, checked before anything is sent. */
export const AVATAR_MAX_BYTES = UPLOAD_LIMITS.avatar.maxSizeKb * 1024;

export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);
const MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/pjpeg']);

export type AvatarProblem = 'type' | 'size';

export interface CandidateFile {
  name: string;
  /** Often empty for files the OS does not know; the extension decides then. */
  type: string;
  size: number;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The first problem with a chosen file, type before size; null when it may be uploaded. */
export const checkAvatarFile = (file: CandidateFile): AvatarProblem | null => {
  const typeOk = EXTENSIONS.has(extensionOf(file.name)) && (file.type === '' || MIME_TYPES.has(file.type));
  if (!typeOk) return 'type';
  if (file.size > AVATAR_MAX_BYTES || file.size <= 0) return 'size';
  return null;
};

/** The MIME type to upload with when the browser gave none. */
export const avatarMimeType = (file: CandidateFile): string =>
  file.type || (extensionOf(file.name) === 'png' ? 'image/png' : 'image/jpeg');
