import type { Database } from 'better-sqlite3';
import {
  columnOf,
  getResource,
  isResourceName,
  keyOf,
  resourceText,
  type Field,
  type ResourceDef,
} from '../../shared/resources/index';
import { defaultTitle } from './tree-nodes';
import { assertIdentifier } from './table-columns';

/** One allowed value of a choice column and the text an operator types (or picks) for it. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** A name an operator types for a referenced row, and the ids of the live rows that carry it. */
export type NameIndex = ReadonlyMap<string, readonly string[]>;

/** What a reference column's cells are looked up in: the referenced definition's table, by its title column. */
export interface ReferenceTarget {
  readonly def: ResourceDef;
  readonly titleProperty: string;
}

/**
 * The referenced definition of a `reference` (its `labelField`) or `treeSelect` (its first text field, the tree's
 * title) field; undefined when the field names no registered resource, and its cells are then taken as ids.
 */
export const referenceTarget = (field: Field): ReferenceTarget | undefined => {
  if (field.kind !== 'reference' && field.kind !== 'treeSelect') return undefined;
  if (!isResourceName(field.resource)) return undefined;
  const def: ResourceDef = getResource(field.resource);
  const titleProperty = field.kind === 'reference' ? field.labelField : defaultTitle(def);
  return def.fields.some((candidate) => candidate.name === titleProperty) ? { def, titleProperty } : undefined;
};

/** The fixed options of an enum or switch, with their zh labels (a switch without labels reads 是 / 否). */
export const fixedChoices = (field: Field): ChoiceOption[] | undefined => {
  if (field.kind === 'enum')
    return field.options.map((option) => ({
      value: String(option.value),
      label: option.label ? resourceText(option.label) : String(option.value),
    }));
  if (field.kind === 'switch')
    return [
      { value: String(field.on), label: resourceText(field.onLabel ?? 'res.common.flags.yes') },
      { value: String(field.off), label: resourceText(field.offLabel ?? 'res.common.flags.no') },
    ];
  return undefined;
};

export interface ImportLookups {
  /** The options of a dict, enum or switch column in the caller's tenant; undefined for other kinds. */
  choices(field: Field): readonly ChoiceOption[] | undefined;
  /** Name → ids of the caller's live rows of a reference column's resource; undefined when it has none. */
  names(field: Field): NameIndex | undefined;
}

/**
 * The lookups one import makes for one tenant, each read once: dictionary items (blade_dict, or the tenant's
 * blade_dict_biz) with their labels, and the names of referenced rows (roles, departments, posts ...). A
 * reference is looked up in the caller's tenant only, so a sheet can never point at another tenant's row.
 */
export const createImportLookups = (db: Database, tenantId: string): ImportLookups => {
  const systemDict = db.prepare<[string], { dict_key: string; dict_value: string }>(
    "SELECT dict_key, dict_value FROM blade_dict WHERE code = ? AND parent_id <> '0' AND is_deleted = 0 ORDER BY sort, id",
  );
  const businessDict = db.prepare<[string, string], { dict_key: string; dict_value: string }>(
    "SELECT dict_key, dict_value FROM blade_dict_biz WHERE tenant_id = ? AND code = ? AND parent_id <> '0' AND is_deleted = 0 ORDER BY sort, id",
  );
  const choiceCache = new Map<string, readonly ChoiceOption[] | undefined>();
  const nameCache = new Map<string, NameIndex | undefined>();

  const readNames = (target: ReferenceTarget): NameIndex => {
    const { def, titleProperty } = target;
    const title = def.fields.find((candidate) => candidate.name === titleProperty);
    const keyField = def.fields.find((candidate) => candidate.name === keyOf(def));
    const titleColumn = assertIdentifier(title ? columnOf(title) : titleProperty);
    const keyColumn = assertIdentifier(keyField ? columnOf(keyField) : keyOf(def));
    const where = [
      ...(def.tenantScoped ? ['tenant_id = ?'] : []),
      ...(def.softDelete ? ['is_deleted = 0'] : []),
      `${titleColumn} IS NOT NULL`,
    ].join(' AND ');
    const rows = db
      .prepare<unknown[], { id: string | number; name: string }>(
        `SELECT ${keyColumn} AS id, ${titleColumn} AS name FROM ${assertIdentifier(def.table)} WHERE ${where}`,
      )
      .all(...(def.tenantScoped ? [tenantId] : []));
    const index = new Map<string, string[]>();
    for (const row of rows) {
      const name = String(row.name).trim();
      index.set(name, [...(index.get(name) ?? []), String(row.id)]);
    }
    return index;
  };

  return {
    choices(field) {
      if (field.kind !== 'dict') return fixedChoices(field);
      const cacheKey = `${field.source}:${field.dict}`;
      if (!choiceCache.has(cacheKey)) {
        const rows = field.source === 'dict' ? systemDict.all(field.dict) : businessDict.all(tenantId, field.dict);
        // A dictionary nobody seeded yet: its keys are typed as they are, as the submit checks them for shape only.
        choiceCache.set(
          cacheKey,
          rows.length === 0 ? undefined : rows.map((row) => ({ value: row.dict_key, label: row.dict_value })),
        );
      }
      return choiceCache.get(cacheKey);
    },
    names(field) {
      const target = referenceTarget(field);
      if (!target) return undefined;
      if (!nameCache.has(target.def.name)) nameCache.set(target.def.name, readNames(target));
      return nameCache.get(target.def.name);
    },
  };
};
