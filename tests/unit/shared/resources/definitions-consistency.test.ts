import { describe, expect, it } from 'vitest';
import {
  allResources,
  conditionFields,
  findResourceText,
  getResource,
  isRangeField,
  isResourceName,
  resolveDefaultSort,
  resourceRegistry,
  resourceText,
  sortableColumns,
  storedProperties,
  toQueryParams,
  toSnakeCase,
  type Field,
  type ResourceDef,
} from '../../../../src/shared/resources';
import { resourceCatalogue } from '../../../../src/shared/resources/texts';

const resourcesZh = resourceCatalogue('zh') as { common: { validation: Record<string, unknown> } };
const resourcesEn = resourceCatalogue('en');
import { CITIZEN_ID_MESSAGES, PHONE_MESSAGES } from '../../../../src/shared/validation';

const leaves = (node: unknown, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
};

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

const names = (fields: readonly Field[]) =>
  fields.flatMap((field) => (isRangeField(field) ? [field.name, field.start, field.end] : [field.name]));

describe.each(allResources().map((def) => [def.name, def] as const))('definition %s', (_name, def) => {
  it('is registered under its own name', () => {
    expect((resourceRegistry as unknown as Record<string, ResourceDef>)[def.name]).toBe(def);
  });

  it('has unique field names and columns, camelCase names', () => {
    const all = names(def.fields);
    expect(new Set(all).size).toBe(all.length);
    const columns = def.fields
      .filter((field) => !field.formOnly && !isRangeField(field))
      .map((field) => field.column ?? toSnakeCase(field.name));
    expect(new Set(columns).size).toBe(columns.length);
    for (const name of all) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('has every i18n key in both catalogues', () => {
    for (const key of keysOf(def)) {
      expect(findResourceText(key, 'zh'), key).toBeTypeOf('string');
      expect(findResourceText(key, 'en'), key).toBeTypeOf('string');
    }
  });

  it('refers only to fields that exist', () => {
    const all = new Set(names(def.fields));
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
  });

  it("filters a reference's options only by searchable fields of its target, so no filter is silently dropped", () => {
    for (const field of def.fields) {
      if (field.kind !== 'reference' || !field.optionsFilter) continue;
      expect(isResourceName(field.resource), `${field.name} → ${field.resource}`).toBe(true);
      if (!isResourceName(field.resource)) continue;
      const params = toQueryParams(getResource(field.resource), field.optionsFilter);
      expect(Object.keys(params), field.name).toHaveLength(Object.keys(field.optionsFilter).length);
    }
  });

  it('searches only by modes its list style supports, and sorts only declared sortable fields', () => {
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
  });

  it('marks its shape consistently', () => {
    // A tree list needs its tree; a flat list may still be walked lazily (regions: paged `list`, `lazy-tree`).
    if (def.shape === 'tree') expect(def.tree).toBeDefined();
    if (def.tree) expect(names(def.fields)).toContain(def.tree.parentField);
    if (def.shape === 'flat' && def.tree) expect(def.tree.lazyVerb).toBeDefined();
    if (def.audit) expect(names(def.fields)).toContain('createTime');
    expect(def.idKind === 'code').toBe(def.keyField !== undefined);
    // BladeX spells some endpoints in camelCase (`/blade-order/productOrder`, `/blade-tradeUnion`), some in snake
    // case (`/blade-desk/mall_finance_reconcile`) or nested (`/blade-app/project/baseinfo`); business tables are
    // not `blade_`.
    expect(def.endpoint).toMatch(/^\/blade-[A-Za-z-]+(\/[A-Za-z_-]+)*$/);
    expect(def.table).toMatch(/^[a-z][a-z_]*$/);
  });

  it('never sorts by a virtual field, and never stores one', () => {
    for (const field of def.fields.filter((candidate) => candidate.virtual)) {
      expect(field.sortable, field.name).toBeFalsy();
      expect(storedProperties(field), field.name).toEqual([]);
    }
  });

  it('never lists or searches what must stay on the server', () => {
    for (const field of def.fields.filter((candidate) => candidate.serverOnly)) {
      expect(field.table, field.name).toBe(false);
      expect(storedProperties(field)).toEqual([field.name]);
    }
  });

  it('gives every action a permission under its own prefix', () => {
    for (const action of def.actions ?? [])
      expect(action.permission.startsWith(`${def.permission}_`), action.name).toBe(true);
  });
});

describe('resource catalogues', () => {
  it('zh and en have the same keys and no blank text', () => {
    expect([...leaves(resourcesEn).keys()].sort()).toEqual([...leaves(resourcesZh).keys()].sort());
    for (const catalogue of [resourcesZh, resourcesEn])
      for (const [key, text] of leaves(catalogue)) expect(String(text).trim(), key).not.toBe('');
  });

  it('carries the spec texts verbatim', () => {
    expect(resourceText('res.system.tenantPackage.rules.packageName')).toBe('请输入产品包名称');
    expect(resourceText('res.system.tenantPackage.rules.menuId')).toBe('请选择菜单');
    expect(resourcesZh.common.validation.phone).toEqual(PHONE_MESSAGES);
    expect(resourcesZh.common.validation.citizenId).toEqual(CITIZEN_ID_MESSAGES);
  });

  it('fills placeholders and shows a missing key as itself', () => {
    expect(resourceText('res.common.validation.max', { max: 9 })).toBe('不能大于9');
    expect(resourceText('res.common.validation.max', { max: 9 }, 'en')).toBe('Must not be greater than 9');
    expect(resourceText('res.nope')).toBe('res.nope');
  });
});
