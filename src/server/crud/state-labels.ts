import type { Database } from 'better-sqlite3';
import { resourceText, type Field, type ResourceDef } from '../../shared/resources/index';
import type { Row, SqlValue } from '../http/wire';
import type { ResourceStore } from './resource-store';

/**
 * How a refusal names a row: the value of its first text field (an order number, a product's name), else its key.
 */
export const rowLabelOf = (def: ResourceDef, row: Row, store: ResourceStore): string => {
  const field = def.fields.find(
    (candidate) => candidate.kind === 'text' && !candidate.virtual && !candidate.serverOnly,
  );
  const column = field ? store.byProperty.get(field.name)?.column : undefined;
  const value = column ? row[column] : undefined;
  return value === null || value === undefined || value === '' ? String(row[store.keyColumn]) : String(value);
};

/** The text a state value shows as: its dictionary item, fixed option or switch label (zh), else the value. */
export const stateLabelOf = (db: Database, tenantId: string, field: Field, value: SqlValue | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  if (field.kind === 'enum') {
    const option = field.options.find((candidate) => String(candidate.value) === text);
    return option?.label ? resourceText(option.label) : text;
  }
  if (field.kind === 'switch') {
    const label = text === String(field.on) ? field.onLabel : text === String(field.off) ? field.offLabel : undefined;
    return label ? resourceText(label) : text;
  }
  if (field.kind === 'dict') {
    const row =
      field.source === 'dict'
        ? db
            .prepare<[string, string], { dict_value: string }>(
              "SELECT dict_value FROM blade_dict WHERE code = ? AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0",
            )
            .get(field.dict, text)
        : db
            .prepare<[string, string, string], { dict_value: string }>(
              "SELECT dict_value FROM blade_dict_biz WHERE tenant_id = ? AND code = ? AND dict_key = ? AND parent_id <> '0' AND is_deleted = 0",
            )
            .get(tenantId, field.dict, text);
    return row?.dict_value ?? text;
  }
  return text;
};
