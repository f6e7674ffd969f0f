import { assertNeverField, columnOf, isRangeField, keyOf, toSnakeCase, type Field } from '../../shared/resources/index';
import type { ResourceDef } from '../../shared/resources/index';

/** The BaseEntity columns a resource with `audit` carries (bladex-contract.md §6). */
export const AUDIT_COLUMNS = ['create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status'];

export type SqlType = 'TEXT' | 'INTEGER' | 'REAL';

/** One stored column of a definition: the JSON property, its SQL column and type. */
export interface StoredColumn {
  readonly property: string;
  readonly column: string;
  readonly type: SqlType;
  readonly field: Field;
}

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Definitions are code, but a column name still reaches SQL text: refuse anything but snake_case words. */
export const assertIdentifier = (name: string): string => {
  if (!SAFE_IDENTIFIER.test(name)) throw new Error(`not a safe SQL identifier: ${name}`);
  return name;
};

const choiceType = (valueType: 'string' | 'number', multiple: boolean | undefined): SqlType =>
  valueType === 'number' && !multiple ? 'INTEGER' : 'TEXT';

/** The SQL type a field kind is stored as; ids, dates and links are text (bladex-contract.md §1.3). */
export const sqlTypeOf = (field: Field): SqlType => {
  switch (field.kind) {
    case 'integer':
    case 'integerRange':
      return 'INTEGER';
    case 'number':
    case 'numberRange':
      return 'REAL';
    case 'money':
      return field.unit === 'cent' ? 'INTEGER' : 'REAL';
    case 'switch':
      return typeof field.on === 'number' && typeof field.off === 'number' ? 'INTEGER' : 'TEXT';
    case 'dict':
    case 'enum':
      return choiceType(field.valueType, field.multiple);
    case 'text':
    case 'textarea':
    case 'date':
    case 'datetime':
    case 'dateRange':
    case 'datetimeRange':
    case 'region':
    case 'treeSelect':
    case 'reference':
    case 'image':
    case 'images':
    case 'file':
    case 'video':
    case 'richText':
    case 'mapPoint':
    case 'password':
    case 'json':
      return 'TEXT';
    default:
      return assertNeverField(field);
  }
};

/** Every column the definition's fields store (form-only and virtual fields store nothing; ranges store two). */
export const storedColumns = (def: ResourceDef): StoredColumn[] => {
  const out: StoredColumn[] = [];
  for (const field of def.fields) {
    if (field.formOnly || field.virtual) continue;
    const type = sqlTypeOf(field);
    if (isRangeField(field)) {
      out.push({ property: field.start, column: assertIdentifier(toSnakeCase(field.start)), type, field });
      out.push({ property: field.end, column: assertIdentifier(toSnakeCase(field.end)), type, field });
    } else {
      out.push({ property: field.name, column: assertIdentifier(columnOf(field)), type, field });
    }
  }
  return out;
};

/** The key column: `id`, or the natural key of a code resource (regions' `code`). */
export const keyColumnOf = (def: ResourceDef): string => assertIdentifier(toSnakeCase(keyOf(def)));

/** Every column the table must have for this definition: key, tenant, fields, audit and delete flag. */
export const requiredColumns = (def: ResourceDef): string[] => {
  const names = new Set<string>([keyColumnOf(def)]);
  if (def.tenantScoped) names.add('tenant_id');
  for (const column of storedColumns(def)) names.add(column.column);
  if (def.audit) for (const column of AUDIT_COLUMNS) names.add(column);
  if (def.softDelete) names.add('is_deleted');
  return [...names];
};
