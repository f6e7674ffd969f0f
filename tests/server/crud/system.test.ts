import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';
import { createSystemHarness } from './system-harness';
import { md5Hex } from '../../../src/server/auth/password';

// The system-administration extras and their real effects: grants, blocking, password resets, data scopes.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const { call, ok, one, menuId, deptId, newest, createRole, createUser } = createSystemHarness(
  () => server,
  () => admin,
);
const routePaths = async (token: string): Promise<string[]> => {
  const walk = (nodes: { path: string; children?: unknown[] }[]): string[] =>
    nodes.flatMap((node) => [node.path, ...walk((node.children ?? []) as { path: string; children?: unknown[] }[])]);
  return walk((await ok(token, 'GET', '/blade-system/menu/routes')) as { path: string; children?: unknown[] }[]);
};

describe('role grants', () => {
  it('a role granted a menu sees it in its routes after signing in again, and loses it when revoked', async () => {
    const roleId = await createRole(['system', 'param']);
    const { account } = await createUser(roleId, deptId('办公室'));
    const first = (await server.signIn(account, 'secret1')).access_token;
    expect(await routePaths(first)).toContain('/system/param');
    expect(await routePaths(first)).not.toContain('/system/post');

    await ok(admin, 'POST', '/blade-system/role/grant', {
      payload: {
        roleIds: [roleId],
        menuIds: ['system', 'post', 'post_add'].map(menuId),
        dataScopeIds: [],
        apiScopeIds: [],
      },
    });
    const again = (await server.signIn(account, 'secret1')).access_token;
    const paths = await routePaths(again);
    expect(paths).toContain('/system/post');
    expect(paths).not.toContain('/system/param');
    expect(await ok(admin, 'GET', '/blade-system/menu/role-tree-keys', { query: { roleIds: roleId } })).toMatchObject({
      menu: expect.arrayContaining([menuId('post'), menuId('post_add')]),
    });
    // The button grant is what the server checks: post_add now passes, post_edit does not.
    const add = await call(again, 'POST', '/blade-system/post/submit', {
      payload: { category: 1, postCode: 'grant-test', postName: '授权测试', sort: 1 },
    });
    expect(add.status).toBe(200);
    const edit = await call(again, 'POST', '/blade-system/post/submit', {
      payload: { id: newest('blade_post'), postName: '改名' },
    });
    expect(edit.status).toBe(403);
  });

  it('a role without the administrator role cannot hand out menus it does not hold', async () => {
    const roleId = await createRole(['system', 'role', 'role_grant']);
    const { account } = await createUser(roleId, deptId('办公室'));
    const token = (await server.signIn(account, 'secret1')).access_token;
    const res = await call(token, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: ['system', 'tenant'].map(menuId) },
    });
    expect(res.status).toBe(403);
  });

  it('top menus: grant replaces the menus of a top menu and top-tree-keys reads them back', async () => {
    const top = one<{ id: string }>(
      "SELECT id FROM blade_top_menu WHERE tenant_id = '000000' ORDER BY sort LIMIT 1",
    ).id;
    await ok(admin, 'POST', '/blade-system/topmenu/grant', {
      payload: { topMenuIds: [top], menuIds: [menuId('system'), menuId('user')] },
    });
    expect(await ok(admin, 'GET', '/blade-system/menu/top-tree-keys', { query: { topMenuIds: top } })).toEqual({
      menu: expect.arrayContaining([menuId('system'), menuId('user')]),
    });
    const tree = (await ok(admin, 'GET', '/blade-system/menu/grant-top-tree')) as { menu: unknown[] };
    expect(tree.menu.length).toBeGreaterThan(0);
  });
});

describe('user actions', () => {
  it('a blocked user cannot sign in and its token stops; unblock restores it', async () => {
    const { account, id } = await createUser(await createRole(['system', 'param']), deptId('办公室'));
    const token = (await server.signIn(account, 'secret1')).access_token;
    await ok(admin, 'POST', '/blade-system/user/block', { query: { userIds: id } });
    expect((await call(token, 'GET', '/blade-system/user/info')).status).toBe(401);
    expect((await server.tokenRequest(account, 'secret1')).statusCode).not.toBe(200);
    await ok(admin, 'POST', '/blade-system/user/unblock', { query: { userIds: id } });
    expect((await server.tokenRequest(account, 'secret1')).statusCode).toBe(200);
  });

  it('reset-password sets account.initPassword (123456); the old password stops working', async () => {
    const { account, id } = await createUser(await createRole(['system', 'param']), deptId('办公室'), 'oldpass');
    await ok(admin, 'POST', '/blade-system/user/reset-password', { query: { userIds: id } });
    expect((await server.tokenRequest(account, 'oldpass')).statusCode).not.toBe(200);
    expect((await server.tokenRequest(account, '123456')).statusCode).toBe(200);
  });

  it('reset-password names the password, marks the account and the mark goes when it sets its own (issue 19 item 5)', async () => {
    const { account, id } = await createUser(await createRole(['system', 'param']), deptId('办公室'), 'oldpass');
    // The confirmation's question: only someone who may reset is told the password a reset gives.
    expect(await ok(admin, 'GET', '/blade-system/user/reset-password')).toEqual({ password: '123456' });
    const plain = (await server.signIn(account, 'oldpass')).access_token;
    expect((await call(plain, 'GET', '/blade-system/user/reset-password')).status).toBe(403);
    expect((await server.signIn(account, 'oldpass')).detail).toEqual({ type: 'web' });

    const reset = await call(admin, 'POST', '/blade-system/user/reset-password', { query: { userIds: id } });
    expect(reset.status).toBe(200);
    expect(reset.body.msg).toContain('123456');
    const marked = await server.signIn(account, '123456');
    expect(marked.detail).toEqual({ type: 'web', passwordReset: true });

    const changed = await call(marked.access_token, 'POST', '/blade-system/user/update-password', {
      query: { oldPassword: md5Hex('123456'), newPassword: md5Hex('mine-789'), newPassword1: md5Hex('mine-789') },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await server.signIn(account, 'mine-789')).detail).toEqual({ type: 'web' });
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM blade_user_password_reset WHERE user_id = ?', id).n).toBe(0);
  });

  it('unlock clears the account lockout', async () => {
    const { account, id } = await createUser(await createRole(['system', 'param']), deptId('办公室'));
    for (let i = 0; i < 5; i += 1) await server.tokenRequest(account, 'wrong!', { remoteAddress: '10.9.0.1' });
    const locked = await server.tokenRequest(account, 'secret1', { remoteAddress: '10.9.0.2' });
    expect(locked.statusCode).not.toBe(200);
    expect(locked.body).toContain('次数过多');
    await ok(admin, 'POST', '/blade-system/user/unlock', { query: { userIds: id } });
    expect((await server.tokenRequest(account, 'secret1', { remoteAddress: '10.9.0.3' })).statusCode).toBe(200);
  });

  it('grant sets roles; detail carries role, dept and post names; an account is unique per tenant', async () => {
    const { id } = await createUser(await createRole(['system', 'param']), deptId('办公室'));
    const userRole = one<{ id: string }>(
      "SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'user'",
    ).id;
    await ok(admin, 'POST', '/blade-system/user/grant', { query: { userIds: id, roleIds: userRole } });
    const detail = (await ok(admin, 'GET', '/blade-system/user/detail', { query: { id } })) as Record<string, unknown>;
    expect(detail).toMatchObject({ roleId: userRole, roleName: '普通用户', deptName: '办公室' });
    expect(detail).not.toHaveProperty('password');
    const taken = await call(admin, 'POST', '/blade-system/user/submit', {
      payload: {
        account: 'admin',
        password: 'abcdef',
        password2: 'abcdef',
        name: 'x',
        realName: '重复',
        userType: 1,
        roleId: userRole,
        deptId: deptId('办公室'),
      },
    });
    expect(taken).toMatchObject({ status: 400, body: { msg: '当前账号已被使用!' } });
    const self = await call(admin, 'POST', '/blade-system/user/remove', { query: { ids: '1123598821738675201' } });
    expect(self.status).toBe(400);
  });

  it('page?deptId= includes the users of the departments below', async () => {
    const role = await createRole(['system', 'param']);
    const below = await createUser(role, deptId('游客服务中心'));
    const page = (await ok(admin, 'GET', '/blade-system/user/page', {
      query: { deptId: deptId('大理市文旅局'), size: '100' },
    })) as {
      records: { id: string }[];
    };
    expect(page.records.map((row) => row.id)).toContain(below.id);
    const other = (await ok(admin, 'GET', '/blade-system/user/page', {
      query: { deptId: deptId('信息中心'), size: '100' },
    })) as {
      records: { id: string }[];
    };
    expect(other.records.map((row) => row.id)).not.toContain(below.id);
  });
});

describe('data scopes limit the user list', () => {
  const scope = async (scopeName: string, scopeColumn: string, scopeType: number, scopeValue?: string) => {
    await ok(admin, 'POST', '/blade-system/data-scope/submit', {
      payload: {
        menuId: menuId('user'),
        scopeName,
        resourceCode: 'user',
        scopeColumn,
        scopeField: '*',
        scopeClass: 'org.springblade.modules.system.mapper.UserMapper.selectUserPage',
        scopeType,
        ...(scopeValue ? { scopeValue } : {}),
      },
    });
    return newest('blade_scope_data');
  };
  const visibleIds = async (token: string) =>
    (
      (await ok(token, 'GET', '/blade-system/user/page', { query: { size: '1000' } })) as {
        records: { id: string; deptId: string; account: string }[];
      }
    ).records;

  it('own dept (3), own dept and below (4), self (2) and custom (5) each limit the rows', async () => {
    const dali = deptId('大理市文旅局');
    const service = deptId('游客服务中心');
    const ownDept = await scope('本部门', 'dept_id', 3);
    const roleId = await createRole(['system', 'user', 'user_view'], [ownDept]);
    const viewer = await createUser(roleId, dali);
    const inService = await createUser(roleId, service);
    const token = (await server.signIn(viewer.account, 'secret1')).access_token;

    const own = await visibleIds(token);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.deptId.split(',').includes(dali))).toBe(true);
    expect(own.map((row) => row.id)).not.toContain(inService.id);
    // The admin, not limited, sees more.
    expect((await visibleIds(admin)).length).toBeGreaterThan(own.length);
    // Detail follows the same scope.
    expect(await ok(token, 'GET', '/blade-system/user/detail', { query: { id: inService.id } })).toEqual({});

    const below = await scope('本部门及以下', 'dept_id', 4);
    await ok(admin, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: ['system', 'user', 'user_view'].map(menuId), dataScopeIds: [below] },
    });
    const withBelow = await visibleIds(token);
    expect(withBelow.map((row) => row.id)).toEqual(expect.arrayContaining([viewer.id, inService.id]));
    expect(withBelow.every((row) => row.deptId.split(',').some((id) => id === dali || id === service))).toBe(true);

    const custom = await scope('指定账号', 'account', 5, 'admin');
    await ok(admin, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: ['system', 'user', 'user_view'].map(menuId), dataScopeIds: [custom] },
    });
    expect((await visibleIds(token)).map((row) => row.account)).toEqual(['admin']);

    const self = await scope('本人创建', 'create_user', 2);
    await ok(admin, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: ['system', 'user', 'user_view'].map(menuId), dataScopeIds: [self] },
    });
    expect(await visibleIds(token)).toEqual([]);

    const all = await scope('全部', 'dept_id', 1);
    await ok(admin, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: ['system', 'user', 'user_view'].map(menuId), dataScopeIds: [self, all] },
    });
    expect((await visibleIds(token)).length).toBe((await visibleIds(admin)).length);
  });

  it('a custom scope needs a value; a scope on an unknown column is refused with its name', async () => {
    const res = await call(admin, 'POST', '/blade-system/data-scope/submit', {
      payload: {
        menuId: menuId('user'),
        scopeName: 'x',
        resourceCode: 'user',
        scopeColumn: 'account',
        scopeField: '*',
        scopeClass: 'x',
        scopeType: 5,
      },
    });
    expect(res).toMatchObject({ status: 400, body: { msg: '请输入规则值' } });
    const bad = await scope('坏字段', 'no_such_column', 2);
    const roleId = await createRole(['system', 'user', 'user_view'], [bad]);
    const viewer = await createUser(roleId, deptId('办公室'));
    const token = (await server.signIn(viewer.account, 'secret1')).access_token;
    const list = await call(token, 'GET', '/blade-system/user/page');
    expect(list.status).toBe(400);
    expect(list.body.msg).toContain('no_such_column');
  });
});

describe('departments, dictionaries, regions', () => {
  it('keeps ancestors when a department moves, and refuses removing one with children or users', async () => {
    await ok(admin, 'POST', '/blade-system/dept/submit', {
      payload: { parentId: deptId('办公室'), deptName: '档案室', fullName: '档案室', deptCategory: 2, sort: 1 },
    });
    const archive = newest('blade_dept');
    await ok(admin, 'POST', '/blade-system/dept/submit', {
      payload: { parentId: archive, deptName: '档案一组', fullName: '档案一组', deptCategory: 3, sort: 1 },
    });
    const group = newest('blade_dept');
    await ok(admin, 'POST', '/blade-system/dept/submit', { payload: { id: archive, parentId: deptId('信息中心') } });
    const root = deptId('大理州文旅局');
    expect(one<{ ancestors: string }>('SELECT ancestors FROM blade_dept WHERE id = ?', group).ancestors).toBe(
      `0,${root},${deptId('信息中心')},${archive}`,
    );
    const loop = await call(admin, 'POST', '/blade-system/dept/submit', { payload: { id: archive, parentId: group } });
    expect(loop.status).toBe(400);
    expect((await call(admin, 'POST', '/blade-system/dept/remove', { query: { ids: archive } })).body.msg).toBe(
      '请先删除子节点',
    );
    expect((await call(admin, 'POST', '/blade-system/dept/remove', { query: { ids: deptId('办公室') } })).status).toBe(
      400,
    );
    const lazy = (await ok(admin, 'GET', '/blade-system/dept/lazy-tree', {
      query: { parentId: deptId('信息中心') },
    })) as { id: string; hasChildren: boolean }[];
    expect(lazy).toEqual([expect.objectContaining({ id: archive, hasChildren: true })]);
  });

  it('dictionaries: a root gets key -1, a child needs a key, takes its parent code and lists under it', async () => {
    await ok(admin, 'POST', '/blade-system/dict/submit', {
      payload: { parentId: '0', code: 'test_colour', dictValue: '颜色', sort: 1, isSealed: 0 },
    });
    const root = newest('blade_dict');
    expect(one<{ dict_key: string }>('SELECT dict_key FROM blade_dict WHERE id = ?', root).dict_key).toBe('-1');
    const missing = await call(admin, 'POST', '/blade-system/dict/submit', {
      payload: { parentId: root, code: 'test_colour', dictValue: '红', sort: 1, isSealed: 0 },
    });
    expect(missing).toMatchObject({ status: 400, body: { msg: '请输入字典键值' } });
    await ok(admin, 'POST', '/blade-system/dict/submit', {
      payload: { parentId: root, code: 'other', dictKey: '1', dictValue: '红', sort: 1, isSealed: 0 },
    });
    const child = newest('blade_dict');
    expect(one<{ code: string }>('SELECT code FROM blade_dict WHERE id = ?', child).code).toBe('test_colour');
    const dup = await call(admin, 'POST', '/blade-system/dict/submit', {
      payload: { parentId: root, code: 'x', dictKey: '1', dictValue: '又红', sort: 2, isSealed: 0 },
    });
    expect(dup.body.msg).toBe('当前字典键值已存在!');
    const children = (await ok(admin, 'GET', '/blade-system/dict/child-list', { query: { parentId: root } })) as {
      records: { id: string }[];
      total: number;
    };
    expect(children.records.map((row) => row.id)).toEqual([child]);
    expect(await ok(admin, 'GET', '/blade-system/dict/dictionary', { query: { code: 'test_colour' } })).toEqual([
      expect.objectContaining({ dictKey: '1', dictValue: '红' }),
    ]);
    const roots = (await ok(admin, 'GET', '/blade-system/dict/parent-list', { query: { code: 'test_colour' } })) as {
      records: { id: string }[];
    };
    expect(roots.records.map((row) => row.id)).toEqual([root]);
    expect((await call(admin, 'POST', '/blade-system/dict/remove', { query: { ids: root } })).body.msg).toBe(
      '请先删除子节点',
    );
  });

  it('regions: a new town derives its chain from its parent; the lazy list shows it', async () => {
    await ok(admin, 'POST', '/blade-system/region/submit', {
      payload: { parentCode: '532922', code: '532922990', name: '测试镇', regionLevel: 4, sort: 99 },
    });
    const row = one<Record<string, unknown>>("SELECT * FROM blade_region WHERE code = '532922990'");
    expect(row).toMatchObject({
      ancestors: '0,00,53,5329,532922',
      province_code: '53',
      city_code: '5329',
      district_code: '532922',
      town_code: '532922990',
      town_name: '测试镇',
    });
    const wrong = await call(admin, 'POST', '/blade-system/region/submit', {
      payload: { parentCode: '532922', code: '532901991', name: '错', regionLevel: 4, sort: 1 },
    });
    expect(wrong.status).toBe(400);
    const lazy = (await ok(admin, 'GET', '/blade-system/region/lazy-list', { query: { parentCode: '532922' } })) as {
      code: string;
    }[];
    expect(lazy.map((r) => r.code)).toContain('532922990');
    expect((await call(admin, 'POST', '/blade-system/region/remove', { query: { id: '532922' } })).body.msg).toBe(
      '请先删除子节点',
    );
  });
});

describe('tenants, storage and SMS', () => {
  it('a new tenant gets its admin account (initial password) with the default menus', async () => {
    await ok(admin, 'POST', '/blade-system/tenant/submit', {
      payload: { tenantName: '宾川县文旅局', linkman: '李四', contactNumber: '0872-1234567' },
    });
    const tenantId = one<{ tenant_id: string }>(
      'SELECT tenant_id FROM blade_tenant ORDER BY rowid DESC LIMIT 1',
    ).tenant_id;
    expect(tenantId).toMatch(/^\d{6}$/);
    const token = (await server.signIn('admin', '123456', tenantId)).access_token;
    const paths = await routePaths(token);
    expect(paths).toContain('/system/user');
    expect(paths).not.toContain('/system/tenant');
    await ok(admin, 'POST', '/blade-system/tenant/setting', {
      query: { ids: newest('blade_tenant'), accountNumber: '1', expireTime: '2099-01-01 00:00:00' },
    });
    const over = await call(token, 'POST', '/blade-system/user/submit', {
      payload: {
        account: 'second',
        password: 'abcdef',
        password2: 'abcdef',
        name: 'x',
        realName: '第二',
        userType: 1,
        roleId: one<{ id: string }>('SELECT id FROM blade_role WHERE tenant_id = ?', tenantId).id,
        deptId: one<{ id: string }>('SELECT id FROM blade_dept WHERE tenant_id = ?', tenantId).id,
      },
    });
    expect(over.body.msg).toBe('当前租户已到最大账号额度!');
    const fromTenant = await call(token, 'GET', '/blade-system/tenant/list');
    expect(fromTenant.status).toBe(403);
  });

  it('enable leaves exactly one OSS configuration of the tenant on', async () => {
    const add = async (bucketName: string) => {
      await ok(admin, 'POST', '/blade-resource/oss/submit', {
        payload: { category: 1, endpoint: 'https://oss.example.com', bucketName, accessKey: 'a', secretKey: 's' },
      });
      return newest('blade_oss');
    };
    const first = await add('b1');
    const second = await add('b2');
    await ok(admin, 'POST', '/blade-resource/oss/enable', { query: { id: first } });
    await ok(admin, 'POST', '/blade-resource/oss/enable', { query: { id: second } });
    const on = server.db
      .prepare<[], { id: string }>("SELECT id FROM blade_oss WHERE tenant_id = '000000' AND status = 2")
      .all();
    expect(on.map((row) => row.id)).toEqual([second]);
  });

  // Each refusal of send-message is in tests/server/crud/attach-sms.test.ts.
  it('send-message says plainly that no SMS gateway is configured', async () => {
    await ok(admin, 'POST', '/blade-resource/sms/submit', {
      payload: { category: 1, smsCode: 'sys-test', templateId: 't', accessKey: 'a', secretKey: 's', signName: '大理' },
    });
    await ok(admin, 'POST', '/blade-resource/sms/enable', { query: { id: newest('blade_sms') } });
    const res = await call(admin, 'POST', '/blade-resource/sms/endpoint/send-message', {
      query: { code: 'sys-test', phones: '13800000000', params: '{"code":"1234"}' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('短信网关');
  });
});

describe('API scopes restrict the interfaces they name', () => {
  it('a path named by an API scope is refused (403) until the role is granted the scope; other paths stay open', async () => {
    await ok(admin, 'POST', '/blade-system/api-scope/submit', {
      payload: {
        menuId: menuId('param'),
        scopeName: '参数列表接口',
        resourceCode: 'param',
        scopePath: '/blade-system/param/list',
        scopeType: 1,
      },
    });
    const apiScope = newest('blade_scope_api');
    const menus = ['system', 'param', 'param_view', 'user', 'user_view'];
    const roleId = await createRole(menus);
    const { account } = await createUser(roleId, deptId('办公室'));
    const token = (await server.signIn(account, 'secret1')).access_token;

    const refused = await call(token, 'GET', '/blade-system/param/list');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: '请求被拒绝' });
    // With the /api prefix too: the scope path is matched anywhere in the path.
    expect((await call(token, 'GET', '/api/blade-system/param/list')).status).toBe(403);
    // A path no scope names is untouched, and the platform administrator is never limited.
    await ok(token, 'GET', '/blade-system/user/page');
    await ok(admin, 'GET', '/blade-system/param/list');

    await ok(admin, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: menus.map(menuId), dataScopeIds: [], apiScopeIds: [apiScope] },
    });
    await ok(token, 'GET', '/blade-system/param/list');

    // Removing the scope reopens the path for roles that never held it.
    const other = await createRole(menus);
    const otherUser = await createUser(other, deptId('办公室'));
    const otherToken = (await server.signIn(otherUser.account, 'secret1')).access_token;
    expect((await call(otherToken, 'GET', '/blade-system/param/list')).status).toBe(403);
    await ok(admin, 'POST', '/blade-system/api-scope/remove', { query: { ids: apiScope } });
    await ok(otherToken, 'GET', '/blade-system/param/list');
  });
});
