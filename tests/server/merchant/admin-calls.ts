import type { TestServer } from '../../helpers/server';

/** A BladeX answer as these tests read it. */
export type Body = { code: number; msg: string; data: unknown };
type Value = string | number | null;

/**
 * The issue-12 tests' ways into one test server as its administrator: a call answering status and body, a row
 * written straight into a table (fixtures the screens would not write), and one value read back.
 */
export const adminCalls = (server: () => TestServer, token: () => string) => ({
  call: async (
    method: 'GET' | 'POST',
    url: string,
    options: { query?: Record<string, string>; payload?: object } = {},
  ): Promise<{ status: number; body: Body }> => {
    const res = await server().call(token(), { method, url: `/api${url}`, ...options });
    return { status: res.statusCode, body: res.json() as Body };
  },
  insert: (table: string, values: Record<string, Value>): void => {
    const names = Object.keys(values);
    server()
      .db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
      .run(...names.map((name) => values[name]));
  },
  value: (sql: string, ...params: string[]): unknown =>
    server()
      .db.prepare<string[], unknown>(sql)
      .pluck()
      .get(...params),
  /**
   * A merchant of tenant 000000 with two products: `onSale` passed and on sale (what the pickers offer), `pending`
   * waiting for review and off sale.
   */
  merchantWithProducts(ids: { merchant: string; onSale: string; pending: string }, name: string): void {
    this.insert('merchant_info', { id: ids.merchant, tenant_id: '000000', name, trade_type: 1, is_deleted: 0 });
    for (const [id, audit] of [
      [ids.onSale, 1],
      [ids.pending, 0],
    ] as const)
      this.insert('merchant_product', {
        id,
        tenant_id: '000000',
        merchant_id: ids.merchant,
        merchant_name: name,
        name: `商品${id.slice(-2)}`,
        type: 1,
        trade_type: 1,
        audit_status: audit,
        status: audit,
        is_deleted: 0,
      });
  },
});
