import type { MenuNode, TreeNode } from '../../../src/shared/bladex/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';
import { createSystemHarness } from './system-harness';

// Tenant packages have an effect (BladeX X): a tenant bound to a package uses only the package's menus, in its
// routes, its buttons, the server's button checks and the grant tree its administrators hand roles out from.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const { call, ok, one, menuId, roleId, newest } = createSystemHarness(
  () => server,
  () => admin,
);

const walk = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
const routePaths = async (token: string) =>
  walk((await ok(token, 'GET', '/blade-system/menu/routes')) as MenuNode[]).map((node) => node.path);
const buttonCodes = async (token: string) =>
  walk((await ok(token, 'GET', '/blade-system/menu/buttons')) as MenuNode[])
    .filter((node) => node.category === 2)
    .map((node) => node.code);
const miduAdmin = async () => (await server.signIn('admin', 'admin', '100001')).access_token;

const createPackage = async (packageName: string, menuCodes: string[]) => {
  await ok(admin, 'POST', '/blade-system/tenant-package/submit', {
    payload: { packageName, menuId: menuCodes.map(menuId).join(','), remark: '' },
  });
  return newest('blade_tenant_package');
};
const bind = (packageId: string) =>
  ok(admin, 'POST', '/blade-system/tenant/package-setting', { query: { tenantId: '100001', packageId } });

describe('a tenant bound to a package', () => {
  it('sees only the package menus and buttons, and the server checks the same limit', async () => {
    const before = await miduAdmin();
    expect(await routePaths(before)).toEqual(expect.arrayContaining(['/system/user', '/system/param']));
    await ok(before, 'GET', '/blade-system/user/page');

    const pkg = await createPackage('参数与角色', ['param', 'role']);
    await bind(pkg);
    const token = await miduAdmin();
    const paths = await routePaths(token);
    expect(paths.sort()).toEqual(['/authority', '/authority/role', '/system', '/system/param']);
    const buttons = await buttonCodes(token);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((code) => code.startsWith('param_') || code.startsWith('role_'))).toBe(true);
    expect(buttons).toEqual(expect.arrayContaining(['param_add', 'role_grant']));
    // The menus its role still holds outside the package count for nothing, on the server too.
    expect((await call(token, 'GET', '/blade-system/user/page')).status).toBe(403);
    expect((await call(token, 'POST', '/blade-system/post/submit', { payload: { postName: 'x' } })).status).toBe(403);
    await ok(token, 'GET', '/blade-system/param/list');
    // The token signed in before the binding is limited as well: grants are read per request.
    expect((await call(before, 'GET', '/blade-system/user/page')).status).toBe(403);

    // Its administrators hand out from the package only.
    const tree = (await ok(token, 'GET', '/blade-system/menu/grant-tree')) as { menu: TreeNode[] };
    const offered = walk(tree.menu).map((node) => node.id);
    expect(offered).toEqual(expect.arrayContaining([menuId('param'), menuId('role'), menuId('param_add')]));
    expect(offered).not.toContain(menuId('user'));
    const userRole = roleId('user', '100001');
    const outside = await call(token, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [userRole], menuIds: [menuId('system'), menuId('user')] },
    });
    expect(outside.status).toBe(403);
    await ok(token, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [userRole], menuIds: [menuId('system'), menuId('param'), menuId('param_view')] },
    });

    // The platform tenant is never limited.
    expect(await routePaths(admin)).toEqual(expect.arrayContaining(['/system/user', '/system/tenant']));

    // A package's menus change at once; unbinding restores everything the roles hold.
    await ok(admin, 'POST', '/blade-system/tenant-package/submit', {
      payload: { id: pkg, menuId: ['param', 'role', 'user'].map(menuId).join(',') },
    });
    expect(await routePaths(token)).toContain('/system/user');
    await ok(token, 'GET', '/blade-system/user/page');
    await bind('');
    expect(await routePaths(token)).toEqual(expect.arrayContaining(['/system/user', '/system/post', '/system/dept']));
  });

  it('a package that names a section stands for all of it; a bound package is not removed', async () => {
    const pkg = await createPackage('系统整段', ['system']);
    await bind(pkg);
    const token = await miduAdmin();
    const paths = await routePaths(token);
    expect(paths).toEqual(expect.arrayContaining(['/system/user', '/system/dept', '/system/param']));
    expect(paths.every((path) => path.startsWith('/system'))).toBe(true);
    const removed = await call(admin, 'POST', '/blade-system/tenant-package/remove', { query: { ids: pkg } });
    expect(removed).toMatchObject({ status: 400, body: { msg: '该产品包已绑定租户 100001,请先解除绑定' } });
    expect(
      one<{ is_deleted: number }>('SELECT is_deleted FROM blade_tenant_package WHERE id = ?', pkg).is_deleted,
    ).toBe(0);
    await bind('');
    await ok(admin, 'POST', '/blade-system/tenant-package/remove', { query: { ids: pkg } });
  });

  it('refuses a package naming a menu that does not exist', async () => {
    const res = await call(admin, 'POST', '/blade-system/tenant-package/submit', {
      payload: { packageName: '坏包', menuId: `${menuId('param')},42` },
    });
    expect(res).toMatchObject({ status: 400, body: { msg: '所选菜单不存在' } });
  });
});
