import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, grantClient, tableCounts, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let midu: string;
let bigdata: string;
beforeAll(async () => {
  server = await createTestServer();
  // The log cases below sign in without a captcha: the client is granted the password grant, as with captcha off.
  grantClient(server.db, 'password');
  admin = (await server.signIn('admin', 'admin')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
  bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
});
afterAll(async () => server.close());

type LogRow = Record<string, string | number | null>;
const apiRows = () => server.db.prepare('SELECT * FROM blade_log_api ORDER BY rowid').all() as LogRow[];
const errorRows = () => server.db.prepare('SELECT * FROM blade_log_error ORDER BY rowid').all() as LogRow[];
const saveErrors = (token: string, payload: unknown) =>
  server.call(token, {
    method: 'POST',
    url: '/api/blade-log/log/saveErrorLog',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const entry = (n: number) => ({
  requestUri: `/system/user?page=${n}`,
  method: 'GET',
  message: `Cannot read properties of undefined (reading 'id') #${n}`,
  stackTrace: `TypeError: Cannot read properties of undefined\n    at UserTable (UserTable.tsx:${n}:7)`,
  exceptionName: 'TypeError',
  params: 'componentStack: UserTable > ResourcePage',
  createTime: '2024-05-01 10:20:30',
});

describe('sign-in api log', () => {
  it('records a success with account, ip and agent, never the password', async () => {
    const before = apiRows().length;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: { grant_type: 'password', username: 'admin', password: md5Hex('admin'), tenantId: '000000' },
      headers: { authorization: CLIENT_BASIC, 'user-agent': 'DaliDesk/1.0 (Windows NT 10.0)' },
      remoteAddress: '192.168.1.23',
    });
    expect(res.statusCode).toBe(200);
    const rows = apiRows().slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenant_id: '000000',
      title: '登录成功',
      create_by: 'admin',
      remote_ip: '192.168.1.23',
      user_agent: 'DaliDesk/1.0 (Windows NT 10.0)',
      request_uri: '/blade-auth/oauth/token',
      method: 'POST',
      service_id: 'blade-auth',
    });
    expect(String(rows[0].params)).toContain('username=admin');
    expect(JSON.stringify(rows[0])).not.toContain(md5Hex('admin'));
    expect(rows[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records a failure with its reason, and a sign-out; a refresh is not a sign-in', async () => {
    const before = apiRows().length;
    await server.tokenRequest('admin', 'wrong-password', { remoteAddress: '10.9.9.9' });
    const session = await server.signIn('bigdata', 'bigdata');
    await server.app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      query: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
      headers: { authorization: CLIENT_BASIC },
    });
    await server.call(session.access_token, { method: 'GET', url: '/blade-auth/oauth/logout' });
    const rows = apiRows().slice(before);
    expect(rows.map((row) => [row.title, row.create_by])).toEqual([
      ['登录失败', 'admin'],
      ['登录成功', 'bigdata'],
      ['退出登录', 'bigdata'],
    ]);
    expect(rows[0].params).toContain('result=用户名或密码不正确');
    expect(rows[0].remote_ip).toBe('10.9.9.9');
    expect(JSON.stringify(rows)).not.toContain(md5Hex('wrong-password'));
  });
});

describe('saveErrorLog', () => {
  it('stores one object or an array; service, tenant and author come from the server and the token', async () => {
    const before = errorRows().length;
    const one = await saveErrors(admin, { ...entry(1), serviceId: 'forged', tenantId: '100001', createBy: 'someone' });
    expect(one.json()).toEqual({ code: 200, success: true, data: true, msg: '操作成功' });
    const batch = await saveErrors(midu, [
      entry(2),
      entry(3),
      { message: 'only a message', createTime: 1714530030000 },
    ]);
    expect(batch.statusCode).toBe(200);
    const rows = errorRows().slice(before);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      service_id: 'desktop-client',
      tenant_id: '000000',
      create_by: 'admin',
      request_uri: '/system/user?page=1',
      exception_name: 'TypeError',
      create_time: '2024-05-01 10:20:30',
      params: 'componentStack: UserTable > ResourcePage',
    });
    expect(rows.slice(1).map((row) => row.tenant_id)).toEqual(['100001', '100001', '100001']);
    expect(rows[3].create_time).toMatch(/^2024-05-\d{2} \d{2}:\d{2}:30$/);
  });

  it('accepts a full batch of 100 entries with long stacks', async () => {
    const before = errorRows().length;
    const big = Array.from({ length: 100 }, (_v, n) => ({
      ...entry(n),
      stackTrace: 's'.repeat(20000),
      message: 'm'.repeat(2000),
    }));
    const res = await saveErrors(bigdata, big);
    expect(res.statusCode).toBe(200);
    expect(errorRows().length).toBe(before + 100);
  });

  it('refuses bad batches whole, naming the entry and the field', async () => {
    const before = tableCounts(server.db);
    const cases: [unknown, string][] = [
      [[], '参数错误: 错误日志不能为空'],
      [Array.from({ length: 101 }, (_v, n) => entry(n)), '参数错误: 一次最多上传100条错误日志'],
      [{ ...entry(1), message: 'x'.repeat(2001) }, '参数错误: message 错误信息不能超过2000个字符'],
      [
        [entry(1), { ...entry(2), stackTrace: 'x'.repeat(20001) }],
        '参数错误: 1.stackTrace 堆栈信息不能超过20000个字符',
      ],
      [
        [entry(1), { ...entry(2), createTime: 'yesterday' }],
        '参数错误: 1.createTime 时间格式不正确，应为yyyy-MM-dd HH:mm:ss',
      ],
      [{ ...entry(1), message: 42 }, '参数错误: message '],
      ['just text', '参数错误: '],
    ];
    for (const [payload, msg] of cases) {
      const res = await saveErrors(admin, payload);
      expect(res.statusCode, msg).toBe(400);
      expect((res.json() as { msg: string }).msg.startsWith(msg), (res.json() as { msg: string }).msg).toBe(true);
    }
    expect(tableCounts(server.db)).toEqual(before);
  });
});

describe('log lists and details', () => {
  type Page = { data: { total: number; records: LogRow[]; size: number; current: number } };
  const list = async (token: string, kind: string, query = '') => {
    const res = await server.call(token, { method: 'GET', url: `/api/blade-log/${kind}/list${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Page).data;
  };

  it("pages each log of the caller's tenant, newest first, for administrators", async () => {
    const errors = await list(admin, 'error', '?current=1&size=2');
    const expected = (
      server.db.prepare("SELECT COUNT(*) AS n FROM blade_log_error WHERE tenant_id = '000000'").get() as { n: number }
    ).n;
    expect(errors.total).toBe(expected);
    expect(errors.records).toHaveLength(2);
    expect(errors.size).toBe(2);
    expect(new Set(errors.records.map((row) => row.tenantId))).toEqual(new Set(['000000']));
    const miduErrors = await list(midu, 'error', '?size=100');
    expect(miduErrors.total).toBe(3);
    expect(miduErrors.records.every((row) => row.tenantId === '100001')).toBe(true);

    const api = await list(admin, 'api');
    expect(api.records[0]).toHaveProperty('title');
    expect(api.records.every((row) => row.tenantId === '000000')).toBe(true);
    const times = api.records.map((row) => String(row.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list(admin, 'usual')).total).toBe(0);
  });

  it('searches by address, method, user, keyword and time range, refusing a malformed time', async () => {
    const byUri = await list(admin, 'error', `?size=100&requestUri=${encodeURIComponent('page=3')}`);
    expect(byUri.records.length).toBeGreaterThan(0);
    expect(byUri.records.every((row) => String(row.requestUri).includes('page=3'))).toBe(true);
    const byKeyword = await list(admin, 'error', `?size=100&keyword=${encodeURIComponent('#3')}`);
    expect(byKeyword.records.every((row) => String(row.message).includes('#3'))).toBe(true);
    const all = await list(admin, 'api', '?size=100');
    const byUser = await list(admin, 'api', '?size=100&createBy=admin&method=post');
    expect(byUser.records.length).toBeGreaterThan(0);
    expect(byUser.records.every((row) => String(row.createBy).includes('admin') && row.method === 'POST')).toBe(true);
    expect(byUser.total).toBeLessThanOrEqual(all.total);
    const future = await list(admin, 'api', '?createTimeBegin=2999-01-01');
    expect(future.total).toBe(0);
    const upToNow = await list(admin, 'api', '?size=100&createTimeEnd=2999-12-31');
    expect(upToNow.total).toBe(all.total);
    const bad = await server.call(admin, { method: 'GET', url: '/api/blade-log/api/list?createTimeBegin=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { msg: string }).msg).toContain('开始时间格式须为 yyyy-MM-dd HH:mm:ss');
  });

  it('honours the §1.6 filters and sorts on every listed column (issue 17)', async () => {
    const all = await list(admin, 'api', '?size=1000');
    expect(all.total).toBeGreaterThan(1);
    const uri = String(all.records[0].requestUri);
    const byUri = await list(admin, 'api', `?size=1000&requestUri=${encodeURIComponent(uri.slice(1, 12))}`);
    expect(byUri.total).toBeGreaterThan(0);
    expect(byUri.records.every((row) => String(row.requestUri).includes(uri.slice(1, 12)))).toBe(true);
    const none = await list(admin, 'api', '?serviceId_equal=no-such-service');
    expect(none.total).toBe(0);
    const future = await list(admin, 'api', `?createTime_datege=${encodeURIComponent('2999-01-01 00:00:00')}`);
    expect(future.total).toBe(0);
    const ascending = await list(admin, 'api', '?size=1000&ascs=request_uri');
    const uris = ascending.records.map((row) => String(row.requestUri));
    expect(uris).toEqual([...uris].sort());
    const unknown = await server.call(admin, { method: 'GET', url: '/blade-log/api/list?descs=no_such_column' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, msg: expect.stringContaining('no_such_column') });
  });

  it('details a row of the own tenant only', async () => {
    const [row] = (await list(midu, 'error')).records;
    const own = await server.call(midu, { method: 'GET', url: `/blade-log/error/detail?id=${row.id}` });
    expect(own.json()).toMatchObject({ data: { id: row.id, stackTrace: expect.stringContaining('TypeError') } });
    const foreign = await server.call(admin, { method: 'GET', url: `/blade-log/error/detail?id=${row.id}` });
    expect(foreign.json()).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' });
    const bad = await server.call(admin, { method: 'GET', url: '/blade-log/api/detail?id=1%20OR%201=1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ msg: '参数错误: id 格式不正确' });
  });

  it('refuses non-administrators with 401 请求未授权', async () => {
    for (const url of [
      '/blade-log/error/list',
      '/blade-log/api/list',
      '/blade-log/usual/list',
      '/blade-log/api/detail?id=1',
    ]) {
      const res = await server.call(bigdata, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: '请求未授权' });
    }
  });
});
