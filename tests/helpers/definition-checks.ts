import { expect } from 'vitest';
import type * as ResourcesModule from '../../src/shared/resources/index';
import type { Field, ResourceDef } from '../../src/shared/resources/index';

/** The definitions module checked against: the repository's, or a project copy's (a generated definition's). */
export type Resources = typeof ResourcesModule;

/** Every i18n key a definition holds, wherever it sits. */
const keysOf = (def: ResourceDef): string[] => {
  const keys = [
    def.title,
    ...(def.actions ?? []).flatMap((action) => [
      action.label,
      typeof action.confirm === 'string' ? action.confirm : action.label,
    ]),
  ];
  for (const field of def.fields) {
    keys.push(field.label);
    if (field.unique) keys.push(field.unique);
    if (field.form && field.form.group) keys.push(field.form.group);
    if (field.form && field.form.tab) keys.push(field.form.tab);
    for (const rule of field.rules ?? []) if ('message' in rule && rule.message) keys.push(rule.message);
    if (field.kind === 'switch')
      keys.push(...[field.onLabel, field.offLabel].filter((key): key is NonNullable<typeof key> => key !== undefined));
    if (field.kind === 'enum') for (const option of field.options) if (option.label) keys.push(option.label);
  }
  return keys;
};

const names = ({ isRangeField }: Resources, fields: readonly Field[]) =>
  fields.flatMap((field) => (isRangeField(field) ? [field.name, field.start, field.end] : [field.name]));

/**
 * What every definition must satisfy (tests/unit/shared/resources/definitions-consistency.test.ts runs them over the
 * registry; tests/server/ops/code-write.test.ts over a definition code generation wrote), by title.
 */
export const DEFINITION_CHECKS: readonly (readonly [string, (def: ResourceDef, resources: Resources) => void])[] = [
  [
    'is registered under its own name',
    (def, resources) => {
      const { resourceRegistry } = resources;
      expect((resourceRegistry as unknown as Record<string, ResourceDef>)[def.name]).toBe(def);
    },
  ],
  [
    'has unique field names and columns, camelCase names',
    (def, resources) => {
      const { isRangeField, toSnakeCase } = resources;
      const all = names(resources, def.fields);
      expect(new Set(all).size).toBe(all.length);
      const columns = def.fields
        .filter((field) => !field.formOnly && !isRangeField(field))
        .map((field) => field.column ?? toSnakeCase(field.name));
      expect(new Set(columns).size).toBe(columns.length);
      for (const name of all) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    },
  ],
  [
    'has every i18n key in both catalogues',
    (def, resources) => {
      const { findResourceText } = resources;
      for (const key of keysOf(def)) {
        expect(findResourceText(key, 'zh'), key).toBeTypeOf('string');
        expect(findResourceText(key, 'en'), key).toBeTypeOf('string');
      }
    },
  ],
  [
    'refers only to fields that exist',
    (def, resources) => {
      const { conditionFields, resolveDefaultSort, sortableColumns } = resources;
      const all = new Set(names(resources, def.fields));
      for (const field of def.fields) {
        for (const condition of [
          field.visibleWhen,
          ...(field.rules ?? []).map((rule) => ('when' in rule ? rule.when : undefined)),
        ]) {
          if (condition)
            for (const name of conditionFields(condition)) expect(all.has(name), `${field.name} → ${name}`).toBe(true);
        }
        for (const rule of field.rules ?? []) if (rule.kind === 'sameAs') expect(all.has(rule.field)).toBe(true);
      }
      for (const spec of resolveDefaultSort(def))
        expect(sortableColumns(def).has(spec.field) || all.has(spec.field), spec.field).toBe(true);
      if (def.keyField) expect(all.has(def.keyField)).toBe(true);
    },
  ],
  [
    "filters a reference's options only by searchable fields of its target, so no filter is silently dropped",
    (def, resources) => {
      const { getResource, isResourceName, toQueryParams } = resources;
      for (const field of def.fields) {
        if (field.kind !== 'reference' || !field.optionsFilter) continue;
        expect(isResourceName(field.resource), `${field.name} → ${field.resource}`).toBe(true);
        if (!isResourceName(field.resource)) continue;
        const params = toQueryParams(getResource(field.resource), field.optionsFilter);
        expect(Object.keys(params), field.name).toHaveLength(Object.keys(field.optionsFilter).length);
      }
    },
  ],
  [
    'searches only by modes its list style supports, and sorts only declared sortable fields',
    (def, resources) => {
      const { isRangeField, toSnakeCase, sortableColumns } = resources;
      for (const field of def.fields) {
        if (isRangeField(field) || !field.search) continue;
        if (def.filterStyle === 'entity') expect(field.search, field.name).toBe('equal');
        if (field.search === 'dateRange') expect(['date', 'datetime']).toContain(field.kind);
        if (field.search === 'range') expect(['number', 'integer', 'money']).toContain(field.kind);
        expect(field.serverOnly).toBeFalsy();
      }
      for (const column of sortableColumns(def).values()) {
        expect(def.fields.some((field) => field.sortable && (field.column ?? toSnakeCase(field.name)) === column)).toBe(
          true,
        );
      }
    },
  ],
  [
    'marks its shape consistently',
    (def, resources) => {
      // A tree list needs its tree; a flat list may still be walked lazily (regions: paged `list`, `lazy-tree`).
      if (def.shape === 'tree') expect(def.tree).toBeDefined();
      if (def.tree) expect(names(resources, def.fields)).toContain(def.tree.parentField);
      if (def.shape === 'flat' && def.tree) expect(def.tree.lazyVerb).toBeDefined();
      if (def.audit) expect(names(resources, def.fields)).toContain('createTime');
      expect(def.idKind === 'code').toBe(def.keyField !== undefined);
      // BladeX spells some endpoints in camelCase (`/blade-order/productOrder`, `/blade-tradeUnion`), some in snake
      // case (`/blade-desk/mall_finance_reconcile`) or nested (`/blade-app/project/baseinfo`); business tables are
      // not `blade_`.
      expect(def.endpoint).toMatch(/^\/blade-[A-Za-z-]+(\/[A-Za-z_-]+)*$/);
      expect(def.table).toMatch(/^[a-z][a-z_]*$/);
    },
  ],
  [
    'never sorts by a virtual field, and never stores one',
    (def, resources) => {
      const { storedProperties } = resources;
      for (const field of def.fields.filter((candidate) => candidate.virtual)) {
        expect(field.sortable, field.name).toBeFalsy();
        expect(storedProperties(field), field.name).toEqual([]);
      }
    },
  ],
  [
    'never lists or searches what must stay on the server',
    (def, resources) => {
      const { storedProperties } = resources;
      for (const field of def.fields.filter((candidate) => candidate.serverOnly)) {
        expect(field.table, field.name).toBe(false);
        expect(storedProperties(field)).toEqual([field.name]);
      }
    },
  ],
  [
    'gives every action a permission under its own prefix',
    (def) => {
      for (const action of def.actions ?? [])
        expect(action.permission.startsWith(`${def.permission}_`), action.name).toBe(true);
    },
  ],
];
