// bladex-contract.md §1 on every registered resource (issue 17 item 6), generated from the registry: a new
// definition is checked with no line here. One server for the file; each resource's checks are one table row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, keyOf, type ResourceDef } from '../../../src/shared/resources/index';
import { wireSortColumns } from '../../../src/shared/resources/sort';
import { createTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

type Json = Record<string, unknown>;
const get = async (url: string) => {
  const res = await server.call(token, { method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Json, raw: res.body };
};

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ID_PROPERTIES = ['id', 'parentId', 'createUser', 'createDept', 'updateUser'];

/** §1.3: ids as strings, dates as text, no null anywhere (null-to-empty). */
const checkRow = (def: ResourceDef, row: Json) => {
  for (const [property, value] of Object.entries(row)) expect(value, `${def.name}.${property}`).not.toBeNull();
  for (const property of ID_PROPERTIES)
    if (property in row) expect(typeof row[property], `${def.name}.${property}`).toBe('string');
  for (const field of def.fields) {
    const value = row[field.name];
    if (field.kind === 'datetime' && typeof value === 'string' && value !== '')
      expect(value, `${def.name}.${field.name}`).toMatch(DATE_TIME);
    // §3.1, §6: a dictionary field's label beside it (categoryName, scopeTypeName, sexName ...).
    if (field.kind === 'dict' && !field.virtual && !field.serverOnly && field.name in row)
      expect(typeof row[`${field.name}Name`], `${def.name}.${field.name}Name`).toBe('string');
  }
  for (const [property, alias] of Object.entries(def.wireAliases ?? {}))
    if (property in row) expect(row[alias], `${def.name}.${alias}`).toEqual(row[property]);
};

const listed = allResources().filter((def) => def.verbs.list && def.endpoint.startsWith('/blade-'));

describe.each(listed.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const listUrl = `${def.endpoint}/${def.verbs.list}`;

  it('answers its list in the R envelope, with and without /api, in its shape (§1.1, §1.4, §1.5, §1.3)', async () => {
    const plain = await get(`${listUrl}?size=5`);
    expect(plain.status, plain.raw.slice(0, 200)).toBe(200);
    expect(plain.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const prefixed = await get(`/api${listUrl}?size=5`);
    expect(prefixed.raw).toBe(plain.raw);
    const data = plain.body.data;
    const rows = (def.shape === 'tree' ? data : (data as Json).records) as Json[];
    expect(Array.isArray(rows)).toBe(true);
    if (def.shape !== 'tree') {
      expect(data).toMatchObject({ size: 5, current: 1 });
      for (const key of ['total', 'pages']) expect(typeof (data as Json)[key], key).toBe('number');
    }
    for (const row of rows) checkRow(def, row);
    if (def.shape === 'tree') for (const row of rows) expect(typeof row.parentName, 'parentName').toBe('string');
  });

  it('sorts by every column it holds and refuses an unknown one naming it (§1.5)', async () => {
    const columns = [...new Set(wireSortColumns(def).values())];
    for (const column of columns) {
      const asc = await get(`${listUrl}?size=2&ascs=${column}`);
      expect(asc.status, `${column}: ${asc.raw.slice(0, 160)}`).toBe(200);
    }
    const bad = await get(`${listUrl}?descs=no_such_column`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, success: false, msg: expect.stringContaining('no_such_column') });
  });

  it('answers a wrong method with 405 in the envelope (§1.4, §1.7)', async () => {
    for (const url of [listUrl, `/api${listUrl}`]) {
      const res = await server.call(token, { method: 'POST', url });
      expect(res.statusCode, url).toBe(405);
      expect(res.json()).toMatchObject({ code: 405, success: false });
    }
    if (def.verbs.remove) {
      const remove = await server.call(token, { method: 'GET', url: `${def.endpoint}/${def.verbs.remove}?ids=1` });
      expect(remove.statusCode).toBe(405);
      expect(remove.json()).toMatchObject({ code: 405, success: false });
    }
  });

  if (def.verbs.detail && def.idKind === 'snowflake')
    it('details a listed row with its derived names, and answers no row as 暂无承载数据 (§1.4, §1.7)', async () => {
      const list = await get(`${listUrl}?size=1`);
      const rows = (def.shape === 'tree' ? list.body.data : (list.body.data as Json).records) as Json[];
      const key = keyOf(def);
      if (rows.length > 0) {
        const detail = await get(`${def.endpoint}/${def.verbs.detail}?${key}=${String(rows[0][key])}`);
        expect(detail.status).toBe(200);
        const row = (detail.body as { data: Json }).data;
        expect(row[key]).toBe(rows[0][key]);
        checkRow(def, row);
        if (def.tree) expect(typeof row.parentName, 'parentName').toBe('string');
      }
      const none = await get(`${def.endpoint}/${def.verbs.detail}?${key}=1000000000000000001`);
      expect(none.body).toMatchObject({ code: 200, success: true, msg: '暂无承载数据' });
    });
});
