// Sending a union welfare to 100 000 members (issue 14: ≤ 10 s, all-or-nothing): POSTs of
// tradeUnionUserinfo/welfareUserSend through app.inject, timed end to end with the rows counted after: once with
// the union's id, once with the 100 000 member ids picked one by one (the member picker's call, a ~2 MB body).
// Writes bench-results/welfare-send.json. The target is reported, never asserted; the load average is recorded
// because the machine is shared. `WELFARE_BENCH_MEMBERS` overrides the member count.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { citizenIdCheckChar } from '../../src/shared/validation/citizen-id';
import { createTestServer } from '../helpers/server';

const MEMBERS = Number(process.env.WELFARE_BENCH_MEMBERS ?? 100_000);
const UNION = '2990000000000000001';
const WELFARE = '2990000000000000002';
const PICKED_WELFARE = '2990000000000000003';

const server = await createTestServer();
const token = (await server.signIn('admin', 'admin')).access_token;
const db = server.db;
db.prepare(
  `INSERT INTO trade_union (id, tenant_id, name, biz_user, biz_user_tel, head, head_tel, addr, district, town, status, is_deleted, create_time)
   VALUES (?, '000000', '压测工会', '杨晓', '13887200001', '段红', '13887200002', '大理市', '532901', '532901003', 1, 0, '2026-01-01 00:00:00')`,
).run(UNION);
db.prepare(
  `INSERT INTO trade_union_welfare (id, tenant_id, type, name, par_value, valid_date_from, valid_date_to, year, status, is_deleted, create_time)
   VALUES (?, '000000', 1, '压测福利', 100, '2026-01-01', '2099-12-31', 2026, 1, 0, '2026-01-01 00:00:00')`,
).run(WELFARE);
const insert = db.prepare(
  `INSERT INTO trade_union_member (id, tenant_id, trade_union_id, real_name, id_card, status, is_deleted, create_time)
   VALUES (?, '000000', ?, ?, ?, 1, 0, '2026-01-01 00:00:00')`,
);
db.transaction(() => {
  for (let i = 0; i < MEMBERS; i += 1) {
    const first17 = `5329011980${String(i).padStart(7, '0')}`;
    insert.run(
      String(3_000_000_000_000_000_000n + BigInt(i)),
      UNION,
      `会员${i}`,
      first17 + citizenIdCheckChar(first17),
    );
  }
})();

/** One send, timed end to end, with the rows it wrote counted after. */
const timeSend = async (welfare: string, body: { query?: Record<string, string>; payload?: object }) => {
  const started = performance.now();
  const res = await server.call(token, {
    method: 'POST',
    url: '/api/blade-tradeUnion/tradeUnionUserinfo/welfareUserSend',
    ...body,
  });
  const ms = performance.now() - started;
  const sent = db
    .prepare<[string], { n: number }>(
      'SELECT COUNT(*) AS n FROM trade_union_welfare_user WHERE welfare_id = ? AND is_deleted = 0',
    )
    .get(welfare)?.n;
  const answer = res.json() as { data: unknown };
  return { status: res.statusCode, answer: answer.data, rowsWritten: sent, ms: Math.round(ms) };
};

// Every member of the union (tradeUnionId), then the same members picked one by one on the screen (ids in a
// JSON body of about 2 MB) for a second welfare.
const byUnion = await timeSend(WELFARE, { query: { tradeUnionId: UNION, welfareId: WELFARE } });
db.prepare(
  `INSERT INTO trade_union_welfare (id, tenant_id, type, name, par_value, valid_date_from, valid_date_to, year, status, is_deleted, create_time)
   VALUES (?, '000000', 1, '压测福利（选择会员）', 100, '2026-01-01', '2099-12-31', 2026, 1, 0, '2026-01-01 00:00:00')`,
).run(PICKED_WELFARE);
const ids = Array.from({ length: MEMBERS }, (_, i) => String(3_000_000_000_000_000_000n + BigInt(i)));
const byIds = await timeSend(PICKED_WELFARE, { payload: { welfareId: PICKED_WELFARE, ids } });
const result = {
  members: MEMBERS,
  cases: { byUnion, byIds },
  targetMs: 10_000,
  loadAverage: loadavg(),
};
console.log(JSON.stringify(result, null, 2));
await mkdir(join(process.cwd(), 'bench-results'), { recursive: true });
await writeFile(join(process.cwd(), 'bench-results', 'welfare-send.json'), JSON.stringify(result, null, 2));
await server.close();
if ([byUnion, byIds].some((run) => run.status !== 200 || run.rowsWritten !== MEMBERS)) process.exit(1);
