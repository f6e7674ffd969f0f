import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'datasource', {
  zh: {
    title: '数据源管理',
    fields: {
      name: '名称',
      url: '数据库文件',
      remark: '备注',
    },
    rules: {
      name: '请输入数据源名称',
      url: '请输入数据库文件',
    },
    test: {
      button: '测试连接',
      testing: '正在测试…',
      ok: '连接成功：共 {{count}} 张表',
      hint: 'embedded 为本系统数据库；其他数据源填写 SQLite 文件的完整路径，以只读方式打开，不会写入。',
      browse: '选择文件…',
      browseFailed: '无法打开文件选择窗口：{{message}}',
    },
  },
  en: {
    title: 'Data sources',
    fields: {
      name: 'Name',
      url: 'Database file',
      remark: 'Remark',
    },
    rules: {
      name: 'Please enter the name',
      url: 'Please enter the database file',
    },
    test: {
      button: 'Test connection',
      testing: 'Testing…',
      ok: 'Connected: {{count}} tables',
      hint: 'embedded is this system’s database; for any other source give the full path of a SQLite file, opened read-only and never written.',
      browse: 'Choose file…',
      browseFailed: 'Could not open the file dialog: {{message}}',
    },
  },
});

/**
 * 数据源管理 (`/tool/datasource`): the rows of `blade_datasource` at `/blade-develop/datasource`.
 * A data source code generation reads tables from: `embedded` (this server's own database) or the path of a SQLite
 * file, opened read-only (modules/ops/datasource.ts tests the connection before saving).
 */
export const datasourceResource = r.define({
  menu: '/tool/datasource',
  endpoint: '/blade-develop/datasource',
  table: 'blade_datasource',
  ...BASE_ENTITY,
  permission: 'datasource',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.text('url', { search: 'like', required: true, max: 500 }),
    r.textarea('remark'),
    r.createTime(),
  ],
});

export type DatasourceRecord = RecordOfDefinition<typeof datasourceResource>;
