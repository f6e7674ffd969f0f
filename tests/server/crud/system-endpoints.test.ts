import type { TreeNode } from '../../../src/shared/bladex/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';
import { createSystemHarness } from './system-harness';

// The hand-written system endpoints beside the generic CRUD routes (spec 002 §7), each with its effect, its refusals
// and its grant: user update / platform / authorisation, the merchant back-office address, dictionary details by code,
// region trees, role and department trees, menu lists, tenant settings and post select.

let server: TestServer;
let admin: string;
let midu: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
});
afterAll(async () => server.close());

const { call, ok, one, menuId, deptId, roleId, createRole, createUser } = createSystemHarness(
  () => server,
  () => admin,
);
const counts = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
const userRow = (id: string) => one<Record<string, unknown>>('SELECT * FROM blade_user WHERE id = ?', id);
type Page = { records: Record<string, unknown>[]; total: number; size: number; current: number };

describe('user update, platform and authorisation', () => {
  it('update changes an existing user as submit does, and never inserts', async () => {
    const { id } = await createUser(roleId('user'), deptId('办公室'));
    await ok(admin, 'POST', '/blade-system/user/update', { payload: { id, name: '改过', phone: '13912345678' } });
    expect(userRow(id)).toMatchObject({ name: '改过', phone: '13912345678' });

    const before = counts();
    const noId = await call(admin, 'POST', '/blade-system/user/update', {
      payload: { account: 'noid', password: 'abcdef', password2: 'abcdef', name: 'x', realName: '无编号' },
    });
    expect(noId).toMatchObject({ status: 400, body: { msg: '请选择要修改的用户' } });
    const blank = await call(admin, 'POST', '/blade-system/user/update', { payload: { id: ' ', name: 'x' } });
    expect(blank.status).toBe(400);
    const bad = await call(admin, 'POST', '/blade-system/user/update', { payload: { id, realName: '张' } });
    expect(bad).toMatchObject({ status: 400, body: { msg: '姓名长度在2到5个字符' } });
    const unknown = await call(admin, 'POST', '/blade-system/user/update', { payload: { id: '42', name: 'x' } });
    expect(unknown.status).toBe(400);
    expect(counts()).toEqual(before);
    expect(userRow(id).name).toBe('改过');
  });

  it('update needs user_edit: a role holding only the user menu is refused', async () => {
    const viewer = await createUser(await createRole(['system', 'user', 'user_view']), deptId('办公室'));
    const token = (await server.signIn(viewer.account, 'secret1')).access_token;
    const res = await call(token, 'POST', '/blade-system/user/update', { payload: { id: viewer.id, name: 'x' } });
    expect(res.status).toBe(403);
  });

  it('update/auth/info changes roles, departments and posts only, with the same reference checks', async () => {
    const { id } = await createUser(roleId('user'), deptId('办公室'));
    const post = one<{ id: string }>("SELECT id FROM blade_post WHERE tenant_id = '000000' AND post_code = 'staff'").id;
    await ok(admin, 'POST', '/blade-system/user/update/auth/info', {
      payload: {
        id,
        roleId: `${roleId('user')},${roleId('admin')}`,
        deptId: deptId('信息中心'),
        postId: post,
        name: '不该改',
        account: 'not-changed',
        status: 2,
      },
    });
    expect(userRow(id)).toMatchObject({
      role_id: `${roleId('user')},${roleId('admin')}`,
      dept_id: deptId('信息中心'),
      post_id: post,
      status: 1,
    });
    expect(userRow(id).name).not.toBe('不该改');
    expect(userRow(id).account).not.toBe('not-changed');

    const before = counts();
    const foreignDept = await call(admin, 'POST', '/blade-system/user/update/auth/info', {
      payload: { id, deptId: deptId('综合办公室', '100001') },
    });
    expect(foreignDept).toMatchObject({ status: 400, body: { msg: '所选机构不存在' } });
    const emptyRoles = await call(admin, 'POST', '/blade-system/user/update/auth/info', {
      payload: { id, roleId: '' },
    });
    expect(emptyRoles).toMatchObject({ status: 400, body: { msg: '请选择所属角色' } });
    const nothing = await call(admin, 'POST', '/blade-system/user/update/auth/info', { payload: { id, name: 'x' } });
    expect(nothing).toMatchObject({ status: 400, body: { msg: '请选择所属角色、部门或岗位' } });
    expect(counts()).toEqual(before);
  });

  it('update-platform keeps one JSON extension per platform; platform-detail reads it back', async () => {
    const { id } = await createUser(roleId('user'), deptId('办公室'));
    await ok(admin, 'POST', '/blade-system/user/update-platform', {
      query: { userId: id, userType: '2', userExt: '{"deviceNo":"DL-0001","pushId":"abc"}' },
    });
    await ok(admin, 'POST', '/blade-system/user/update-platform', {
      query: { userId: id, userType: '1', userExt: '{"homePage":"/wel/index"}' },
    });
    await ok(admin, 'POST', '/blade-system/user/update-platform', {
      query: { userId: id, userType: '2', userExt: '{"deviceNo":"DL-0002"}' },
    });
    expect(
      server.db
        .prepare('SELECT user_type, user_ext FROM blade_user_platform WHERE user_id = ? ORDER BY user_type')
        .all(id),
    ).toEqual([
      { user_type: 1, user_ext: '{"homePage":"/wel/index"}' },
      { user_type: 2, user_ext: '{"deviceNo":"DL-0002"}' },
    ]);
    // The user's own platform stays what it was (1 web); the detail answers that platform's extension by default.
    expect(userRow(id).user_type).toBe(1);
    const own = (await ok(admin, 'GET', '/blade-system/user/platform-detail', { query: { id } })) as Record<
      string,
      unknown
    >;
    expect(own).toMatchObject({ id, userType: 1, userExt: '{"homePage":"/wel/index"}', deptName: '办公室' });
    expect(own).not.toHaveProperty('password');
    const app = await ok(admin, 'GET', '/blade-system/user/platform-detail', { query: { id, userType: '2' } });
    expect(app).toMatchObject({ userType: 2, userExt: '{"deviceNo":"DL-0002"}' });
    const other = await ok(admin, 'GET', '/blade-system/user/platform-detail', { query: { id, userType: '3' } });
    expect(other).toMatchObject({ userType: 3, userExt: '' });
  });

  it('update-platform refuses what is not a JSON object, an unknown platform or user, and needs user_platform', async () => {
    const { id } = await createUser(roleId('user'), deptId('办公室'));
    const editor = await createUser(await createRole(['system', 'user', 'user_view', 'user_edit']), deptId('办公室'));
    const before = counts();
    for (const [query, msg] of [
      [{ userId: id, userType: '1', userExt: '[1,2]' }, '平台扩展信息必须是 JSON 对象'],
      [{ userId: id, userType: '1', userExt: '{oops' }, '平台扩展信息必须是 JSON 对象'],
      [{ userId: id, userType: '4', userExt: '{}' }, '用户平台只能是1(WEB)、2(APP)或3(OTHER)'],
      [{ userId: '42', userType: '1', userExt: '{}' }, '所选用户不存在或已被删除'],
    ] as const) {
      const res = await call(admin, 'POST', '/blade-system/user/update-platform', { query: { ...query } });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    const long = await call(admin, 'POST', '/blade-system/user/update-platform', {
      query: { userId: id, userType: '1', userExt: `{"a":"${'x'.repeat(2000)}"}` },
    });
    expect(long.status).toBe(400);
    const token = (await server.signIn(editor.account, 'secret1')).access_token;
    const refused = await call(token, 'POST', '/blade-system/user/update-platform', {
      query: { userId: id, userType: '1', userExt: '{}' },
    });
    expect(refused.status).toBe(403);
    // Another tenant's administrator reaches neither the user nor its extension.
    const fromMidu = await call(midu, 'POST', '/blade-system/user/update-platform', {
      query: { userId: id, userType: '1', userExt: '{}' },
    });
    expect(fromMidu.status).not.toBe(200);
    expect(await ok(midu, 'GET', '/blade-system/user/platform-detail', { query: { id } })).toEqual({});
    expect(counts()).toEqual(before);
  });
});

describe('merchant back office address', () => {
  it('answers the store.manageUrl parameter, and says which parameter is missing or wrong', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    expect(await ok(bigdata, 'GET', '/api/blade-system/api/storeManageUrl')).toBe('https://store.dali-travel.cn/');
    const param = one<{ id: string }>("SELECT id FROM blade_param WHERE param_key = 'store.manageUrl'").id;
    await ok(admin, 'POST', '/blade-system/param/submit', { payload: { id: param, paramValue: 'ftp://nope' } });
    const wrong = await call(admin, 'GET', '/blade-system/api/storeManageUrl');
    expect(wrong).toMatchObject({ status: 400 });
    expect(wrong.body.msg).toContain('store.manageUrl');
    await ok(admin, 'POST', '/blade-system/param/remove', { query: { ids: param } });
    const missing = await call(admin, 'GET', '/blade-system/api/storeManageUrl');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('未配置商户后台地址');
    const anonymous = await server.app.inject({ method: 'GET', url: '/blade-system/api/storeManageUrl' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('dictionary details', () => {
  it('detail takes ?code=&dictKey= (any signed-in user), ?code= (the root) or ?id= (the dictionary screen)', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    expect(
      await ok(bigdata, 'GET', '/blade-system/dict-biz/detail', { query: { code: 'product_type', dictKey: '3' } }),
    ).toMatchObject({ code: 'product_type', dictKey: '3', dictValue: '民宿酒店', tenantId: '000000' });
    expect(
      await ok(bigdata, 'GET', '/blade-system/dict/detail', { query: { code: 'sex', dictKey: '2' } }),
    ).toMatchObject({ code: 'sex', dictKey: '2', dictValue: '女' });
    const root = (await ok(admin, 'GET', '/blade-system/dict/detail', { query: { code: 'sex' } })) as {
      id: string;
      dictKey: string;
      parentId: string;
    };
    expect(root).toMatchObject({ dictKey: '-1', parentId: '0' });
    expect(await ok(admin, 'GET', '/blade-system/dict/detail', { query: { id: root.id } })).toMatchObject({
      code: 'sex',
      dictKey: '-1',
    });
    expect(await ok(admin, 'GET', '/blade-system/dict/detail', { query: { code: 'sex', dictKey: '9' } })).toEqual({});
    // Each tenant reads its own business dictionary.
    expect(
      await ok(midu, 'GET', '/blade-system/dict-biz/detail', { query: { code: 'product_type', dictKey: '3' } }),
    ).toMatchObject({ tenantId: '100001' });
    // By id it is the dictionary screen's read: the dictionary menu or the administrator.
    expect((await call(bigdata, 'GET', '/blade-system/dict/detail', { query: { id: root.id } })).status).toBe(403);
    expect((await call(admin, 'GET', '/blade-system/dict/detail')).status).toBe(400);
    expect((await call(admin, 'GET', '/blade-system/dict/detail', { query: { code: "x' OR 1" } })).status).toBe(400);
  });
});

describe('regions', () => {
  it('list answers a page with the §1.6 filters, not the whole tree', async () => {
    const first = (await ok(admin, 'GET', '/blade-system/region/list', { query: { current: '1', size: '5' } })) as Page;
    expect(first.records).toHaveLength(5);
    expect(first.total).toBe(one<{ n: number }>('SELECT COUNT(*) AS n FROM blade_region').n);
    expect(first).toMatchObject({ size: 5, current: 1 });
    expect(first.records[0]).not.toHaveProperty('children');
    const counties = (await ok(admin, 'GET', '/blade-system/region/list', {
      query: { parentCode_equal: '5329', size: '100' },
    })) as Page;
    expect(counties.total).toBe(12);
    const named = (await ok(admin, 'GET', '/blade-system/region/list', {
      query: { name: '弥渡', size: '100' },
    })) as Page;
    expect(named.records.map((row) => row.code)).toEqual(['532925']);
    const towns = (await ok(admin, 'GET', '/blade-system/region/list', {
      query: { parentCode_equal: '532925', regionLevel_equal: '4', current: '2', size: '5' },
    })) as Page;
    expect(towns).toMatchObject({ total: 8, current: 2 });
    expect(towns.records).toHaveLength(3);
  });

  it('lazy-trees answers each parent with its children; lazy-list and lazy-tree one level', async () => {
    const trees = (await ok(admin, 'GET', '/blade-system/region/lazy-trees', {
      query: { parentCode: '5329,532925,999999' },
    })) as TreeNode[];
    expect(trees.map((node) => node.id)).toEqual(['5329', '532925']);
    expect(trees[0]).toMatchObject({ title: '大理白族自治州', parentId: '53', hasChildren: true });
    expect(trees[0].children?.map((node) => node.id)).toHaveLength(12);
    expect(trees[0].children?.[0]).toMatchObject({ id: '532901', hasChildren: true });
    expect(trees[0].children?.[0]).not.toHaveProperty('children');
    expect(trees[1].children?.every((town) => town.hasChildren === false)).toBe(true);
    const country = (await ok(admin, 'GET', '/blade-system/region/lazy-trees')) as TreeNode[];
    expect(country).toHaveLength(1);
    expect(country[0]).toMatchObject({ id: '00', title: '中华人民共和国' });
    expect(country[0].children?.some((node) => node.id === '53')).toBe(true);
    expect(
      (await call(admin, 'GET', '/blade-system/region/lazy-trees', { query: { parentCode: '53;x' } })).status,
    ).toBe(400);
    const lazy = (await ok(admin, 'GET', '/blade-system/region/lazy-list', { query: { parentCode: '5329' } })) as {
      code: string;
      hasChildren: boolean;
    }[];
    expect(lazy).toHaveLength(12);
    expect(lazy.every((row) => row.hasChildren)).toBe(true);
  });

  it('the app-config city tree: Yunnan prefectures under 53, lazily by parentId', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const cities = (await ok(bigdata, 'GET', '/api/blade-app/config/region/tree/city', {
      query: { parentId: '53' },
    })) as TreeNode[];
    expect(cities).toHaveLength(16);
    expect(cities.find((node) => node.id === '5329')).toMatchObject({
      parentId: '53',
      title: '大理白族自治州',
      value: '5329',
      hasChildren: true,
    });
    expect(cities.find((node) => node.id === '5307')).toMatchObject({ title: '丽江市', hasChildren: false });
    const counties = (await ok(bigdata, 'GET', '/blade-app/config/region/tree/city', {
      query: { parentId: '5329', tenantId: '000000' },
    })) as TreeNode[];
    expect(counties.map((node) => node.title)).toContain('弥渡县');
    expect(await ok(bigdata, 'GET', '/blade-app/config/region/tree/city')).toHaveLength(16);
    expect(
      (await call(bigdata, 'GET', '/blade-app/config/region/tree/city', { query: { parentId: 'x' } })).status,
    ).toBe(400);
  });
});

describe('role, department and menu trees', () => {
  it('role/tree and role/tree-by-id answer the nested tree of the role tenant', async () => {
    await ok(admin, 'POST', '/blade-system/role/submit', {
      payload: { roleName: '县级运营', roleAlias: 'county_op', sort: 5, parentId: roleId('admin') },
    });
    const child = roleId('county_op');
    const tree = (await ok(admin, 'GET', '/blade-system/role/tree')) as TreeNode[];
    const byId = (await ok(admin, 'GET', '/blade-system/role/tree-by-id', { query: { roleId: child } })) as TreeNode[];
    expect(byId).toEqual(tree);
    const adminNode = byId.find((node) => node.id === roleId('admin'));
    expect(adminNode).toMatchObject({ title: '管理员', hasChildren: true });
    expect(adminNode?.children).toEqual([
      { id: child, parentId: roleId('admin'), title: '县级运营', key: child, value: child },
    ]);
    expect(byId.some((node) => node.id === child)).toBe(false);
    // Another tenant's role finds nothing; so does none.
    expect(
      await ok(admin, 'GET', '/blade-system/role/tree-by-id', { query: { roleId: roleId('admin', '100001') } }),
    ).toEqual([]);
    expect(await ok(admin, 'GET', '/blade-system/role/tree-by-id')).toEqual([]);
    const miduTree = (await ok(midu, 'GET', '/blade-system/role/tree')) as TreeNode[];
    expect(miduTree.map((node) => node.title)).toEqual(['管理员', '普通用户']);
  });

  it('dept/tree nests the tenant departments; dept/lazy-list answers one level with hasChildren', async () => {
    const tree = (await ok(admin, 'GET', '/blade-system/dept/tree')) as TreeNode[];
    expect(tree.map((node) => node.title)).toEqual(['大理州文旅局']);
    const dali = tree[0].children?.find((node) => node.title === '大理市文旅局');
    expect(dali?.children?.map((node) => node.title)).toEqual(['游客服务中心']);
    const top = (await ok(admin, 'GET', '/blade-system/dept/lazy-list')) as Record<string, unknown>[];
    expect(top.map((row) => [row.deptName, row.hasChildren])).toEqual([['大理州文旅局', true]]);
    const below = (await ok(admin, 'GET', '/blade-system/dept/lazy-list', {
      query: { parentId: deptId('大理州文旅局') },
    })) as Record<string, unknown>[];
    expect(below.map((row) => row.deptName)).toEqual([
      '办公室',
      '信息中心',
      '市场推广科',
      '大理市文旅局',
      '弥渡县文旅局',
      '宾川县文旅局',
    ]);
    expect(below.find((row) => row.deptName === '大理市文旅局')?.hasChildren).toBe(true);
    expect(below.find((row) => row.deptName === '办公室')?.hasChildren).toBe(false);
    const miduTree = (await ok(midu, 'GET', '/blade-system/dept/tree')) as TreeNode[];
    expect(miduTree.map((node) => node.title)).toEqual(['弥渡县文旅局']);
    expect((await call(admin, 'GET', '/blade-system/dept/lazy-list', { query: { parentId: 'x' } })).status).toBe(400);
  });

  it('menu-list is the menu tree without buttons; lazy-menu-list and lazy-list answer one level', async () => {
    const walk = (nodes: Record<string, unknown>[]): Record<string, unknown>[] =>
      nodes.flatMap((node) => [node, ...walk((node.children as Record<string, unknown>[] | undefined) ?? [])]);
    const menus = walk((await ok(admin, 'GET', '/blade-system/menu/menu-list')) as Record<string, unknown>[]);
    expect(menus.every((node) => node.category === 1)).toBe(true);
    expect(menus.map((node) => node.code)).toEqual(expect.arrayContaining(['system', 'user', 'post']));
    const system = menuId('system');
    const screens = (await ok(admin, 'GET', '/blade-system/menu/lazy-menu-list', {
      query: { parentId: system },
    })) as Record<string, unknown>[];
    expect(screens.map((row) => row.code)).toEqual(expect.arrayContaining(['user', 'dept', 'post']));
    expect(screens.every((row) => row.category === 1 && row.hasChildren === false)).toBe(true);
    const top = (await ok(admin, 'GET', '/blade-system/menu/lazy-menu-list')) as Record<string, unknown>[];
    expect(top.find((row) => row.code === 'system')?.hasChildren).toBe(true);
    // The generic lazy list holds the buttons too, and a screen with buttons has children.
    const withButtons = (await ok(admin, 'GET', '/blade-system/menu/lazy-list', {
      query: { parentId: menuId('post') },
    })) as Record<string, unknown>[];
    expect(withButtons.map((row) => row.code)).toEqual([
      'post_add',
      'post_edit',
      'post_delete',
      'post_view',
      'post_export',
    ]);
    const userScreen = (await ok(admin, 'GET', '/blade-system/menu/lazy-list', {
      query: { parentId: system },
    })) as Record<string, unknown>[];
    expect(userScreen.find((row) => row.code === 'user')?.hasChildren).toBe(true);
    // Menu management is the platform's: a tenant admin without the menu screen is refused.
    expect((await call(midu, 'GET', '/blade-system/menu/menu-list')).status).toBe(403);
  });
});

describe('tenants and posts', () => {
  it('datasource, package-setting and package-detail set and read a tenant, and refuse unknown ones', async () => {
    const pkg = one<{ id: string }>("SELECT id FROM blade_tenant_package WHERE package_name = '数据看板包'").id;
    expect(await ok(admin, 'GET', '/blade-system/tenant/package-detail', { query: { tenantId: '100001' } })).toEqual(
      {},
    );
    await ok(admin, 'POST', '/blade-system/tenant/datasource', { query: { tenantId: '100001', datasourceId: '7' } });
    expect(one("SELECT datasource_id FROM blade_tenant WHERE tenant_id = '100001'")).toEqual({ datasource_id: '7' });
    await ok(admin, 'POST', '/blade-system/tenant/package-setting', { query: { tenantId: '100001', packageId: pkg } });
    expect(
      await ok(admin, 'GET', '/blade-system/tenant/package-detail', { query: { tenantId: '100001' } }),
    ).toMatchObject({ id: pkg, packageName: '数据看板包' });
    await ok(admin, 'POST', '/blade-system/tenant/package-setting', { query: { tenantId: '100001', packageId: '' } });
    expect(await ok(admin, 'GET', '/blade-system/tenant/package-detail', { query: { tenantId: '100001' } })).toEqual(
      {},
    );
    await ok(admin, 'POST', '/blade-system/tenant/datasource', { query: { tenantId: '100001', datasourceId: '' } });
    expect(one("SELECT datasource_id FROM blade_tenant WHERE tenant_id = '100001'")).toEqual({ datasource_id: null });

    const before = counts();
    for (const [url, query, msg] of [
      ['/blade-system/tenant/datasource', { tenantId: '999999', datasourceId: '1' }, '租户不存在'],
      ['/blade-system/tenant/package-setting', { tenantId: '100001', packageId: '42' }, '产品包不存在'],
      ['/blade-system/tenant/package-setting', { tenantId: '000000', packageId: pkg }, '平台租户不绑定产品包'],
      ['/blade-system/tenant/package-setting', { tenantId: '12', packageId: pkg }, '租户ID格式不正确'],
    ] as const) {
      const res = await call(admin, 'POST', url, { query: { ...query } });
      expect(res.status, url).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect(
      (await call(admin, 'GET', '/blade-system/tenant/package-detail', { query: { tenantId: '999999' } })).status,
    ).toBe(400);
    // Tenant settings are the platform's: a tenant's admin is refused.
    expect(
      (
        await call(midu, 'POST', '/blade-system/tenant/package-setting', {
          query: { tenantId: '100001', packageId: pkg },
        })
      ).status,
    ).toBe(403);
    expect(counts()).toEqual(before);
  });

  it("post/select lists the caller tenant's posts in order, for any signed-in user", async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const posts = (await ok(bigdata, 'GET', '/blade-system/post/select')) as Record<string, unknown>[];
    expect(posts.map((row) => row.postName)).toEqual(['局长', '科长', '科员', '其他']);
    expect(posts.every((row) => row.tenantId === '000000')).toBe(true);
    const miduPosts = (await ok(midu, 'GET', '/blade-system/post/select')) as Record<string, unknown>[];
    expect(miduPosts.every((row) => row.tenantId === '100001')).toBe(true);
    expect(miduPosts.map((row) => row.id)).not.toContain(posts[0].id);
  });
});

describe('merchant password reset', () => {
  it('reset-merchant-password sets the initial password and ends the sessions; it needs its own button', async () => {
    const { account, id } = await createUser(roleId('user'), deptId('办公室'), 'merchant1');
    const session = (await server.signIn(account, 'merchant1')).access_token;
    await ok(admin, 'POST', '/blade-system/user/reset-merchant-password', { query: { userIds: id } });
    expect((await server.tokenRequest(account, 'merchant1')).statusCode).not.toBe(200);
    expect((await server.tokenRequest(account, '123456')).statusCode).toBe(200);
    expect((await call(session, 'GET', '/blade-system/user/info')).status).toBe(401);

    const resetter = await createUser(await createRole(['system', 'user', 'user_reset']), deptId('办公室'));
    const token = (await server.signIn(resetter.account, 'secret1')).access_token;
    const refused = await call(token, 'POST', '/blade-system/user/reset-merchant-password', { query: { userIds: id } });
    expect(refused.status).toBe(403);
    const unknown = await call(admin, 'POST', '/blade-system/user/reset-merchant-password', {
      query: { userIds: `${id},42` },
    });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '所选用户不存在或已被删除' } });
  });
});
