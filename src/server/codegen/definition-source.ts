import { queryTypeFor } from '../../shared/codegen/field-kinds';
import { BASE_ENTITY, TENANT_ENTITY } from '../../shared/resources/bladex-entities';
import type { Field, ResourceDef } from '../../shared/resources/index';
import { resource } from '../../shared/resources/kit';
import type { FieldModel, ResourceModel } from './resource-model';

const quote = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** `productOrder` → `product-order`: the file of a resource. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const upperFirst = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

type Literal = string | number | boolean;
type Argument = Literal | Readonly<Record<string, Literal>>;

/** One kit builder call of a field: `r.<builder>(...args)`, written as source or made at run time. */
interface BuilderCall {
  readonly builder: string;
  readonly args: readonly Argument[];
}

const callOf = (field: FieldModel): BuilderCall => {
  const options: Record<string, Literal> = {};
  const searchMode = field.search ? queryTypeFor(field.kind, field.searchMode) : undefined;
  if (searchMode) options.search = searchMode;
  if (field.required) options.required = true;
  if (field.kind === 'text') options.max = 255;
  if (field.table === false) options.table = false;
  const tail = Object.keys(options).length === 0 ? [] : [options];
  switch (field.kind) {
    case 'cents':
      return { builder: 'money', args: [field.name, { unit: 'cent', ...options }] };
    case 'dict':
      return { builder: 'dict', args: [field.name, field.dict ?? '', ...tail] };
    default:
      return { builder: field.kind, args: [field.name, ...tail] };
  }
};

const literalOf = (value: Argument): string =>
  typeof value === 'string'
    ? quote(value)
    : typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([name, item]) => `${name}: ${literalOf(item)}`)
          .join(', ')} }`
      : String(value);

const builderOf = (field: FieldModel): string => {
  const call = callOf(field);
  return `r.${call.builder}(${call.args.map(literalOf).join(', ')})`;
};

/** The texts of a model as the kit takes them: its title and each field's label. */
const textTreeOf = (model: ResourceModel, language: 'zh' | 'en') => ({
  title: language === 'zh' ? model.titleZh : model.titleEn,
  fields: Object.fromEntries(
    model.fields.map((field) => [field.name, language === 'zh' ? field.labelZh : field.labelEn]),
  ),
});

const textsOf = (model: ResourceModel, language: 'zh' | 'en'): string => {
  const title = language === 'zh' ? model.titleZh : model.titleEn;
  const labels = model.fields
    .map((field) => `      ${field.name}: ${quote(language === 'zh' ? field.labelZh : field.labelEn)},`)
    .join('\n');
  return `  ${language}: {\n    title: ${quote(title)},\n    fields: {\n${labels}\n    },\n  },`;
};

/**
 * The definition file of a model in this project's format: its texts (zh, en) inline, its fields through the kit's
 * builders (labels from the texts, required messages 请输入/请选择 + label unless the texts give `rules`), and its
 * record type inferred from the fields. What `npm run resource:new` writes and the code-generation screen shows.
 */
export const definitionSource = (model: ResourceModel): string => {
  const base = model.base === 'tenant' ? 'TENANT_ENTITY' : 'BASE_ENTITY';
  const exportName = `${model.name}Resource`;
  const lines = [
    `import { ${base} } from '../bladex-entities';`,
    `import { resource } from '../kit';`,
    `import type { RecordOfDefinition } from '../record-type';`,
    '',
    `const r = resource(${quote(model.area)}, ${quote(model.name)}, {`,
    textsOf(model, 'zh'),
    textsOf(model, 'en'),
    '});',
    '',
    '/**',
    ` * ${model.titleZh}${model.menu ? ` (\`${model.menu}\`)` : ''}: the rows of \`${model.table}\` at \`${model.endpoint}\`.`,
    ' * Say here what a row is and the rules its screen follows beyond what the fields say.',
    ' */',
    `export const ${exportName} = r.define({`,
    ...(model.menu ? [`  menu: ${quote(model.menu)},`] : []),
    `  endpoint: ${quote(model.endpoint)},`,
    `  table: ${quote(model.table)},`,
    `  ...${base},`,
    `  permission: ${quote(model.permission)},`,
    ...(model.export ? ['  export: true,'] : []),
    '  fields: [',
    ...model.fields.map((field) => `    ${builderOf(field)},`),
    '    r.createTime(),',
    '  ],',
    '});',
    '',
    `export type ${upperFirst(model.name)}Record = RecordOfDefinition<typeof ${exportName}>;`,
    '',
  ];
  return lines.join('\n');
};

/**
 * The definition `definitionSource` writes, made at run time through the same kit calls: what code generation
 * compares with the database to preview the migration the scaffold will write (`migrationSqlFor`).
 */
export const definitionOf = (model: ResourceModel): ResourceDef => {
  const r = resource(model.area, model.name, { zh: textTreeOf(model, 'zh'), en: textTreeOf(model, 'en') });
  // The builders are called by name with the arguments written into the source: one description, two uses.
  const builders = r as unknown as Record<string, (...args: readonly Argument[]) => Field>;
  const fields = model.fields.map((field) => {
    const call = callOf(field);
    return builders[call.builder]!(...call.args);
  });
  return r.define({
    ...(model.menu ? { menu: model.menu } : {}),
    endpoint: model.endpoint,
    table: model.table,
    ...(model.base === 'tenant' ? TENANT_ENTITY : BASE_ENTITY),
    permission: model.permission,
    ...(model.export ? { export: true } : {}),
    fields: [...fields, r.createTime()],
  }) as unknown as ResourceDef;
};
