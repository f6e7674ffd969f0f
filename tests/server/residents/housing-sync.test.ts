import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentsServer } from './residents-harness';

// The municipal housing sync against a local stub of the housing system's paged JSON API.

let h: Awaited<ReturnType<typeof residentsServer>>;
let stub: Server;
let base = '';
/** What the stub answers: the records of each kind, and how page 2 misbehaves. */
const source: { villages: Record<string, unknown>[]; page2: 'ok' | 'fail' | 'garbage' } = { villages: [], page2: 'ok' };

const village = (n: number, name = `洱海花园${n}期`) => ({
  id: `V${n}`,
  name,
  address: '大理市下关镇',
  houseCount: 100 + n,
});

beforeAll(async () => {
  stub = createServer((req, res): void => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    if (!url.pathname.endsWith('/village')) {
      res.writeHead(404).end();
      return;
    }
    if (page === 2 && source.page2 === 'fail') {
      res.writeHead(503).end('busy');
      return;
    }
    if (page === 2 && source.page2 === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      return;
    }
    const records = source.villages.slice((page - 1) * size, page * size);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, data: { total: source.villages.length, records } }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api/housing`;
  h = await residentsServer();
  h.server.db
    .prepare("UPDATE blade_param SET param_value = ? WHERE param_key = 'municipalHousing.sourceUrl'")
    .run(base);
}, 120_000);
afterAll(async () => {
  await h.server.close();
  await new Promise((resolve) => stub.close(resolve));
});

const SYNC = '/blade-city/municipalhousing/village/sync';
// The stub's estates (V…), not the one the seed keeps from an earlier sync (HS-…).
const villages = () =>
  h.count("SELECT COUNT(*) AS n FROM municipal_housing_village WHERE is_deleted = 0 AND source_id LIKE 'V%'");

describe('the housing sync', () => {
  it('adds every record over several pages, then reports what changed and what did not', async () => {
    source.villages = Array.from({ length: 620 }, (_, i) => village(i + 1));
    const first = await h.get(SYNC);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ success: 1, added: 620, changed: 0, unchanged: 0, failed: 0 });
    expect(villages()).toBe(620);

    source.villages[0] = village(1, '洱海花园一期(改)');
    source.villages.push({ id: 'V999', name: '' }, { id: '', name: '无编号' });
    const second = await h.get(SYNC);
    expect(second.body.data).toMatchObject({ added: 0, changed: 1, unchanged: 619, failed: 2 });
    expect((second.body.data as { message: string }).message).toContain('缺少来源编号');
    const last = await h.get('/blade-city/municipalhousing/village/sync/last');
    expect(last.body.data).toMatchObject({ changed: 1, unchanged: 619 });
    source.villages.splice(620);
  });

  it('writes nothing when the source fails half way, and says so', async () => {
    source.villages.push(village(1001));
    source.page2 = 'fail';
    const res = await h.get(SYNC);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('住房系统返回HTTP 503（第2页），本次未写入任何数据');
    expect(villages()).toBe(620);
  });

  it('refuses an answer that is not the API, with a clear message', async () => {
    source.page2 = 'garbage';
    const res = await h.get(SYNC);
    expect(res.body.msg).toBe('住房系统返回的不是JSON（第2页），本次未写入任何数据');
    expect(villages()).toBe(620);
    const last = await h.get('/blade-city/municipalhousing/village/sync/last');
    expect(last.body.data).toMatchObject({ success: 0, added: 0 });
  });

  it('refuses an unreachable source', async () => {
    h.server.db
      .prepare(
        "UPDATE blade_param SET param_value = 'http://127.0.0.1:9/x' WHERE param_key = 'municipalHousing.sourceUrl'",
      )
      .run();
    const res = await h.get(SYNC);
    expect(res.body.msg).toMatch(/^无法连接住房系统（第1页）/);
    expect(villages()).toBe(620);
  });
});
