import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { createSeededServer } from './rollup-check';

// The order routes whose statements now show their tenant (tenant-sql-scan): operation data builds its WHERE in
// filtersOf with the tenant's parameter first, the counter's write-off updates by id after a tenant-scoped read.
// Another tenant's administrator, granted the same screens, reaches none of tenant 000000's orders through them.

let server: TestServer;
let dali: string;
let midu: string;
beforeAll(async () => {
  server = await createSeededServer(60, 40);
  dali = (await server.signIn('admin', 'admin', '000000')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
}, 120_000);
afterAll(async () => server.close());

type Page = { total: number; records: Record<string, unknown>[] };
const page = async (token: string, url: string): Promise<Page> => {
  const res = await server.call(token, { method: 'GET', url, query: { current: '1', size: '1000' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Page }).data;
};

describe("another tenant's orders through the order routes", () => {
  for (const path of ['getShopOrderPage', 'getShopOrderTotalCountPage']) {
    it(`orderData/${path} answers the caller's tenant only`, async () => {
      const url = `/api/blade-operation/orderData/${path}`;
      const own = await page(dali, url);
      expect(own.total).toBeGreaterThan(0);
      const other = await page(midu, url);
      expect(other.total).toBe(0);
      expect(other.records).toEqual([]);
    });
  }

  it("writeOffByCode with another tenant's order number finds nothing and writes nothing", async () => {
    const order = server.db
      .prepare<[], { id: string; order_no: string }>(
        "SELECT id, order_no FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status = 1 LIMIT 1",
      )
      .get();
    if (!order) throw new Error('no paid order seeded');
    const res = await server.call(midu, {
      method: 'POST',
      url: '/api/blade-order/productOrder/writeOffByCode',
      payload: { code: order.order_no },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ result: 'notFound', orderNo: '' });
    const row = server.db
      .prepare<[string], { pay_status: number }>('SELECT pay_status FROM order_product WHERE id = ?')
      .get(order.id);
    expect(row?.pay_status).toBe(1);
  });
});
