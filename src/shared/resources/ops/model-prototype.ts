import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'modelPrototype', {
  zh: {
    title: '数据模型',
    fields: {
      jdbcName: '列名',
      jdbcType: '列类型',
      comment: '中文标签',
      propertyName: '属性名',
      componentType: '字段类型',
      isList: '列表显示',
      isForm: '表单显示',
      isRequired: '必填',
      isQuery: '搜索',
      queryType: '查询方式',
      dictCode: '字典编号',
      modelId: '模型',
    },
    rules: {
      modelId: '请选择模型',
      jdbcName: '请输入列名',
      comment: '请输入中文标签',
      propertyName: '请输入属性名',
      componentType: '请选择字段类型',
    },
  },
  en: {
    title: 'Data models',
    fields: {
      jdbcName: 'Column',
      jdbcType: 'Column type',
      comment: 'Label',
      propertyName: 'Property',
      componentType: 'Kind',
      isList: 'In table',
      isForm: 'In form',
      isRequired: 'Required',
      isQuery: 'Searchable',
      queryType: 'Query type',
      dictCode: 'Dictionary',
      modelId: 'Model',
    },
    rules: {
      modelId: 'Please choose the model',
      jdbcName: 'Please enter the column',
      comment: 'Please enter the label',
      propertyName: 'Please enter the property',
      componentType: 'Please choose the kind',
    },
  },
});

/**
 * 数据模型 (`/tool/model`): the rows of `blade_model_prototype` at `/blade-develop/model-prototype`.
 * One column of a model: how the generated definition shows it (label, kind, table, form, search and how, required,
 * dictionary); `queryType` empty is the kind's default search (shared/codegen/field-kinds.ts). Edited in the model screen and saved all at once (`submit-list`).
 */
export const modelPrototypeResource = r.define({
  endpoint: '/blade-develop/model-prototype',
  table: 'blade_model_prototype',
  ...BASE_ENTITY,
  permission: 'model',
  fields: [
    r.reference('modelId', 'model', 'modelName', { required: true, search: 'equal' }),
    r.text('jdbcName', { search: 'like', required: true, max: 255 }),
    r.text('jdbcType', { search: 'like', max: 255 }),
    r.text('comment', { search: 'like', required: true, max: 255 }),
    r.text('propertyName', { search: 'like', required: true, max: 255 }),
    r.text('componentType', { search: 'like', required: true, max: 255 }),
    r.flag('isList', { search: 'equal' }),
    r.flag('isForm', { search: 'equal' }),
    r.flag('isRequired', { search: 'equal' }),
    r.flag('isQuery', { search: 'equal' }),
    r.text('queryType', { max: 32 }),
    r.text('dictCode', { search: 'like', max: 255 }),
    r.createTime(),
  ],
});

export type ModelPrototypeRecord = RecordOfDefinition<typeof modelPrototypeResource>;
