import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let dali: string;
let midu: string;
beforeAll(async () => {
  server = await createTestServer();
  dali = (await server.signIn('admin', 'admin', '000000')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
});
afterAll(async () => server.close());

type Rows = { data: Array<Record<string, unknown>> };
const list = async (token: string, url: string, headers: Record<string, string> = {}) => {
  const res = await server.call(token, { method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as Rows).data;
};

describe('tenant isolation', () => {
  it('the same account name signs in to two tenants as two users', async () => {
    const a = await list(dali, '/blade-system/user/info');
    const b = await list(midu, '/blade-system/user/info');
    expect((a as unknown as Record<string, unknown>).tenantId).toBe('000000');
    expect((b as unknown as Record<string, unknown>).tenantId).toBe('100001');
    expect((a as unknown as Record<string, unknown>).id).not.toBe((b as unknown as Record<string, unknown>).id);
  });

  for (const url of [
    '/blade-system/dept/select',
    '/blade-system/role/select',
    '/blade-system/dict-biz/dictionary?code=product_type',
    '/blade-system/menu/top-menu',
  ]) {
    it(`${url} returns only the token's tenant, whatever the request says`, async () => {
      const spoof = { 'tenant-id': '100001' };
      const fromDali = await list(dali, `${url}${url.includes('?') ? '&' : '?'}tenantId=100001`, spoof);
      const fromMidu = await list(midu, `${url}${url.includes('?') ? '&' : '?'}tenantId=000000`, {
        'tenant-id': '000000',
      });
      expect(fromDali.length).toBeGreaterThan(0);
      expect(fromMidu.length).toBeGreaterThan(0);
      expect(new Set(fromDali.map((row) => row.tenantId))).toEqual(new Set(['000000']));
      expect(new Set(fromMidu.map((row) => row.tenantId))).toEqual(new Set(['100001']));
      const daliIds = new Set(fromDali.map((row) => row.id));
      expect(fromMidu.some((row) => daliIds.has(row.id))).toBe(false);
    });
  }

  it("dept/select with another tenant's userId reveals nothing", async () => {
    const miduUser = (await list(midu, '/blade-system/user/info')) as unknown as { id: string };
    expect(await list(dali, `/blade-system/dept/select?userId=${miduUser.id}`)).toEqual([]);
  });

  it('a top menu of another tenant yields no routes', async () => {
    const miduTop = (await list(midu, '/blade-system/menu/top-menu'))[0].id as string;
    expect(await list(dali, `/blade-system/menu/routes?topMenuId=${miduTop}`)).toEqual([]);
  });

  it('menus follow the role: bigdata sees the board only, Midu admin no platform screens', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const routes = await list(bigdata, '/blade-system/menu/routes');
    expect(routes.map((node) => node.code)).toEqual(['board']);
    const miduRoutes = await list(midu, '/blade-system/menu/routes');
    const codes = JSON.stringify(miduRoutes);
    expect(codes).toContain('"code":"user"');
    expect(codes).not.toContain('"code":"tenant"');
    expect(codes).not.toContain('"code":"menu"');
  });
});
