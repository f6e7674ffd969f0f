import {
  findResourceText,
  isRangeField,
  keyOf,
  writableFields,
  type Field,
  type ResourceDef,
} from '../../../shared/resources';

/** The three faces of the form: add, edit, view (read-only). */
export type FormMode = 'create' | 'update' | 'view';

/**
 * A virtual field the operator fills in the form (not read-only, not kept out of it): no column of the row holds it,
 * so the schema drops it, but it travels with the record for the server's hooks, which keep it elsewhere (an
 * activity's fee items, rewritten in their own table with the activity).
 */
export const isSentVirtual = (field: Field): boolean =>
  field.virtual === true && !field.readOnly && field.form !== false && !field.serverOnly;

/** The fields a form shows in a mode (hidden-by-condition fields are filtered later, per values). */
export const formFieldsOf = (def: ResourceDef, mode: FormMode): Field[] => {
  if (mode === 'create') {
    const writable = new Set(writableFields(def, 'create'));
    return def.fields.filter((field) => writable.has(field) || isSentVirtual(field));
  }
  return def.fields.filter(
    (field) =>
      field.form !== false &&
      !field.createOnly &&
      !field.formOnly &&
      !field.serverOnly &&
      (mode === 'view' || !field.readOnly),
  );
};

/** Whether a shown field may be changed in this mode. */
export const isFieldEditable = (field: Field, mode: FormMode): boolean =>
  mode === 'create' || (mode === 'update' && !field.readOnly && !field.readOnlyOnEdit);

export type FormValues = Record<string, unknown>;

/** A new record: each field's `defaultValue` (ranges start empty). */
export const createDefaults = (def: ResourceDef): FormValues => {
  const values: FormValues = {};
  for (const field of formFieldsOf(def, 'create')) {
    if (isRangeField(field)) values[field.name] = ['', ''];
    else values[field.name] = field.defaultValue ?? '';
  }
  return values;
};

/**
 * BladeX writes a null Number as `-1` (null-to-empty, bladex-contract.md §1.3): for a chosen value (a
 * dictionary key, an option, a flag) that is "not set", unless the field itself offers -1; for a number whose rules
 * forbid negatives, likewise.
 */
export const isWireNull = (field: Field, value: unknown): boolean => {
  if (value !== -1 && value !== '-1') return false;
  switch (field.kind) {
    case 'dict':
    case 'reference':
    case 'treeSelect':
    case 'region':
      return true;
    case 'enum':
      return !field.options.some((option) => String(option.value) === '-1');
    case 'switch':
      return String(field.on) !== '-1' && String(field.off) !== '-1';
    case 'integer':
    case 'number':
    case 'money':
      // A count or amount whose rules allow no negative (an unlimited coupon's total) cannot really be -1.
      return (field.rules ?? []).some((rule) => rule.kind === 'range' && rule.min !== undefined && rule.min >= 0);
    default:
      return false;
  }
};

/** A loaded record as form values: ranges gathered into their pair, the key kept for the update. */
export const valuesOfRecord = (def: ResourceDef, record: Readonly<Record<string, unknown>>, mode: FormMode) => {
  const values: FormValues = { [keyOf(def)]: record[keyOf(def)] };
  for (const field of formFieldsOf(def, mode)) {
    if (isRangeField(field)) values[field.name] = [record[field.start] ?? '', record[field.end] ?? ''];
    else values[field.name] = isWireNull(field, record[field.name]) ? '' : (record[field.name] ?? '');
  }
  return values;
};

const messagesOf = (field: Field): string[] => {
  const keys: string[] = [];
  for (const rule of field.rules ?? []) if ('message' in rule && rule.message) keys.push(rule.message);
  if (field.unique) keys.push(field.unique);
  return keys
    .flatMap((key) => [findResourceText(key, 'zh'), findResourceText(key, 'en')])
    .filter((text): text is string => text !== undefined);
};

/**
 * The field a server message is about, when it is one of that field's own messages (a rule or its
 * uniqueness text, e.g. 当前账号已被使用!): BladeX answers `msg` only, and these texts name one field.
 */
export const fieldOfServerMessage = (def: ResourceDef, message: string, mode: FormMode): string | undefined =>
  formFieldsOf(def, mode).find((field) => messagesOf(field).includes(message.trim()))?.name;
