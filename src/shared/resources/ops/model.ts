import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'model', {
  zh: {
    title: '数据模型',
    fields: {
      modelName: '模型名称',
      modelCode: '模型编号',
      modelTable: '物理表名',
      modelRemark: '模型备注',
      datasourceId: '数据源',
    },
    rules: {
      datasourceId: '请选择数据源',
      modelName: '请输入模型名称',
      modelCode: '请输入模型编号',
      modelTable: '请选择物理表名',
    },
  },
  en: {
    title: 'Data models',
    fields: {
      modelName: 'Model name',
      modelCode: 'Model code',
      modelTable: 'Table',
      modelRemark: 'Remark',
      datasourceId: 'Data source',
    },
    rules: {
      datasourceId: 'Please choose the data source',
      modelName: 'Please enter the model name',
      modelCode: 'Please enter the model code',
      modelTable: 'Please choose the table',
    },
  },
});

/**
 * 数据模型 (`/tool/model`): the rows of `blade_model` at `/blade-develop/model`.
 * A table of a data source chosen for code generation; its fields are its prototypes (`modelPrototype`).
 */
export const modelResource = r.define({
  menu: '/tool/model',
  endpoint: '/blade-develop/model',
  table: 'blade_model',
  ...BASE_ENTITY,
  permission: 'model',
  fields: [
    r.reference('datasourceId', 'datasource', 'name', { required: true, search: 'equal' }),
    r.text('modelName', { search: 'like', required: true, max: 255 }),
    r.text('modelCode', { search: 'like', required: true, max: 255 }),
    r.text('modelTable', { search: 'like', required: true, max: 255 }),
    r.textarea('modelRemark'),
    r.createTime(),
  ],
});

export type ModelRecord = RecordOfDefinition<typeof modelResource>;
