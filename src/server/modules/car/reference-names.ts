import type { Database } from 'better-sqlite3';
import {
  columnOf,
  getResource,
  isResourceName,
  keyOf,
  toSnakeCase,
  type ReferenceField,
  type ResourceDef,
} from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import type { WireObject } from '../../http/wire';

/**
 * The VO names of a definition's single references, as BladeX's VOs carry them (`brandName` beside `brandId`):
 * the referenced row's label field (a brand's name, a car's plate, a rental's order number), read in one query
 * per reference over the caller's tenant. The table shows the name instead of the id (renderer cell-text reads
 * `<field without Id>Name`); a row that already has the property keeps its own (a meal's stored canteen name), and a
 * soft-deleted target still names what the row pointed to.
 */
export const referenceNames = (db: Database, def: ResourceDef) => {
  const lookups = def.fields
    .filter((field): field is ReferenceField<string> => field.kind === 'reference' && !field.multiple)
    .filter((field) => isResourceName(field.resource))
    .map((field) => {
      const target = getResource(field.resource as Parameters<typeof getResource>[0]);
      const label = target.fields.find((candidate) => candidate.name === field.labelField);
      if (!label) throw new Error(`${def.name}.${field.name}: ${field.resource} has no field ${field.labelField}`);
      const tenant = target.tenantScoped ? 'tenant_id = ? AND ' : '';
      const names = db.prepare<unknown[], { k: string; v: string | null }>(
        `SELECT ${toSnakeCase(keyOf(target))} AS k, ${columnOf(label)} AS v FROM ${target.table}
         WHERE ${tenant}${toSnakeCase(keyOf(target))} IN (SELECT value FROM json_each(?))`,
      );
      const property = `${field.name.endsWith('Id') ? field.name.slice(0, -2) : field.name}Name`;
      return { field: field.name, property, tenantScoped: target.tenantScoped === true, names };
    });
  return (rows: WireObject[], identity: Identity): WireObject[] => {
    for (const lookup of lookups) {
      const keys = [...new Set(rows.map((row) => row[lookup.field]).filter((key) => key !== '' && key != null))];
      if (keys.length === 0) continue;
      const params = [...(lookup.tenantScoped ? [identity.tenantId] : []), JSON.stringify(keys.map(String))];
      const found = new Map(lookup.names.all(...params).map((row) => [String(row.k), row.v ?? '']));
      for (const row of rows)
        if (row[lookup.property] === undefined) row[lookup.property] = found.get(String(row[lookup.field] ?? '')) ?? '';
    }
    return rows;
  };
};
