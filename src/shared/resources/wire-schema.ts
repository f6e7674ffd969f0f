import { z } from 'zod';
import { isRangeField, type Field } from './field';
import { keyOf, storedProperties } from './naming';
import type { ResourceDef } from './types';

/**
 * What a value may arrive as on the wire. Numbers may also come as text and text as numbers (BladeX writes big
 * longs as strings, and a dictionary key may be either), so each kind allows the other where a real server does;
 * a null placeholder is `-1` for numbers and `""` for text (bladex-contract.md §1.3).
 */
const valueSchema = (field: Field): z.ZodType => {
  // A module's joined value may be anything (a list of names); it is answered as it is.
  if (field.virtual) return z.unknown();
  switch (field.kind) {
    case 'number':
    case 'integer':
    case 'money':
    case 'integerRange':
    case 'numberRange':
      return z.union([z.number(), z.string(), z.null()]);
    case 'switch':
    case 'dict':
    case 'enum':
      return z.union([z.number(), z.string(), z.boolean(), z.null()]);
    default:
      return z.union([z.string(), z.number(), z.null()]);
  }
};

/**
 * The record a definition's list and detail answer, as a zod schema of its wire form: the key, every stored
 * property and every virtual one (a joined name), all optional (BladeX's field views may leave some out), and any
 * other property a module adds kept as it is. It describes answers; `recordSchema` validates input.
 */
export const wireRecordSchema = (def: ResourceDef): z.ZodType => {
  const text = z.union([z.string(), z.number(), z.null()]);
  const shape: Record<string, z.ZodType> = { [keyOf(def)]: text };
  if (def.tenantScoped) shape.tenantId = text;
  if (def.audit) {
    for (const name of ['createUser', 'createDept', 'createTime', 'updateUser', 'updateTime']) shape[name] = text;
    shape.status = z.union([z.number(), z.string(), z.null()]);
  }
  for (const field of def.fields) {
    if (field.formOnly || field.serverOnly) continue;
    const names = isRangeField(field)
      ? [field.start, field.end]
      : field.virtual
        ? [field.name]
        : storedProperties(field);
    for (const name of names) shape[name] = valueSchema(field).optional();
  }
  return z.object(shape).partial().catchall(z.unknown());
};
