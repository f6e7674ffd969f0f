import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionSource } from '../../../src/server/codegen/definition-source';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';
import { opsCall } from './ops-call';

// Code generation from a table of the embedded database into this project's definition format.

let server: TestServer;
let admin: string;
let midu: string;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, query?: Record<string, string>) =>
  opsCall(server, token, method, url, payload, query);
const idOf = (sql: string, ...params: string[]) =>
  String(
    server.db
      .prepare(sql)
      .pluck()
      .get(...params),
  );

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
}, 60_000);
afterAll(async () => server.close());

describe('code generation', () => {
  let datasource: string;
  let model: string;

  it('tests a data source when it is saved: a file that is not SQLite is refused, nothing written', async () => {
    const before = tableCounts(server.db);
    const res = await call(admin, 'POST', '/blade-develop/datasource/submit', {
      name: '外部',
      url: '/nonexistent/x.db',
    });
    expect(res.status).toBe(400);
    expect(res.body?.msg).toMatch(/^无法打开数据源：/);
    expect(tableCounts(server.db)).toEqual(before);
    datasource = idOf("SELECT id FROM blade_datasource WHERE url = 'embedded'");
    const tables = await call(admin, 'GET', '/blade-develop/model/table-list', undefined, { datasourceId: datasource });
    expect((tables.body?.data as { tableName: string }[]).map((table) => table.tableName)).toContain('merchant_info');
  });

  it('proposes a model’s fields from its table, then keeps the operator’s adjustments', async () => {
    const saved = await call(admin, 'POST', '/blade-develop/model/submit', {
      datasourceId: datasource,
      modelName: '公告模型',
      modelCode: 'noticeCopy',
      modelTable: 'blade_notice',
    });
    expect(saved.status, saved.body?.msg).toBe(200);
    model = idOf("SELECT id FROM blade_model WHERE model_code = 'noticeCopy'");
    const proposed = await call(admin, 'GET', '/blade-develop/model/model-prototype', undefined, { modelId: model });
    const fields = proposed.body?.data as { propertyName: string; componentType: string }[];
    expect(fields.map((field) => [field.propertyName, field.componentType])).toEqual([
      ['title', 'text'],
      ['category', 'integer'],
      ['roleIds', 'text'],
      ['releaseTime', 'datetime'],
      ['content', 'richText'],
    ]);
    const adjusted = fields.map((field) => ({
      ...field,
      comment: { title: '标题', category: '类型', releaseTime: '发布时间', content: '内容', roleIds: '角色' }[
        field.propertyName
      ],
      ...(field.propertyName === 'category' ? { componentType: 'dict', dictCode: 'notice', isRequired: 1 } : {}),
      ...(field.propertyName === 'title' ? { queryType: 'equal' } : {}),
    }));
    const refusals: [Record<string, unknown>, string][] = [
      [{ queryType: 'range' }, '第1行: 查询方式“range”不适用于text，可选：like、equal'],
      [{ propertyName: 'content', isQuery: 1 }, '第5行: 内容（richText）不能作为搜索条件'],
    ];
    for (const [change, message] of refusals) {
      const before = tableCounts(server.db);
      const index = change.propertyName === 'content' ? 4 : 0;
      const res = await call(
        admin,
        'POST',
        '/blade-develop/model-prototype/submit-list',
        adjusted.map((field, at) => (at === index ? { ...field, ...change } : field)),
      );
      expect([res.status, res.body?.msg]).toEqual([400, message]);
      expect(tableCounts(server.db)).toEqual(before);
    }
    const bad = await call(
      admin,
      'POST',
      '/blade-develop/model-prototype/submit-list',
      adjusted.map((field) => ({ ...field, dictCode: '' })),
    );
    expect(bad.body?.msg).toBe('第2行: 字典字段须填写字典编号');
    expect(bad.status).toBe(400);
    expect((await call(midu, 'POST', '/blade-develop/model-prototype/submit-list', adjusted)).status).toBe(403);
    expect((await call(admin, 'POST', '/blade-develop/model-prototype/submit-list', adjusted)).status).toBe(200);
  });

  it('generates the definition, its index line and no migration for a table that already agrees; as a zip too', async () => {
    const saved = await call(admin, 'POST', '/blade-develop/code/submit', {
      modelId: model,
      codeName: '公告副本',
      area: 'desk',
      resourceName: 'noticeCopy',
      menuPath: '/desk/notice-copy',
      apiPath: '/blade-desk/noticeCopy',
    });
    expect(saved.status, saved.body?.msg).toBe(200);
    const code = idOf("SELECT id FROM blade_code WHERE resource_name = 'noticeCopy'");
    const res = await call(admin, 'POST', '/blade-develop/code/gen-code', undefined, { ids: code });
    expect(res.status, res.body?.msg).toBe(200);
    const files = res.body?.data as { path: string; content: string }[];
    expect(files.map((file) => file.path)).toEqual([
      'src/shared/resources/desk/notice-copy.ts',
      'src/shared/resources/desk/index.ts',
    ]);
    expect(files[0]!.content).toBe(
      definitionSource({
        area: 'desk',
        name: 'noticeCopy',
        titleZh: '公告副本',
        titleEn: 'noticeCopy',
        menu: '/desk/notice-copy',
        endpoint: '/blade-desk/noticeCopy',
        table: 'blade_notice',
        permission: 'desk_notice_copy',
        base: 'tenant',
        fields: [
          {
            name: 'title',
            kind: 'text',
            labelZh: '标题',
            labelEn: 'title',
            search: true,
            searchMode: 'equal',
            table: true,
          },
          {
            name: 'category',
            kind: 'dict',
            labelZh: '类型',
            labelEn: 'category',
            required: true,
            dict: 'notice',
            search: false,
            table: true,
          },
          { name: 'roleIds', kind: 'text', labelZh: '角色', labelEn: 'roleIds', search: true, table: true },
          {
            name: 'releaseTime',
            kind: 'datetime',
            labelZh: '发布时间',
            labelEn: 'releaseTime',
            search: false,
            table: true,
          },
          { name: 'content', kind: 'richText', labelZh: '内容', labelEn: 'content', search: false, table: false },
        ],
      }),
    );
    expect(files[0]!.content).toContain("r.dict('category', 'notice'");
    expect(files[0]!.content).toContain("r.text('title', { search: 'equal', max: 255 })");
    expect(files[0]!.content).toContain("r.text('roleIds', { search: 'like', max: 255 })");
    const zip = await call(admin, 'POST', '/blade-develop/code/gen-code', undefined, { ids: code, format: 'zip' });
    const entries = unzipSync(new Uint8Array(zip.raw));
    expect(strFromU8(entries['src/shared/resources/desk/notice-copy.ts']!)).toBe(files[0]!.content);
  });

  it('adds a migration for the columns a renamed field lacks, and copies a task', async () => {
    const code = idOf("SELECT id FROM blade_code WHERE resource_name = 'noticeCopy'");
    server.db
      .prepare(
        "UPDATE blade_model_prototype SET property_name = 'headline' WHERE model_id = ? AND property_name = 'title'",
      )
      .run(model);
    const res = await call(admin, 'POST', '/blade-develop/code/gen-code', undefined, { ids: code });
    const migration = (res.body?.data as { path: string; content: string }[])[2]!;
    expect(migration.path).toMatch(/^src\/server\/db\/migrations\/\d{12}-desk-notice-copy\.ts$/);
    expect(migration.content).toContain('ALTER TABLE blade_notice ADD COLUMN headline TEXT;');
    const copy = await call(admin, 'POST', '/blade-develop/code/copy', undefined, { id: code });
    expect(copy.status).toBe(200);
    expect(idOf("SELECT code_name FROM blade_code WHERE resource_name = 'noticeCopyCopy'")).toBe('公告副本（副本）');
  });

  it('lists a task’s model and a model’s data source by name', async () => {
    const codes = await call(admin, 'GET', '/blade-develop/code/list', undefined, { resourceName: 'noticeCopy' });
    expect((codes.body?.data as { records: { modelName: string }[] }).records[0]?.modelName).toBe('公告模型');
    const models = await call(admin, 'GET', '/blade-develop/model/list', undefined, { modelCode: 'noticeCopy' });
    expect((models.body?.data as { records: { datasourceName: string }[] }).records[0]?.datasourceName).toBe(
      idOf("SELECT name FROM blade_datasource WHERE url = 'embedded'"),
    );
  });

  it('reads the table again on refresh: saved fields kept, a new column proposed', async () => {
    server.db.exec('ALTER TABLE blade_notice ADD COLUMN sub_title TEXT');
    const kept = await call(admin, 'GET', '/blade-develop/model/model-prototype', undefined, { modelId: model });
    expect((kept.body?.data as unknown[]).length).toBe(5);
    const again = await call(admin, 'GET', '/blade-develop/model/model-prototype', undefined, {
      modelId: model,
      refresh: '1',
    });
    const fields = again.body?.data as { jdbcName: string; comment: string; queryType: string }[];
    expect(fields.map((field) => [field.jdbcName, field.comment])).toEqual([
      ['title', '标题'],
      ['category', '类型'],
      ['role_ids', '角色'],
      ['release_time', '发布时间'],
      ['content', '内容'],
      ['sub_title', 'sub_title'],
    ]);
    expect(fields[0]!.queryType).toBe('equal');
  });
});

describe('data sources: a SQLite file the operator chooses, read-only, with a connection test', () => {
  let folder: string;
  let file: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'blade-source-'));
    file = join(folder, 'shop.db');
    const external = new Database(file);
    external.exec(
      'CREATE TABLE shop (id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL); CREATE TABLE shelf (id INTEGER)',
    );
    external.close();
    writeFileSync(join(folder, 'notes.db'), 'not a database, only words '.repeat(40));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const test = (query: Record<string, string>) =>
    call(admin, 'GET', '/blade-develop/datasource/test', undefined, query);

  it('answers the table count of a SQLite file, and of the embedded database', async () => {
    expect((await test({ url: file })).body?.data).toEqual({ url: file, tableCount: 2 });
    const embedded = idOf("SELECT id FROM blade_datasource WHERE url = 'embedded'");
    const own = (await test({ id: embedded })).body?.data as { tableCount: number };
    expect(own.tableCount).toBeGreaterThan(50);
  });

  it('names why a file cannot be one: missing, not SQLite, a folder, a relative path — and saves nothing', async () => {
    const cases: [string, string][] = [
      [join(folder, 'gone.db'), `无法打开数据源：文件不存在：${join(folder, 'gone.db')}`],
      [join(folder, 'notes.db'), `无法打开数据源：不是 SQLite 数据库文件：${join(folder, 'notes.db')}`],
      [folder, `无法打开数据源：不是文件：${folder}`],
      ['shop.db', '无法打开数据源：请填写数据库文件的完整路径（收到“shop.db”）'],
    ];
    for (const [url, message] of cases) {
      const tested = await test({ url });
      expect([tested.status, tested.body?.msg]).toEqual([400, message]);
      const before = tableCounts(server.db);
      const saved = await call(admin, 'POST', '/blade-develop/datasource/submit', { name: '外部库', url });
      expect([saved.status, saved.body?.msg]).toEqual([400, message]);
      expect(tableCounts(server.db)).toEqual(before);
    }
    expect((await test({})).body?.msg).toBe('请输入数据库文件');
  });

  it('reads the file without writing to it: its tables listed for the model form, its columns read', async () => {
    const saved = await call(admin, 'POST', '/blade-develop/datasource/submit', { name: '店铺库', url: file });
    expect(saved.status, saved.body?.msg).toBe(200);
    const id = idOf('SELECT id FROM blade_datasource WHERE url = ?', file);
    const before = readFileSync(file);
    const tables = await call(admin, 'GET', '/blade-develop/model/table-list', undefined, { datasourceId: id });
    expect(tables.body?.data).toEqual([
      { tableName: 'shelf', columnCount: 1 },
      { tableName: 'shop', columnCount: 2 },
    ]);
    const columns = await call(admin, 'GET', '/blade-develop/model/table-info', undefined, {
      datasourceId: id,
      tableName: 'shop',
    });
    expect((columns.body?.data as { jdbcName: string }[]).map((column) => column.jdbcName)).toEqual([
      'id',
      'shop_name',
    ]);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('previews, for a table of a file, the migration that creates it in this database', async () => {
    const datasourceId = idOf('SELECT id FROM blade_datasource WHERE url = ?', file);
    await call(admin, 'POST', '/blade-develop/model/submit', {
      datasourceId,
      modelName: '店铺',
      modelCode: 'shop',
      modelTable: 'shop',
    });
    const modelId = idOf("SELECT id FROM blade_model WHERE model_code = 'shop'");
    const proposed = await call(admin, 'GET', '/blade-develop/model/model-prototype', undefined, { modelId });
    await call(admin, 'POST', '/blade-develop/model-prototype/submit-list', proposed.body?.data);
    await call(admin, 'POST', '/blade-develop/code/submit', {
      modelId,
      codeName: '店铺',
      area: 'demo',
      resourceName: 'shop',
      apiPath: '/blade-demo/shop',
    });
    const code = idOf("SELECT id FROM blade_code WHERE resource_name = 'shop'");
    const res = await call(admin, 'POST', '/blade-develop/code/gen-code', undefined, { ids: code });
    const migration = (res.body?.data as { path: string; content: string }[])[2]!;
    expect(migration.path).toMatch(/^src\/server\/db\/migrations\/\d{12}-demo-shop\.ts$/);
    expect(migration.content).toContain('CREATE TABLE shop (');
    expect(migration.content).toContain('shop_name TEXT');
    expect(migration.content).toContain('is_deleted');
  });
});
