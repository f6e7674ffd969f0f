import { describe, expect, it } from 'vitest';
import { definitionOf, definitionSource } from '../../../../src/server/codegen/definition-source';
import type { ResourceModel } from '../../../../src/server/codegen/resource-model';
import { developmentSourceTree } from '../../../../src/server/dev-source-tree';
import { MODEL_KINDS } from '../../../../src/shared/codegen/field-kinds';

const model: ResourceModel = {
  area: 'demo',
  name: 'everyKind',
  titleZh: '全部类型',
  titleEn: 'Every kind',
  endpoint: '/blade-demo/everyKind',
  table: 'demo_every_kind',
  permission: 'demo_every_kind',
  base: 'tenant',
  fields: MODEL_KINDS.map((kind) => ({
    name: `${kind}Value`,
    kind,
    labelZh: `${kind} 值`,
    labelEn: `${kind} value`,
    ...(kind === 'dict' ? { dict: 'notice' } : {}),
    search: kind === 'text' || kind === 'integer' || kind === 'date',
    required: kind === 'money',
  })),
};

describe('definitionOf', () => {
  it('builds, through the kit, the definition definitionSource spells — every model kind', () => {
    const def = definitionOf(model);
    expect(def.fields.map((field) => field.name)).toEqual([...model.fields.map((field) => field.name), 'createTime']);
    const kinds = Object.fromEntries(def.fields.map((field) => [field.name, field.kind]));
    expect(kinds).toMatchObject({
      centsValue: 'money',
      flagValue: 'switch',
      dictValue: 'dict',
      richTextValue: 'richText',
    });
    const source = definitionSource(model);
    const searched = def.fields.flatMap((field) => ('search' in field && field.search ? [field.search] : []));
    // text, integer and date by their kinds' defaults, then createTime's own.
    expect(searched).toEqual(['like', 'equal', 'dateRange', 'dateRange']);
    for (const mode of searched) expect(source).toContain(`search: '${mode}'`);
    expect(def.fields.find((field) => field.name === 'moneyValue')?.rules?.[0]).toMatchObject({ kind: 'required' });
    expect(source).toContain("r.money('moneyValue', { required: true })");
    expect(def.table).toBe('demo_every_kind');
  });
});

describe('developmentSourceTree', () => {
  const here = new URL('../../../../src/server/dev-source-tree.ts', import.meta.url).href;

  it('is the checkout the server runs from as TypeScript', () => {
    expect(developmentSourceTree({}, here)).toBe(process.cwd());
  });

  it('is none for a bundled run or in production', () => {
    expect(developmentSourceTree({}, here.replace(/\.ts$/, '.js'))).toBeUndefined();
    expect(developmentSourceTree({ NODE_ENV: 'production' }, here)).toBeUndefined();
    expect(developmentSourceTree({}, 'file:///opt/dali/resources/app.asar/out/main/src/server/x.ts')).toBeUndefined();
  });
});
