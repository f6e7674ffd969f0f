import { RICH_TEXT_UPLOAD_BYTES, UPLOAD_LIMITS } from '../validation/upload-limits';

/**
 * The upload limits upload fields take (the kit's `image`, `images`, `file` and `video` builders default to them).
 * The fields many resources share (`createTime`, `sort`, `remark`) are the kit's own builders (kit.ts).
 */

/** Image uploads as spec 000 §5 allows them: jpg/jpeg/png up to 10000 KB. */
export const IMAGE_UPLOAD = UPLOAD_LIMITS.image;
/** The avatar: jpg/png up to 500 KB (spec 000 §5). */
export const AVATAR_UPLOAD = UPLOAD_LIMITS.avatar;
/** Video: mp4 up to 100 MB. */
export const VIDEO_UPLOAD = UPLOAD_LIMITS.video;
/** School registration points material: any file up to 30000 KB (spec 000 §5, 001 §5). */
export const POINTS_MATERIAL_UPLOAD = UPLOAD_LIMITS.pointsMaterial;
/** Rich-text uploads in detail forms: 10485760 bytes (spec 000 §5). */
export { RICH_TEXT_UPLOAD_BYTES };
