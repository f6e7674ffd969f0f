import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSignature } from '../../../src/server/modules/order/aliyun-signature';
import { multipart } from '../../helpers/multipart';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer } from './rollup-check';

// Issue 11's money areas beyond the product order: ledger review, deductions, mall and ticket views,
// reconciliation of a statement and the Aliyun message sending (against a local stub that checks the signature).

let server: TestServer;
let admin: string;
const NOISE = ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'];

beforeAll(async () => {
  server = await createSeededServer(300, 200);
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 120_000);
afterAll(async () => server.close());

const get = (url: string) => server.call(admin, { method: 'GET', url: `/api${url}` });
const post = (url: string, payload: unknown) =>
  server.call(admin, { method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown> });

const firstOrder = (where: string) => {
  const row = server.db
    .prepare<
      [],
      { id: string; order_no: string; order_money: number; pay_money: number; shop_id: string; pay_date: string }
    >(
      `SELECT id, order_no, order_money, pay_money, shop_id, pay_date FROM order_product
       WHERE tenant_id = '000000' AND is_deleted = 0 AND ${where} ORDER BY id LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no order where ${where}`);
  return row;
};

describe('the ledger review', () => {
  it('is submitted, rejected only with a reason, resubmitted and passed, with its history and status counts', async () => {
    const saved = await post('/blade-order/orderLedger/submit', {
      orderNo: 'L-1',
      shopName: '大理古城客栈',
      orderMoney: 300,
    });
    expect(saved.json().success).toBe(true);
    const id = server.db.prepare<[], { id: string }>("SELECT id FROM order_ledger WHERE order_no = 'L-1'").get()!.id;
    expect((await post('/blade-order/orderLedger/report', { ids: id })).json().success).toBe(true);

    const before = tableCounts(server.db, NOISE);
    const noReason = await post(`/blade-order/orderLedger/audit?ids=${id}&adminStatus=2`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe('请输入驳回原因');
    expect(tableCounts(server.db, NOISE)).toEqual(before);

    const rejected = await post(
      `/blade-order/orderLedger/audit?ids=${id}&adminStatus=2&adminMsg=${encodeURIComponent('发票不清晰')}`,
      {},
    );
    expect(rejected.json().success).toBe(true);
    const passedTooEarly = await post(`/blade-order/orderLedger/audit?ids=${id}&adminStatus=3`, {});
    expect(passedTooEarly.json().msg).toBe('「L-1」当前状态为「审核不通过」，不能审核');
    await post('/blade-order/orderLedger/report', { ids: id });
    expect((await post(`/blade-order/orderLedger/audit?ids=${id}&adminStatus=3`, {})).json().success).toBe(true);
    const row = server.db
      .prepare<[string], { admin_status: number; admin_date: string }>(
        'SELECT admin_status, admin_date FROM order_ledger WHERE id = ?',
      )
      .get(id);
    expect(row?.admin_status).toBe(3);
    expect(row?.admin_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const history = server.db
      .prepare(
        "SELECT to_state AS state, remark FROM common_audit_record WHERE resource = 'orderLedger' AND record_id = ? ORDER BY create_time, id",
      )
      .all(id);
    expect(history).toEqual([
      { state: '1', remark: '' },
      { state: '2', remark: '发票不清晰' },
      { state: '1', remark: '' },
      { state: '3', remark: '' },
    ]);
    const counts = (await get('/blade-order/orderLedger/listDiv')).json().data as {
      adminStatus: number;
      count: number;
    }[];
    expect(counts.find((entry) => entry.adminStatus === 3)?.count).toBe(1);
    expect(counts).toHaveLength(5);
  });
});

describe('order deductions', () => {
  it('refuses an unknown order and more than its amount, and takes the merchant from the order', async () => {
    const order = firstOrder('order_money > 10');
    const before = tableCounts(server.db, NOISE);
    const unknown = await post('/blade-order/orderDeduct/submit', { orderNo: 'NOPE', deductMoney: 1, deductType: 1 });
    expect(unknown.json().msg).toBe('订单编号「NOPE」不存在');
    const tooMuch = await post('/blade-order/orderDeduct/submit', {
      orderNo: order.order_no,
      deductMoney: order.order_money + 1,
      deductType: 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().data.fieldErrors.deductMoney).toBe(
      `扣款金额不能大于订单金额${order.order_money.toFixed(2)}元`,
    );
    const negative = await post('/blade-order/orderDeduct/submit', {
      orderNo: order.order_no,
      deductMoney: -5,
      deductType: 1,
    });
    expect(negative.statusCode).toBe(400);
    expect(tableCounts(server.db, NOISE)).toEqual(before);

    expect(
      (
        await post('/blade-order/orderDeduct/submit', { orderNo: order.order_no, deductMoney: '5.50', deductType: 2 })
      ).json().success,
    ).toBe(true);
    const page = (await get(`/blade-order/orderDeduct/selectDeductPage?orderNo=${order.order_no}`)).json().data;
    expect(page.records[0]).toMatchObject({
      orderNo: order.order_no,
      shopId: order.shop_id,
      deductMoney: 5.5,
      orderId: order.id,
    });
    const one = (await get(`/blade-order/orderDeduct/getDeductById?id=${page.records[0].id}`)).json().data;
    expect(one.orderNo).toBe(order.order_no);
    const days = (await get('/blade-operation/orderData/getDeductMoneyCountByDateRange')).json().data;
    expect(days.deductMoney).toBe(5.5);
  });
});

describe('mall orders and write-off tickets', () => {
  it('counts the mall list per pay status to its total, and lists only goods', async () => {
    const list = (await get('/blade-desk/mall/order/list?size=5')).json().data;
    const counts = (await get('/blade-desk/mall/order/status/num')).json().data as { payStatus: number; num: number }[];
    expect(counts[0]).toEqual({ payStatus: -1, num: list.total });
    expect(counts.slice(1).reduce((sum, entry) => sum + entry.num, 0)).toBe(list.total);
    const goods = server.db
      .prepare("SELECT COUNT(*) FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND trade_type = 2")
      .pluck()
      .get();
    expect(list.total).toBe(goods);
    const info = (await get(`/blade-desk/mall/order/info?id=${list.records[0].id}`)).json().data;
    expect(info.orderNo).toBe(list.records[0].orderNo);
  });

  it('lists written-off tickets without a complaint deduction', async () => {
    const page = (await get('/blade-order/order/noComplaintOrderList?size=1000')).json().data;
    expect(page.records.every((row: { payStatus: number }) => row.payStatus === 2)).toBe(true);
    const expected = server.db
      .prepare(
        `SELECT COUNT(*) FROM order_product o WHERE tenant_id = '000000' AND is_deleted = 0 AND product_type = 1 AND pay_status = 2
         AND NOT EXISTS (SELECT 1 FROM order_deduct d WHERE d.order_no = o.order_no AND d.deduct_type = 2 AND d.is_deleted = 0)`,
      )
      .pluck()
      .get();
    expect(page.total).toBe(expected);
  });
});

describe('reconciling a statement', () => {
  it('matches lines, finds one amount mismatch, one line with no order and the orders missing from the statement', async () => {
    const orders = server.db
      .prepare<[], { order_no: string; pay_money: number; pay_date: string }>(
        "SELECT order_no, pay_money, pay_date FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status IN (1, 2) AND pay_date IS NOT NULL ORDER BY pay_date LIMIT 3",
      )
      .all();
    const day = orders[0]!.pay_date.slice(0, 10);
    const inPeriod = server.db
      .prepare<[string, string], { n: number; cents: number }>(
        `SELECT COUNT(*) AS n, SUM(CAST(ROUND(pay_money * 100) AS INTEGER)) AS cents FROM order_product WHERE tenant_id = '000000'
         AND is_deleted = 0 AND pay_status IN (1, 2) AND pay_date >= ? AND pay_date <= ?`,
      )
      .get(`${day} 00:00:00`, `${day} 23:59:59`)!;
    await post('/blade-desk/mall_finance_reconcile/submit', {
      name: '平台账单',
      source: 1,
      periodFrom: day,
      periodTo: day,
    });
    const id = server.db
      .prepare<[], { id: string }>('SELECT id FROM mall_finance_reconcile ORDER BY id DESC LIMIT 1')
      .get()!.id;
    const sameDay = orders.filter((order) => order.pay_date.startsWith(day));
    const first = sameDay[0]!;
    const csv = ['订单编号,金额', `${first.order_no},${first.pay_money.toFixed(2)}`, 'X-404,12.30'];
    const second = sameDay[1];
    if (second) csv.push(`${second.order_no},${(second.pay_money + 1).toFixed(2)}`);
    const upload = multipart('bank.csv', Buffer.from(csv.join('\n')));
    const res = await server.call(admin, {
      method: 'POST',
      url: `/api/blade-desk/mall_finance_reconcile/fileCompare?id=${id}`,
      ...upload,
    });
    expect(res.json().data).toMatchObject({
      matchedCnt: 1,
      mismatchCnt: second ? 1 : 0,
      missingOrderCnt: 1,
      missingStatementCnt: inPeriod.n - (second ? 2 : 1),
      orderCents: inPeriod.cents,
    });
    const mismatches = (await get(`/blade-desk/mall_finance_reconcile/load/data?id=${id}&result=mismatch`)).json().data;
    if (second) expect(mismatches.records[0]).toMatchObject({ orderNo: second.order_no, orderMoney: second.pay_money });
    const platform = (await get(`/blade-desk/mall_finance_reconcile/load/platform/data?id=${id}`)).json().data;
    expect(platform.total).toBe(csv.length - 1);
    const kept = (await get(`/blade-desk/mall_finance_reconcile/detail?id=${id}`)).json().data;
    expect(kept).toMatchObject({ matchedCnt: 1, missingOrderCnt: 1, fileName: 'bank.csv' });

    const bad = multipart('bank.csv', Buffer.from('订单编号,金额\nA-1,1.234'));
    const refused = await server.call(admin, {
      method: 'POST',
      url: `/api/blade-desk/mall_finance_reconcile/fileCompare?id=${id}`,
      ...bad,
    });
    expect(refused.json().msg).toBe('第2行: 金额应为最多两位小数的数字');
    expect((await get(`/blade-desk/mall_finance_reconcile/detail?id=${id}`)).json().data.matchedCnt).toBe(1);

    // The same statement as the first sheet of a workbook (read streamed), a blank row and a second sheet ignored.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('账单');
    csv.forEach((line, index) => {
      const [no, money] = line.split(',');
      sheet.addRow(index === 0 ? [no, money] : [no, Number(money)]);
      if (index === 1) sheet.addRow([]);
    });
    book.addWorksheet('说明').addRow(['订单编号', '金额']);
    const viaXlsx = await server.call(admin, {
      method: 'POST',
      url: `/api/blade-desk/mall_finance_reconcile/fileCompare?id=${id}`,
      ...multipart('bank.xlsx', Buffer.from(await book.xlsx.writeBuffer())),
    });
    expect(viaXlsx.json().data).toMatchObject({ matchedCnt: 1, mismatchCnt: second ? 1 : 0, missingOrderCnt: 1 });
    const broken = await server.call(admin, {
      method: 'POST',
      url: `/api/blade-desk/mall_finance_reconcile/fileCompare?id=${id}`,
      ...multipart('bank.xlsx', Buffer.from('not a workbook')),
    });
    expect(broken.json().msg).toBe('账单文件无法解析，请上传 .xlsx 或 .csv 文件');

    // The desktop host's uploads carry no query: the record comes as a form field before the file.
    const viaField = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-desk/mall_finance_reconcile/fileCompare',
      ...multipart('bank.csv', Buffer.from(csv.slice(0, 2).join('\n')), { id }),
    });
    expect(viaField.json().data).toMatchObject({ matchedCnt: 1, mismatchCnt: 0, missingOrderCnt: 0 });
    const unknown = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-desk/mall_finance_reconcile/fileCompare',
      ...multipart('bank.csv', Buffer.from(csv.join('\n')), { id: '1' }),
    });
    expect(unknown.json().msg).toBe('对账记录不存在或已被删除');
  });
});

describe('reconciling a period of more deals than one page', () => {
  it('walks every deal once, however many share a pay time, and finds a named one beyond the first lookup chunk', async () => {
    // 2 300 deals of one day in three pay times: the period is read in pages of 2 000 after (pay date, rowid), so
    // ties straddle the page end; 1 200 statement lines span three lookup chunks of 500, with a duplicate across them.
    const insert = server.db.prepare(
      `INSERT INTO order_product (id, tenant_id, order_no, product_name, product_type, shop_id, shop_name, order_money,
         pay_money, discount_money, pay_status, pay_date, trade_type, admin_status, create_time, is_deleted)
       VALUES (?, '000000', ?, '对账分页', 1, 'S1', '对账商户', 12.34, 12.34, 0, 1, ?, 1, 0, ?, 0)`,
    );
    const numbers: string[] = [];
    server.db.transaction(() => {
      for (let i = 0; i < 2_300; i += 1) {
        const time = `2031-03-03 ${String(9 + (i % 3)).padStart(2, '0')}:00:00`;
        numbers.push(`RP${String(i).padStart(6, '0')}`);
        insert.run(`9100000000000${String(i).padStart(6, '0')}`, numbers[i], time, time);
      }
    })();
    try {
      await post('/blade-desk/mall_finance_reconcile/submit', {
        name: '分页对账',
        source: 2,
        periodFrom: '2031-03-03',
        periodTo: '2031-03-03',
      });
      const id = server.db
        .prepare<[], { id: string }>('SELECT id FROM mall_finance_reconcile ORDER BY id DESC LIMIT 1')
        .get()!.id;
      const named = numbers.slice(0, 1_199).map((no, i) => `${no},${i === 1_100 ? '12.35' : '12.34'}`);
      const csv = ['订单编号,金额', ...named, `${numbers[3]},12.34`].join('\n');
      const res = await server.call(admin, {
        method: 'POST',
        url: `/api/blade-desk/mall_finance_reconcile/fileCompare?id=${id}`,
        ...multipart('big.csv', Buffer.from(csv)),
      });
      expect(res.json().data).toMatchObject({
        matchedCnt: 1_198,
        mismatchCnt: 2,
        missingOrderCnt: 0,
        missingStatementCnt: 2_300 - 1_199,
        statementCents: 1_200 * 1_234 + 1,
        orderCents: 2_300 * 1_234,
      });
      const lines = server.db
        .prepare<[string], { order_no: string; result: string }>(
          'SELECT order_no, result FROM mall_finance_reconcile_line WHERE reconcile_id = ? ORDER BY id',
        )
        .all(id);
      const missing = lines.filter((line) => line.result === 'missingStatement').map((line) => line.order_no);
      expect(new Set(missing).size).toBe(missing.length);
      expect(missing.sort()).toEqual(numbers.slice(1_199));
      expect(lines[1_100]).toEqual({ order_no: numbers[1_100], result: 'mismatch' });
      expect(lines[1_199]).toEqual({ order_no: numbers[3], result: 'duplicate' });
    } finally {
      server.db.prepare("DELETE FROM order_product WHERE product_name = '对账分页'").run();
    }
  });
});

describe('sending an SMS through Aliyun', () => {
  let stub: Server;
  const seen: URLSearchParams[] = [];
  let answer = { Code: 'OK', Message: 'OK', BizId: 'biz-1' };
  beforeAll(async () => {
    stub = createServer((req, res) => {
      const params = new URL(req.url ?? '/', 'http://stub').searchParams;
      seen.push(params);
      const signature = params.get('Signature') ?? '';
      const rest = Object.fromEntries([...params].filter(([key]) => key !== 'Signature'));
      const valid = aliyunSignature('GET', rest, 'stub-secret') === signature;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(valid ? answer : { Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  const send = (payload: Record<string, unknown>) => post('/blade-desk/aliyun/message/send/sms', payload);
  const logs = () =>
    server.db
      .prepare(
        'SELECT phone, send_status AS status, biz_id AS bizId, error_msg AS error FROM mall_message_log ORDER BY id',
      )
      .all();

  it('refuses with no enabled configuration and logs nothing', async () => {
    const res = await send({ phone: '13800001111', templateParam: { code: '1234' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('未启用短信配置，请先在“短信配置”中启用阿里云短信');
    expect(logs()).toEqual([]);
  });

  it('sends a signed request to the provider and logs it sent; a refusal is logged failed', async () => {
    const { port } = stub.address() as AddressInfo;
    server.db
      .prepare(
        `INSERT INTO blade_sms (id, tenant_id, status, category, template_id, access_key, secret_key, region_id, sign_name, sms_code, is_deleted)
         VALUES ('9001', '000000', 2, 3, 'SMS_1', 'stub-key', 'stub-secret', 'cn-hangzhou', '大理文旅', 'aliyun', 0)`,
      )
      .run();
    server.db
      .prepare(
        "INSERT INTO blade_param (id, param_name, param_key, param_value, is_deleted) VALUES ('9002', 'SMS', 'sms.aliyun.endpoint', ?, 0)",
      )
      .run(`http://127.0.0.1:${port}/`);
    expect((await send({ phone: '1380000', templateParam: {} })).json().msg).toBe('请输入正确的手机号码');
    const ok = await send({ phone: '13800001111', templateParam: { code: '1234' } });
    expect(ok.json()).toMatchObject({ success: true, data: { bizId: 'biz-1' } });
    const call = seen.at(-1)!;
    expect(call.get('Action')).toBe('SendSms');
    expect(call.get('PhoneNumbers')).toBe('13800001111');
    expect(call.get('SignName')).toBe('大理文旅');
    expect(JSON.parse(call.get('TemplateParam') ?? '')).toEqual({ code: '1234' });

    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控', BizId: '' };
    const limited = await send({ phone: '13800002222', templateParam: { code: '9' } });
    expect(limited.statusCode).toBe(400);
    expect(limited.json().msg).toBe('发送失败: isv.BUSINESS_LIMIT_CONTROL: 触发流控');
    expect(logs()).toEqual([
      { phone: '13800001111', status: 1, bizId: 'biz-1', error: '' },
      { phone: '13800002222', status: 0, bizId: '', error: 'isv.BUSINESS_LIMIT_CONTROL: 触发流控' },
    ]);
    const smsOnly = (await get('/blade-desk/mallmessagelog/list/sms')).json().data;
    expect(smsOnly.total).toBe(2);
    expect((await get('/blade-desk/mallmessagelog/list/voice')).json().data.total).toBe(0);
  });
});
