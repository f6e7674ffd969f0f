import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { ReportResult } from '../../../shared/bladex/ops';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { REPORT_QUERIES, reportParams } from './report-queries';

const runQuery = z
  .object({
    id: z
      .string({ error: '请选择报表' })
      .trim()
      .regex(/^\d{1,20}$/, '报表id格式不正确'),
  })
  .loose();

const savedParams = (text: string | null): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * Saved reports: `run?id=&<param>=` answers the table and chart of the report's named query, `export?id=` the same
 * as an .xlsx (one sheet, header row, numbers as numbers). Both need the report list's view button.
 */
export default resourceModule('reportFile', ({ services }) => {
  const { ctx } = services;
  const reportOf = ctx.db.prepare<[string, string], { name: string; query_name: string; params: string | null }>(
    'SELECT name, query_name, params FROM blade_report_file WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );

  const run = (tenantId: string, request: Record<string, unknown>): ReportResult => {
    const { id } = parseInput(runQuery, request);
    const report = reportOf.get(tenantId, id);
    if (!report) throw badRequest('报表不存在或已被删除');
    const query = REPORT_QUERIES[report.query_name];
    if (!query) throw badRequest(`报表的查询“${report.query_name}”不存在`);
    const params = reportParams(query, savedParams(report.params), request);
    return {
      title: report.name,
      columns: query.columns,
      rows: query.run(ctx.db, tenantId, params, ctx.now()),
      chart: query.chart,
      params,
    };
  };

  return {
    routes(app) {
      app.get('/blade-report/report/rest/run', async (request) => {
        const identity = withButton(services, request, 'report_list_view');
        return R.data(run(identity.tenantId, queryOf(request)));
      });
      app.get('/blade-report/report/rest/export', async (request, reply) => {
        const identity = withButton(services, request, 'report_list_view');
        const result = run(identity.tenantId, queryOf(request));
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet(result.title.slice(0, 31));
        sheet.columns = result.columns.map((column) => ({ header: column.label, key: column.name, width: 20 }));
        for (const row of result.rows) sheet.addRow(row);
        sheet.getRow(1).font = { bold: true };
        const buffer = Buffer.from(await book.xlsx.writeBuffer());
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(result.title)}.xlsx`)
          .send(buffer);
      });
    },
  };
});
