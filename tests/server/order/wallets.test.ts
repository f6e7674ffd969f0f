import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';

// Issue 11's wallets: top-ups, adjustments and freezing, where a wallet's balance is always the sum of its
// transactions (checked after random operations and concurrent ones), refusals naming the field and writing nothing.

let server: TestServer;
let admin: string;
const TENANT = '000000';
const WALLETS = ['874000000000000001', '874000000000000002', '874000000000000003'];
const FOREIGN = '874000000000000009';
const NOISE = ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'];

const post = (action: string, query: Record<string, string>) =>
  server.call(admin, { method: 'POST', url: `/api/blade-system/wallets/${action}`, query, payload: {} });
const cents = (yuan: number | null) => Math.round((yuan ?? 0) * 100);
const balanceOf = (id: string) =>
  cents(
    server.db.prepare<[string], { balance: number }>('SELECT balance FROM wallets WHERE id = ?').get(id)?.balance ?? 0,
  );
/** The sum of a wallet's transactions and the balance after its latest one, in cents. */
const ledgerOf = (id: string) => {
  const rows = server.db
    .prepare<[string], { amount: number; balance_after: number }>(
      'SELECT amount, balance_after FROM wallets_transactions WHERE wallet_id = ? AND is_deleted = 0 ORDER BY rowid',
    )
    .all(id);
  return {
    sum: rows.reduce((total, row) => total + cents(row.amount), 0),
    last: cents(rows.at(-1)?.balance_after ?? 0),
  };
};

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  const insert = server.db.prepare(
    "INSERT INTO wallets (id, tenant_id, user_id, user_name, balance, status, is_deleted) VALUES (?, ?, ?, '游客', 0, 1, 0)",
  );
  WALLETS.forEach((id, index) => insert.run(id, TENANT, `u${index}`));
  insert.run(FOREIGN, '100001', 'u9');
});
afterAll(async () => server.close());

describe('wallets', () => {
  it('keep the balance equal to the sum of the transactions after random top-ups and adjustments', async () => {
    let seed = 5;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    let refused = 0;
    for (let round = 0; round < 120; round += 1) {
      const wallet = WALLETS[Math.floor(next() * WALLETS.length)] ?? '';
      const amount = (Math.floor(next() * 100_000) / 100).toFixed(2);
      const answer =
        next() < 0.5
          ? await post('recharge', { id: wallet, amount })
          : await post('adjust', { id: wallet, amount: `${next() < 0.6 ? '-' : ''}${amount}`, reason: '客服补偿' });
      if (answer.statusCode !== 200) {
        refused += 1;
        expect(answer.json().msg).toMatch(/^(调减金额不能大于钱包余额\d+\.\d{2}元|金额不能为0)$/);
      }
    }
    expect(refused).toBeGreaterThan(0);
    for (const wallet of WALLETS) {
      const { sum, last } = ledgerOf(wallet);
      expect(balanceOf(wallet)).toBe(sum);
      expect(last).toBe(sum);
      expect(sum).toBeGreaterThanOrEqual(0);
    }
  });

  it('stay exact under 50 concurrent top-ups of one wallet', async () => {
    const wallet = WALLETS[0] ?? '';
    const before = balanceOf(wallet);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('recharge', { id: wallet, amount: '0.01' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(balanceOf(wallet)).toBe(before + 50);
    expect(ledgerOf(wallet).sum).toBe(before + 50);
  });

  it('refuse bad amounts, a missing reason, a frozen wallet and another tenant, writing nothing', async () => {
    const wallet = WALLETS[1] ?? '';
    const counts = tableCounts(server.db, NOISE);
    const cases: [string, Record<string, string>, string][] = [
      ['recharge', { id: wallet, amount: '-5' }, '充值金额必须大于0'],
      ['recharge', { id: wallet, amount: '1.234' }, '请输入正确的金额,最多两位小数'],
      ['recharge', { id: wallet, amount: '100000.01' }, '单次金额不能超过100000元'],
      ['adjust', { id: wallet, amount: '3' }, '请输入调整说明'],
      [
        'adjust',
        { id: wallet, amount: '-99999', reason: '冲正' },
        `调减金额不能大于钱包余额${(balanceOf(wallet) / 100).toFixed(2)}元`,
      ],
    ];
    for (const [action, query, msg] of cases) {
      const answer = await post(action, query);
      expect([answer.statusCode, answer.json().msg]).toEqual([400, msg]);
    }
    expect((await post('recharge', { id: FOREIGN, amount: '1' })).statusCode).toBe(400);
    expect(tableCounts(server.db, NOISE)).toEqual(counts);

    expect((await post('freeze', { id: wallet, status: '0' })).statusCode).toBe(200);
    const frozen = tableCounts(server.db, NOISE);
    const answer = await post('recharge', { id: wallet, amount: '1' });
    expect([answer.statusCode, answer.json().msg]).toEqual([400, '钱包已冻结，不能充值或调整']);
    expect(tableCounts(server.db, NOISE)).toEqual(frozen);
    expect((await post('freeze', { id: wallet, status: '1' })).statusCode).toBe(200);
    expect((await post('recharge', { id: wallet, amount: '1' })).json().data).toEqual({
      balance: balanceOf(wallet) / 100,
    });
  });
});
