import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRow } from '../../../src/server/crud/history';
import { tableCounts, type TestServer } from '../../helpers/server';
import { insertTicket, startTicketServer, ticketRows, type TicketRow } from './throwaway-ticket';

// Actions whose effect is data (a field toggle, a guarded state transition), applied by the engine with no
// hand-written route, end to end on a throwaway definition.

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ADMIN_USER = '1123598821738675201';

let server: TestServer;
let token: string;

beforeAll(async () => {
  ({ server, token } = await startTicketServer());
});
afterAll(() => server.close());

const post = async (url: string, query: Record<string, string>) => {
  const res = await server.call(token, { method: 'POST', url, query });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
};
const row = (id: string): TicketRow | undefined => ticketRows(server.db).find((candidate) => candidate.id === id);
const history = (id: string): HistoryRow[] =>
  server.db
    .prepare<[string], HistoryRow>(
      "SELECT * FROM common_audit_record WHERE resource = 'probeTicket' AND record_id = ? ORDER BY create_time, id",
    )
    .all(id);

describe('a field toggle', () => {
  it('sets the field of the named row to the value sent, and stamps the update', async () => {
    const id = insertTicket(server.db, '7300000000000000001', { is_enable: 0 });
    const res = await post('/probe/ticket/updateEnable', { id, isEnable: '1' });
    expect(res.status, res.body.msg).toBe(200);
    expect(row(id)).toMatchObject({ is_enable: 1, audit_state: 0 });
    expect(row(id)?.update_time).toMatch(DATE_TIME);
    expect((await post('/probe/ticket/updateEnable', { id, isEnable: '0' })).status).toBe(200);
    expect(row(id)?.is_enable).toBe(0);
  });

  it('refuses a value the switch does not have, a missing value and an unknown row, writing nothing', async () => {
    const id = insertTicket(server.db, '7300000000000000002', { is_enable: 0 });
    const before = tableCounts(server.db);
    const kept = row(id);
    const refused: [Record<string, string>, string][] = [
      [{ id, isEnable: '5' }, '取值无效'],
      [{ id }, '请选择岗位名称'],
      [{ id: '7399999999999999999', isEnable: '1' }, '所选数据不存在或已被删除'],
    ];
    for (const [query, message] of refused) {
      const res = await post('/probe/ticket/updateEnable', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.msg).toBe(message);
    }
    expect(tableCounts(server.db)).toEqual(before);
    expect(row(id)).toEqual(kept);
  });
});

describe('a state transition', () => {
  it('moves the rows to the chosen state with the stamps and the reason, and records the history', async () => {
    const a = insertTicket(server.db, '7400000000000000001', { title: 'ticket A' });
    const b = insertTicket(server.db, '7400000000000000002', { title: 'ticket B' });
    const res = await post('/probe/ticket/audit', { ids: `${a},${b}`, auditState: '2', adminMsg: '资料不全' });
    expect(res.status, res.body.msg).toBe(200);
    for (const id of [a, b]) {
      expect(row(id)).toMatchObject({ audit_state: 2, admin_msg: '资料不全', admin_name: '管理员' });
      expect(row(id)?.admin_date).toMatch(DATE_TIME);
      const [entry, ...more] = history(id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        action: 'audit',
        field: 'auditState',
        from_state: '0',
        to_state: '2',
        remark: '资料不全',
        operator_id: ADMIN_USER,
        operator_name: '管理员',
      });
      expect(entry.create_time).toBe(row(id)?.admin_date);
    }
  });

  it('stamps the day and the user on a single-target transition', async () => {
    const id = insertTicket(server.db, '7400000000000000003');
    expect((await post('/probe/ticket/writeOff', { id })).status).toBe(200);
    expect(row(id)).toMatchObject({ use_state: 1, writeoff_user: ADMIN_USER });
    expect(row(id)?.writeoff_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(history(id)).toMatchObject([{ action: 'writeOff', field: 'useState', from_state: '0', to_state: '1' }]);
  });

  it('refuses a row in another state with a message naming the row and its state, and writes nothing', async () => {
    const pending = insertTicket(server.db, '7400000000000000004', { title: 'ticket D' });
    const passed = insertTicket(server.db, '7400000000000000005', { title: 'ticket E', audit_state: 1 });
    const before = tableCounts(server.db);
    const rows = ticketRows(server.db);
    const res = await post('/probe/ticket/audit', { ids: `${pending},${passed}`, auditState: '1' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('「ticket E」当前状态为「审核通过」，不能审核状态');
    expect(tableCounts(server.db)).toEqual(before);
    expect(ticketRows(server.db)).toEqual(rows);

    const written = insertTicket(server.db, '7400000000000000006', { title: 'ticket F', use_state: 1 });
    const again = await post('/probe/ticket/writeOff', { id: written });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('「ticket F」当前状态为「是」，不能账号解锁');
    expect(history(written)).toEqual([]);
  });

  it('checks its input before anything is written: the reason a rejection requires, a target it does not offer', async () => {
    const id = insertTicket(server.db, '7400000000000000007');
    const before = tableCounts(server.db);
    const noReason = await post('/probe/ticket/audit', { ids: id, auditState: '2' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请输入岗位名称');
    const badTarget = await post('/probe/ticket/audit', { ids: id, auditState: '0' });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.msg).toBe('审核状态的目标状态无效');
    const noTarget = await post('/probe/ticket/audit', { ids: id });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.msg).toBe('请选择审核状态');
    expect(tableCounts(server.db)).toEqual(before);
    expect(row(id)).toMatchObject({ audit_state: 0, admin_msg: null, admin_date: null });
  });

  it('lets exactly one of 50 concurrent transitions of one row through', async () => {
    const id = insertTicket(server.db, '7400000000000000008', { title: 'ticket H' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post('/probe/ticket/audit', { ids: id, auditState: index % 2 === 0 ? '1' : '2', adminMsg: `理由${index}` }),
      ),
    );
    const passed = answers.filter((answer) => answer.status === 200);
    expect(passed).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(49);
    const state = row(id)?.audit_state;
    const label = state === 1 ? '审核通过' : '审核不通过';
    for (const answer of refused) expect(answer.body.msg).toBe(`「ticket H」当前状态为「${label}」，不能审核状态`);
    expect(history(id)).toHaveLength(1);
    expect(history(id)[0]).toMatchObject({ from_state: '0', to_state: String(state) });
  });
});
