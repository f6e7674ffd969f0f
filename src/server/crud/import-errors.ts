import { resourceText, type ImportRowError, type ResourceDef } from '../../shared/resources/index';
import { HttpError } from '../http/errors';
import { R } from '../http/r';
import type { ImportColumn } from './import-columns';

/** How many row errors `msg` spells out; `data.rowErrors` carries the rest. */
const MSG_ERRORS = 20;

/** The zh header (or label) of a property, for messages that do not name their column themselves. */
const labelOf = (def: ResourceDef, columns: readonly ImportColumn[], property: string): string => {
  const column = columns.find((candidate) => candidate.field.name === property);
  if (column) return column.header;
  const field = def.fields.find((candidate) => candidate.name === property);
  return field ? resourceText(field.label) : '';
};

/**
 * `第3行: 手机号码长度不为11位; 第5行: 当前账号已被使用!(登录账号)`: each error with its sheet row, the column named
 * when the message does not name it; past `MSG_ERRORS`, a count of all of them.
 */
export const summarise = (
  def: ResourceDef,
  columns: readonly ImportColumn[],
  errors: readonly ImportRowError[],
): string => {
  const parts = errors.slice(0, MSG_ERRORS).map(({ row, field, message }) => {
    const label = labelOf(def, columns, field);
    return `第${row}行: ${label === '' || message.includes(label) ? message : `${message}(${label})`}`;
  });
  if (errors.length > MSG_ERRORS) parts.push(`等共${errors.length}处错误`);
  return parts.join('; ');
};

/** 400 refusing the whole file: `msg` summarises, `data.rowErrors` lists every error (row, field, message). */
export const rowErrorsFailure = (
  def: ResourceDef,
  columns: readonly ImportColumn[],
  errors: readonly ImportRowError[],
): HttpError => {
  const msg = summarise(def, columns, errors);
  return new HttpError(400, msg, { ...R.fail(msg), data: { rowErrors: errors } });
};
