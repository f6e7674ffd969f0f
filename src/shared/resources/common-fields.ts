import type { DateField, NumberField, TextField } from './field';
import { RICH_TEXT_UPLOAD_BYTES, UPLOAD_LIMITS } from '../validation/upload-limits';
import { required } from './rules';
import type { ResourceTextKey } from './text';

/**
 * Fields many resources share, as builders returning plain data so each definition stays short.
 */

/**
 * The audit `create_time`: read-only, sortable, searched by `createTime_dategt` / `createTime_datelt`.
 * Entity-bound lists (`filterStyle: 'entity'`) pass `searchable: false`: BladeX ignores suffixed names there.
 */
export const createTimeField = (label: ResourceTextKey, searchable = true): DateField<'createTime'> => ({
  name: 'createTime',
  kind: 'datetime',
  label,
  readOnly: true,
  ...(searchable ? { search: 'dateRange' as const } : {}),
  sortable: true,
  table: { width: 170, hidden: true },
});

/** The `sort` order column: a required non-negative integer, sortable. */
export const sortField = (label: ResourceTextKey, message: ResourceTextKey): NumberField<'sort'> => ({
  name: 'sort',
  kind: 'integer',
  label,
  sortable: true,
  defaultValue: 0,
  rules: [required(message), { kind: 'range', min: 0, max: 999999 }],
  table: { width: 90 },
});

/** A free-text remark, full width in the form, hidden in the table until chosen. */
export const remarkField = (label: ResourceTextKey): TextField<'remark'> => ({
  name: 'remark',
  kind: 'textarea',
  label,
  rules: [{ kind: 'length', max: 255 }],
  table: { hidden: true },
  form: { span: 24 },
});

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
