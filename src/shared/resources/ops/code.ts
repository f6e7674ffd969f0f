import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'code', {
  zh: {
    title: '代码生成',
    fields: {
      codeName: '模块名称',
      area: '区域',
      resourceName: '资源名',
      menuPath: '菜单路径',
      apiPath: '接口路径',
      modelId: '数据模型',
    },
    rules: {
      modelId: '请选择数据模型',
      codeName: '请输入模块名称',
      area: '请输入区域',
      resourceName: '请输入资源名',
      apiPath: '请输入接口路径',
    },
    actions: { gen: '生成代码' },
    preview: {
      title: '代码预览：{{name}}',
      loading: '正在生成代码…',
      empty: '没有生成文件',
      close: '关闭',
      download: '下载 zip',
      write: '写入源码',
      writing: '正在写入源码…',
      written: '已写入 {{root}}：',
    },
  },
  en: {
    title: 'Code generation',
    fields: {
      codeName: 'Module name',
      area: 'Area',
      resourceName: 'Resource name',
      menuPath: 'Menu path',
      apiPath: 'Endpoint',
      modelId: 'Data model',
    },
    rules: {
      modelId: 'Please choose the data model',
      codeName: 'Please enter the module name',
      area: 'Please enter the area',
      resourceName: 'Please enter the resource name',
      apiPath: 'Please enter the endpoint',
    },
    actions: { gen: 'Generate code' },
    preview: {
      title: 'Code preview: {{name}}',
      loading: 'Generating code…',
      empty: 'No files generated',
      close: 'Close',
      download: 'Download zip',
      write: 'Write into the source tree',
      writing: 'Writing into the source tree…',
      written: 'Written into {{root}}:',
    },
  },
});

/**
 * 代码生成 (`/tool/code`): the rows of `blade_code` at `/blade-develop/code`.
 * A code-generation task: which model becomes which resource definition (area, name, menu, endpoint).
 * `gen-code` writes the definition, its texts and its migration in this project's format (modules/ops/code.ts).
 */
export const codeResource = r.define({
  menu: '/tool/code',
  endpoint: '/blade-develop/code',
  table: 'blade_code',
  ...BASE_ENTITY,
  permission: 'code',
  fields: [
    r.reference('modelId', 'model', 'modelName', { required: true, search: 'equal' }),
    r.text('codeName', { search: 'like', required: true, max: 255 }),
    r.text('area', { search: 'like', required: true, max: 255 }),
    r.text('resourceName', { search: 'like', required: true, max: 255 }),
    r.text('menuPath', { search: 'like', max: 255 }),
    r.text('apiPath', { search: 'like', required: true, max: 255 }),
    r.createTime(),
  ],
});

export type CodeRecord = RecordOfDefinition<typeof codeResource>;
