import { queryTypeFor } from '../../shared/codegen/field-kinds';
import type { FieldModel, ResourceModel } from './resource-model';

const quote = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** `productOrder` → `product-order`: the file of a resource. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const upperFirst = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The options object of one builder call, as source (empty when there are none). */
const optionsOf = (field: FieldModel): string => {
  const options: string[] = [];
  const searchMode = field.search ? queryTypeFor(field.kind, field.searchMode) : undefined;
  if (searchMode) options.push(`search: '${searchMode}'`);
  if (field.required) options.push('required: true');
  if (field.kind === 'text') options.push('max: 255');
  if (field.table === false) options.push('table: false');
  return options.length === 0 ? '' : `{ ${options.join(', ')} }`;
};

const builderOf = (field: FieldModel): string => {
  const options = optionsOf(field);
  const tail = options ? `, ${options}` : '';
  switch (field.kind) {
    case 'cents':
      return `r.money(${quote(field.name)}, { unit: 'cent'${options ? `, ${options.slice(2, -2)}` : ''} })`;
    case 'dict':
      return `r.dict(${quote(field.name)}, ${quote(field.dict ?? '')}${tail})`;
    default:
      return `r.${field.kind}(${quote(field.name)}${tail})`;
  }
};

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
