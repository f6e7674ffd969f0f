import type { ModelPrototype } from '../../../shared/bladex/ops';
import type { ModelKind } from '../../../shared/codegen/field-kinds';
import type { SourceColumn } from './table-source';

/** Columns every BladeX entity has: the generated definition gets them from TENANT_ENTITY / BASE_ENTITY. */
export const ENTITY_COLUMNS = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);

/** A model's field as stored in `blade_model_prototype` and answered by `model-prototype`, before it names its model. */
export type PrototypeProposal = Omit<ModelPrototype, 'modelId' | 'componentType'> & { componentType: ModelKind };

export const camelCase = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_all, letter: string) => letter.toUpperCase());

/** The kind a column most likely is, from its declared type and its name. */
export const kindOf = (column: SourceColumn): ModelKind => {
  const name = column.jdbcName.toLowerCase();
  const type = column.jdbcType.toUpperCase();
  if (type.includes('INT')) return name.startsWith('is_') ? 'flag' : 'integer';
  if (/REAL|FLOA|DOUB|NUM|DEC/.test(type)) return name.includes('money') || name.includes('price') ? 'money' : 'number';
  if (name.endsWith('_time')) return 'datetime';
  if (name.endsWith('_date')) return 'date';
  if (name.includes('image') || name.endsWith('_img') || name.endsWith('_pic')) return 'image';
  if (name === 'content' || name.endsWith('_content')) return 'richText';
  if (name.includes('remark') || name.includes('description')) return 'textarea';
  return 'text';
};

/** The fields a table proposes before an operator adjusts them: every column but the entity's own. */
export const proposePrototypes = (columns: readonly SourceColumn[]): PrototypeProposal[] =>
  columns
    .filter((column) => !ENTITY_COLUMNS.has(column.jdbcName))
    .map((column) => {
      const componentType = kindOf(column);
      return {
        jdbcName: column.jdbcName,
        jdbcType: column.jdbcType,
        comment: column.jdbcName,
        propertyName: camelCase(column.jdbcName),
        componentType,
        isList: componentType === 'richText' || componentType === 'textarea' ? 0 : 1,
        isForm: 1,
        isRequired: column.notNull ? 1 : 0,
        isQuery: componentType === 'text' ? 1 : 0,
        queryType: '',
        dictCode: '',
      };
    });
