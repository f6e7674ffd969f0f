import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode, TreeNode } from '../../src/shared/bladex/index';
import { createTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const get = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await server.call(token, { method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  const body = res.json() as { code: number; success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
};

const walk = (nodes: MenuNode[], visit: (node: MenuNode, parent?: MenuNode) => void, parent?: MenuNode) => {
  for (const node of nodes) {
    visit(node, parent);
    if (node.children) walk(node.children, visit, node);
  }
};

describe('menus', () => {
  it('routes: a nested category-1 tree sorted by sort, children omitted on leaves, with roles and i18n', async () => {
    const routes = await get<MenuNode[]>('/api/blade-system/menu/routes');
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((node) => node.sort)).toEqual([...routes.map((node) => node.sort)].sort((a, b) => a - b));
    let leaves = 0;
    walk(routes, (node, parent) => {
      expect(node.category).toBe(1);
      expect(typeof node.id).toBe('string');
      expect(node.parentId).toBe(parent ? parent.id : '0');
      expect(Array.isArray(node.roles)).toBe(true);
      expect(node.meta?.i18n?.en).toBeTruthy();
      if (node.children) expect(node.children.length).toBeGreaterThan(0);
      else leaves += 1;
      expect(node).not.toHaveProperty('hasChildren');
    });
    expect(leaves).toBeGreaterThan(20);
    const board = routes.find((node) => node.code === 'board');
    expect(board?.roles).toContain('bigdata');
  });

  it("routes with topMenuId keep only that top menu's sections", async () => {
    const tops = await get<Array<{ id: string; code: string; sort: number }>>('/blade-system/menu/top-menu');
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(tops.map((top) => top.sort)).toEqual([...tops.map((top) => top.sort)].sort((a, b) => a - b));
    const all = await get<MenuNode[]>('/blade-system/menu/routes');
    const system = tops.find((top) => top.code.includes('system')) ?? tops[tops.length - 1];
    const some = await get<MenuNode[]>(`/blade-system/menu/routes?topMenuId=${system.id}`);
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
  });

  it('buttons: parent menus with the button children the roles hold', async () => {
    const tree = await get<MenuNode[]>('/blade-system/menu/buttons');
    const codes = new Set<string>();
    for (const parent of tree) {
      expect(parent.category).toBe(1);
      for (const button of parent.children ?? []) {
        expect(button.category).toBe(2);
        expect(button.parentId).toBe(parent.id);
        codes.add(button.code);
      }
    }
    expect(codes.has('user_add')).toBe(true);
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const res = await server.call(bigdata, { method: 'GET', url: '/blade-system/menu/buttons' });
    const bigdataCodes = JSON.stringify(res.json());
    expect(bigdataCodes).not.toContain('user_add');
  });
});

describe('dictionaries', () => {
  it('dictionary?code= lists the items without the root, with the English label', async () => {
    const items = await get<Array<Record<string, unknown>>>('/blade-system/dict/dictionary?code=sex');
    expect(items.map((item) => [item.dictKey, item.dictValue, item.dictValueEn])).toEqual([
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
    ]);
    expect(items.every((item) => item.parentId !== '0')).toBe(true);
  });

  it("dict-biz serves the tenant's business dictionaries", async () => {
    const items = await get<Array<Record<string, unknown>>>('/blade-system/dict-biz/dictionary?code=product_type');
    expect(items.map((item) => item.dictKey)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await get<unknown[]>('/blade-system/dict-biz/dictionary?code=no_such_code')).toEqual([]);
  });

  it('anon/getDictMap works without a token, answering system dictionaries only: a Tenant-Id header names nobody', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/blade-system/dict/anon/getDictMap',
      headers: { 'tenant-id': '100001' },
    });
    expect(res.statusCode).toBe(200);
    const map = (res.json() as { data: Record<string, Array<Record<string, unknown>>> }).data;
    expect(map.yes_no.map((item) => item.dictValue)).toEqual(['否', '是']);
    expect(map.product_type).toBeUndefined();
  });

  it("anon/getDictMap answers a signed-in caller's own tenant's business dictionaries, whatever the header says", async () => {
    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    const res = await server.call(midu, {
      method: 'GET',
      url: '/api/blade-system/dict/anon/getDictMap',
      headers: { 'tenant-id': '000000' },
    });
    const map = (res.json() as { data: Record<string, Array<Record<string, unknown>>> }).data;
    expect(map.product_type.length).toBeGreaterThan(0);
    expect(map.product_type.every((item) => item.tenantId === '100001')).toBe(true);
  });
});

describe('tenant info', () => {
  it('matches the domain by host, any port', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/blade-system/tenant/info?domain=http://127.0.0.1:5173',
    });
    expect(res.json()).toMatchObject({ code: 200, data: { tenantId: '000000', domainName: '大理文旅运营管理平台' } });
  });

  it('answers R{} for an unknown domain', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/blade-system/tenant/info?domain=https://example.org' });
    expect(res.json()).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
  });
});

describe('regions', () => {
  it('lazy-tree: TreeNodes with a boolean hasChildren', async () => {
    const counties = await get<TreeNode[]>('/blade-system/region/lazy-tree?parentCode=5329');
    expect(counties).toHaveLength(12);
    expect(counties[0]).toMatchObject({
      id: '532901',
      parentId: '5329',
      title: '大理市',
      key: '532901',
      value: '532901',
      hasChildren: true,
    });
    const towns = await get<TreeNode[]>('/blade-system/region/lazy-tree?parentCode=532925');
    expect(towns.some((town) => town.title === '弥城镇')).toBe(true);
    expect(towns.every((town) => town.hasChildren === false)).toBe(true);
    const root = await get<TreeNode[]>('/blade-system/region/lazy-tree?parentCode=00');
    expect(root.some((node) => node.id === '53')).toBe(true);
  });

  it('select: plain child rows; tree: nested under the code; detail: one row', async () => {
    const select = await get<Array<Record<string, unknown>>>('/blade-system/region/select?code=53');
    expect(select.some((row) => row.code === '5329' && row.cityName === '大理白族自治州')).toBe(true);
    const tree = await get<TreeNode[]>('/blade-system/region/tree');
    expect(tree).toHaveLength(12);
    const midu = tree.find((node) => node.id === '532925');
    expect(midu?.children?.length).toBeGreaterThan(5);
    expect(midu?.hasChildren).toBe(true);
    const detail = await get<Record<string, unknown>>('/blade-system/region/detail?code=532925');
    expect(detail).toMatchObject({
      code: '532925',
      name: '弥渡县',
      parentCode: '5329',
      ancestors: '0,00,53,5329',
      regionLevel: 3,
      provinceName: '云南省',
    });
  });
});
