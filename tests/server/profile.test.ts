import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsWithDefaultPassword } from '../../src/server/default-passwords';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, tableCounts, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const ADMIN_ID = '1123598821738675201';
const adminRow = () =>
  server.db.prepare('SELECT * FROM blade_user WHERE id = ?').get(ADMIN_ID) as Record<string, string | number | null>;
const updateInfo = (token: string, payload: unknown) =>
  server.call(token, { method: 'POST', url: '/api/blade-system/user/update-info', payload: payload as object });
const updatePassword = (token: string, oldPassword: string, newPassword: string, newPassword1 = newPassword) =>
  server.call(token, {
    method: 'POST',
    url: '/api/blade-system/user/update-password',
    query: { oldPassword, newPassword, newPassword1 },
  });
const expectFail = (res: { statusCode: number; json(): unknown }, msg: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 400, success: false, msg });
};
const refresh = (refreshToken: string) =>
  server.app.inject({
    method: 'POST',
    url: '/blade-auth/oauth/token',
    query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000' },
    headers: { authorization: CLIENT_BASIC },
  });

describe('update-info', () => {
  it('writes the profile fields and ignores role, dept, account, password, tenant and status', async () => {
    const token = (await server.signIn('admin', 'admin')).access_token;
    const before = adminRow();
    const res = await updateInfo(token, {
      name: '老管',
      realName: '段志强',
      avatar: 'https://img.dali-travel.cn/avatar/1.png',
      phone: '13987654321',
      email: 'duan@dali-travel.cn',
      sex: 2,
      birthday: '1986-04-12',
      roleId: '1',
      deptId: '2',
      account: 'root',
      password: md5Hex('hacked'),
      tenantId: '100001',
      status: 2,
      id: '42',
    });
    expect(res.json()).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const after = adminRow();
    expect(after).toMatchObject({
      name: '老管',
      real_name: '段志强',
      avatar: 'https://img.dali-travel.cn/avatar/1.png',
      phone: '13987654321',
      email: 'duan@dali-travel.cn',
      sex: 2,
      birthday: '1986-04-12 00:00:00',
    });
    for (const column of ['role_id', 'dept_id', 'account', 'password', 'tenant_id', 'status', 'id']) {
      expect(after[column], column).toBe(before[column]);
    }
    expect(after.update_time).not.toBe(before.update_time);
    const info = await server.call(token, { method: 'GET', url: '/blade-system/user/info' });
    expect(info.json()).toMatchObject({ data: { realName: '段志强', sexName: '女', phone: '13987654321' } });
  });

  it('leaves absent fields alone and clears a field sent empty', async () => {
    const token = (await server.signIn('admin', 'admin')).access_token;
    expect((await updateInfo(token, { phone: '' })).statusCode).toBe(200);
    expect(adminRow()).toMatchObject({ phone: null, real_name: '段志强', email: 'duan@dali-travel.cn' });
  });

  it('refuses bad values with the field named, writing nothing', async () => {
    const token = (await server.signIn('admin', 'admin')).access_token;
    const before = tableCounts(server.db);
    const row = adminRow();
    const cases: [unknown, string][] = [
      [{ phone: '1398765432' }, '参数错误: phone 手机号码格式不正确'],
      [{ phone: '23987654321' }, '参数错误: phone 手机号码格式不正确'],
      [{ email: 'not-an-address' }, '参数错误: email 邮箱格式不正确'],
      [{ avatar: 'javascript:alert(1)' }, '参数错误: avatar 头像必须是http或https开头的链接'],
      [{ avatar: 'file:///etc/passwd' }, '参数错误: avatar 头像必须是http或https开头的链接'],
      [{ sex: 3 }, '参数错误: sex 性别只能是1(男)或2(女)'],
      [{ birthday: '1990-02-30' }, '参数错误: birthday 生日格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss'],
      [{ realName: '长'.repeat(51) }, '参数错误: realName 姓名不能超过50个字符'],
      // A valid field next to a bad one: the whole call is refused.
      [{ realName: '新名字', phone: 'abc' }, '参数错误: phone 手机号码格式不正确'],
      [{ roleId: '1', status: 2 }, '参数错误: 没有可修改的个人信息'],
    ];
    for (const [payload, msg] of cases) expectFail(await updateInfo(token, payload), msg);
    expect(tableCounts(server.db)).toEqual(before);
    expect(adminRow()).toEqual(row);
  });
});

describe('update-password', () => {
  it('checks confirmation, old password and difference, writing nothing on refusal', async () => {
    const session = await server.signIn('bigdata', 'bigdata');
    const token = session.access_token;
    const stored = () =>
      (server.db.prepare("SELECT password FROM blade_user WHERE account = 'bigdata'").get() as { password: string })
        .password;
    const before = { counts: tableCounts(server.db), password: stored() };
    expectFail(
      await updatePassword(token, md5Hex('bigdata'), md5Hex('N3w!pass'), md5Hex('other')),
      '请输入正确的确认密码!',
    );
    expectFail(await updatePassword(token, md5Hex('wrong'), md5Hex('N3w!pass')), '原密码不正确!');
    expectFail(await updatePassword(token, md5Hex('bigdata'), md5Hex('bigdata')), '新密码不能与原密码相同');
    expectFail(await updatePassword(token, '', md5Hex('x')), '参数错误: oldPassword 原密码不能为空');
    expectFail(
      await updatePassword(token, md5Hex('bigdata'), 'plain', 'plain'),
      '参数错误: newPassword 新密码应为md5摘要（32位十六进制）',
    );
    expect(tableCounts(server.db)).toEqual(before.counts);
    expect(stored()).toBe(before.password);
    expect((await server.call(token, { method: 'GET', url: '/blade-system/user/info' })).statusCode).toBe(200);
  });

  it('takes the plaintext a SpringBlade client (Saber) sends, and the new password signs in either way', async () => {
    const token = (await server.signIn('bigdata', 'bigdata')).access_token;
    expectFail(await updatePassword(token, 'not-it', 'Erhai#2024', 'Erhai#2024'), '原密码不正确!');
    expectFail(await updatePassword(token, 'bigdata', 'bigdata', 'bigdata'), '新密码不能与原密码相同');
    expect((await updatePassword(token, 'bigdata', 'Erhai#2024', 'Erhai#2024')).statusCode).toBe(200);
    // Flavour X signs in with the md5 of the new plaintext, as the SpringBlade sign-in checks it too.
    await server.signIn('bigdata', 'Erhai#2024');
    const back = (await server.signIn('bigdata', 'Erhai#2024')).access_token;
    expect((await updatePassword(back, md5Hex('Erhai#2024'), md5Hex('bigdata'))).statusCode).toBe(200);
  });

  it('changes the password, ends the other sessions but keeps this one, and clears the default-password mark', async () => {
    expect(await accountsWithDefaultPassword(server.db)).toContain('000000:admin');
    const current = await server.signIn('admin', 'admin');
    const other = await server.signIn('admin', 'admin');
    const otherUser = await server.signIn('bigdata', 'bigdata');

    const res = await updatePassword(current.access_token, md5Hex('admin'), md5Hex('Dali@2024!'));
    expect(res.json()).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });

    const userInfo = (token: string) => server.call(token, { method: 'GET', url: '/blade-system/user/info' });
    expect((await userInfo(current.access_token)).statusCode).toBe(200);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect((await userInfo(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    expect((await userInfo(otherUser.access_token)).statusCode).toBe(200);

    expect((await server.tokenRequest('admin', 'admin')).statusCode).toBe(400);
    await server.signIn('admin', 'Dali@2024!');
    expect(await accountsWithDefaultPassword(server.db)).not.toContain('000000:admin');
    expect(await accountsWithDefaultPassword(server.db)).toContain('000000:bigdata');
  });
});
