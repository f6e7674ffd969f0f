import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeNotice, ReportResult } from '../../../src/shared/bladex/ops';
import { createTestServer, type TestServer } from '../../helpers/server';

// Saved reports run with parameters (table, chart, .xlsx) over the caller's tenant; desk notices on the home page
// reach the roles they target.

let server: TestServer;
let admin: string;
const get = async (url: string, query: Record<string, string> = {}) =>
  server.call(admin, { method: 'GET', url: `/api${url}`, query });
const reportId = (query: string) =>
  String(server.db.prepare('SELECT id FROM blade_report_file WHERE query_name = ?').pluck().get(query));

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  const merchants = [
    ['1990000000000000001', '洱海客栈', '住宿'],
    ['1990000000000000002', '古城茶社', '餐饮'],
    ['1990000000000000003', '喜洲粑粑', '餐饮'],
  ];
  for (const [id, name, category] of merchants) {
    server.db
      .prepare(
        "INSERT INTO merchant_info (id, tenant_id, name, category_name, trade_type, is_deleted, create_time) VALUES (?, '000000', ?, ?, 1, 0, '2024-01-01 00:00:00')",
      )
      .run(id, name, category);
  }
  server.db
    .prepare(
      "INSERT INTO merchant_info (id, tenant_id, name, category_name, trade_type, is_deleted, create_time) VALUES ('1990000000000000004', '100001', '别的租户', '餐饮', 1, 0, '2024-01-01 00:00:00')",
    )
    .run();
}, 60_000);
afterAll(async () => server.close());

describe('reports', () => {
  it('run their named query over the caller’s tenant, as a table with its chart', async () => {
    const res = await get('/blade-report/report/rest/run', { id: reportId('merchantsByCategory') });
    expect(res.statusCode).toBe(200);
    const result = (res.json() as { data: ReportResult }).data;
    expect(result.title).toBe('各行业商户数量');
    expect(result.chart).toEqual({ label: 'category', value: 'merchantCount' });
    expect(result.rows).toEqual(
      server.db
        .prepare(
          "SELECT COALESCE(category_name, '未分类') AS category, COUNT(*) AS merchantCount FROM merchant_info WHERE tenant_id = '000000' AND is_deleted = 0 GROUP BY category_name ORDER BY merchantCount DESC, category",
        )
        .all(),
    );
    expect(result.rows.find((row) => row.category === '餐饮')?.merchantCount).toBeGreaterThanOrEqual(2);
  });

  it('take parameters within bounds, and refuse others naming them', async () => {
    const ok = await get('/blade-report/report/rest/run', { id: reportId('ordersByMerchant'), days: '7' });
    expect((ok.json() as { data: ReportResult }).data.params).toEqual({ days: 7 });
    const bad = await get('/blade-report/report/rest/run', { id: reportId('ordersByMerchant'), days: '0' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toBe('最近天数须为 1–3660 的整数');
  });

  it('export the same rows as .xlsx', async () => {
    const res = await get('/blade-report/report/rest/export', { id: reportId('merchantsByCategory') });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '行业', '商户数']);
    expect(sheet.rowCount - 1).toBe(
      (
        (await get('/blade-report/report/rest/run', { id: reportId('merchantsByCategory') })).json() as {
          data: ReportResult;
        }
      ).data.rows.length,
    );
  });
});

describe('desk notices on the home page', () => {
  it('show those for everyone and for the reader’s roles, not those for other roles', async () => {
    const titles = async () =>
      ((await get('/blade-desk/notice/home')).json() as { data: HomeNotice[] }).data.map((notice) => notice.title);
    expect(await titles()).toEqual(['大理古城春节旅游服务保障通知']);
    const administrator = String(
      server.db
        .prepare("SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'administrator'")
        .pluck()
        .get(),
    );
    server.db
      .prepare(
        "UPDATE blade_notice SET role_ids = role_ids || ',' || ? WHERE title = '订单对账规则调整（管理员）' AND tenant_id = '000000'",
      )
      .run(administrator);
    expect(await titles()).toEqual(['订单对账规则调整（管理员）', '大理古城春节旅游服务保障通知']);
    server.db
      .prepare(
        "UPDATE blade_notice SET release_time = '2999-01-01 00:00:00' WHERE title = '大理古城春节旅游服务保障通知'",
      )
      .run();
    expect(await titles()).toEqual(['订单对账规则调整（管理员）']);
  });
});
