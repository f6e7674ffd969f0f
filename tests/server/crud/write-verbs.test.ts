import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts, type TestServer } from '../../helpers/server';
import { insertTicket, startTicketServer, ticketRows } from './throwaway-ticket';

// The split write verbs and the sort verb of a definition (`verbs.save`, `verbs.update`, `verbs.sort`), served by
// the engine with no module, on a throwaway definition.

let server: TestServer;
let token: string;

beforeAll(async () => {
  ({ server, token } = await startTicketServer());
});
afterAll(() => server.close());

const post = async (url: string, payload: unknown) => {
  const res = await server.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
};

describe('save', () => {
  it('inserts a new row even when the body carries the id of an existing one', async () => {
    const existing = insertTicket(server.db, '7100000000000000001', { title: 'kept' });
    const res = await post('/probe/ticket/save', { id: existing, title: 'new one' });
    expect(res.status, res.body.msg).toBe(200);
    const rows = ticketRows(server.db);
    expect(rows.find((row) => row.id === existing)?.title).toBe('kept');
    const created = rows.filter((row) => row.title === 'new one');
    expect(created).toHaveLength(1);
    expect(created[0].id).not.toBe(existing);
  });

  it('validates like a create: a body without the required title writes nothing', async () => {
    const before = tableCounts(server.db);
    const res = await post('/probe/ticket/save', { sort: 3 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请输入岗位名称');
    expect(tableCounts(server.db)).toEqual(before);
  });
});

describe('update', () => {
  it('changes the row its id names and nothing else', async () => {
    const id = insertTicket(server.db, '7100000000000000002', { title: 'before', sort: 4 });
    const others = ticketRows(server.db).filter((row) => row.id !== id);
    const res = await post('/probe/ticket/update', { id, title: 'after' });
    expect(res.status, res.body.msg).toBe(200);
    const row = ticketRows(server.db).find((candidate) => candidate.id === id);
    expect(row).toMatchObject({ title: 'after', sort: 4 });
    expect(ticketRows(server.db).filter((candidate) => candidate.id !== id)).toEqual(others);
  });

  it('refuses a body without an id, naming the key, and inserts nothing', async () => {
    const before = tableCounts(server.db);
    const rows = ticketRows(server.db);
    const res = await post('/probe/ticket/update', { title: 'orphan' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('主键不能为空');
    expect(res.body.data).toEqual({ fieldErrors: { id: '主键不能为空' } });
    expect(tableCounts(server.db)).toEqual(before);
    expect(ticketRows(server.db)).toEqual(rows);
  });

  it('refuses an id that names no live row of the caller', async () => {
    const before = tableCounts(server.db);
    const res = await post('/probe/ticket/update', { id: '7199999999999999999', title: 'ghost' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('数据不存在或已被删除');
    expect(tableCounts(server.db)).toEqual(before);
  });
});

describe('update/sort', () => {
  const sorts = () =>
    Object.fromEntries(
      ticketRows(server.db)
        .filter((row) => row.id.startsWith('72'))
        .map((row) => [row.id, row.sort]),
    );

  beforeAll(() => {
    for (const [index, id] of ['7200000000000000001', '7200000000000000002', '7200000000000000003'].entries()) {
      insertTicket(server.db, id, { sort: index + 1 });
    }
  });

  it('writes every row of the list its new number in one request', async () => {
    const res = await post('/probe/ticket/update/sort', [
      { id: '7200000000000000001', sort: 3 },
      { id: '7200000000000000002', sort: 1 },
      { id: '7200000000000000003', sort: 2 },
    ]);
    expect(res.status, res.body.msg).toBe(200);
    expect(sorts()).toEqual({ '7200000000000000001': 3, '7200000000000000002': 1, '7200000000000000003': 2 });
    const stamped = ticketRows(server.db).find((row) => row.id === '7200000000000000001');
    expect(stamped?.update_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('writes none of them when one id is unknown, repeated, or a number is not an integer', async () => {
    const before = sorts();
    const refusals: [unknown, string][] = [
      [
        [
          { id: '7200000000000000001', sort: 9 },
          { id: '7299999999999999999', sort: 8 },
        ],
        '所选数据不存在或已被删除',
      ],
      [
        [
          { id: '7200000000000000001', sort: 9 },
          { id: '7200000000000000001', sort: 8 },
        ],
        '参数错误: 同一条数据不能排序两次',
      ],
      [
        [
          { id: '7200000000000000001', sort: 9 },
          { id: '7200000000000000002', sort: 'x' },
        ],
        '第2条: 请输入整数',
      ],
      [[], '参数错误: 请提交要排序的数据'],
    ];
    for (const [payload, message] of refusals) {
      const res = await post('/probe/ticket/update/sort', payload);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(message);
      expect(sorts()).toEqual(before);
    }
  });
});
