import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'reportFile', {
  zh: {
    title: '报表列表',
    fields: {
      name: '报表名称',
      queryName: '查询',
      params: '参数',
    },
    rules: {
      name: '请输入报表名称',
      queryName: '请选择查询',
    },
    queries: { ordersByMerchant: '各商户订单', merchantsByCategory: '各行业商户' },
    actions: { run: '运行' },
    runDialog: {
      days: '最近天数',
      apply: '查询',
      close: '关闭',
      empty: '没有数据',
      loading: '正在查询…',
      chart: '{{title}}图表',
      export: '导出 Excel',
      exporting: '正在导出…',
      exportFailed: '导出失败：服务器没有返回文件',
    },
  },
  en: {
    title: 'Reports',
    fields: {
      name: 'Report name',
      queryName: 'Query',
      params: 'Parameters',
    },
    rules: {
      name: 'Please enter the report name',
      queryName: 'Please choose the query',
    },
    queries: { ordersByMerchant: 'Orders by merchant', merchantsByCategory: 'Merchants by industry' },
    actions: { run: 'Run' },
    runDialog: {
      days: 'Last days',
      apply: 'Query',
      close: 'Close',
      empty: 'No data',
      loading: 'Querying…',
      chart: '{{title}} chart',
      export: 'Export to Excel',
      exporting: 'Exporting…',
      exportFailed: 'Export failed: the server sent no file',
    },
  },
});

/**
 * 报表列表 (`/report/list`): the rows of `blade_report_file` at `/blade-report/report/rest`.
 * A saved report: a named query over this product's data (modules/ops/report-queries.ts) with its default
 * parameters. Reports are seeded; operators run them (table and chart, .xlsx) and remove those they do not need.
 */
export const reportFileResource = r.define({
  menu: '/report/list',
  endpoint: '/blade-report/report/rest',
  table: 'blade_report_file',
  ...TENANT_ENTITY,
  permission: 'report_list',
  readOnly: true,
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.choice(
      'queryName',
      [
        { value: 'ordersByMerchant', label: 'queries.ordersByMerchant' },
        { value: 'merchantsByCategory', label: 'queries.merchantsByCategory' },
      ],
      { search: 'equal', required: true },
    ),
    r.json('params', { table: false }),
    r.createTime(),
  ],
});

export type ReportFileRecord = RecordOfDefinition<typeof reportFileResource>;
