import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { loadMigrations } from '../../../src/server/db/migrations/index';
import { tableCounts } from '../../helpers/server';
import { ADMIN_TENANT, createCrudFixture, MIDU_TENANT, type CrudFixture } from './fixtures';

const migrations = await loadMigrations();

// The attachment upload (put-file-attach) and the SMS test send (send-message) of the system-administration
// area: real effects where there are any, a clear 400 and nothing written where the input is bad.

let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

type Body = { code: number; success: boolean; msg: string; data: unknown };
type Stored = { link: string; domain: string; name: string; originalName: string; attachId: string };

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);
const ATTACH_URL = '/blade-resource/oss/endpoint/put-file-attach';
const IMAGE_RULE = '只能上传jpg/jpeg/png文件，且不超过10M';

const multipart = (filename: string, content: Buffer, field = 'file') => {
  const boundary = '----attachTestBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, host: 'localhost:8910' },
  };
};

const upload = async (token: string, filename: string, content: Buffer, field?: string) => {
  const res = await fx.server.call(token, { method: 'POST', url: ATTACH_URL, ...multipart(filename, content, field) });
  return { status: res.statusCode, body: res.json() as Body };
};

const call = async (token: string, method: 'GET' | 'POST', url: string, options: Record<string, unknown> = {}) => {
  const res = await fx.server.call(token, { method, url, ...options });
  return { status: res.statusCode, body: res.json() as Body };
};

const filesOnDisk = async (): Promise<string[]> => {
  const entries = await readdir(join(fx.server.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

const attachList = async (token: string, query: Record<string, string> = {}) => {
  const { status, body } = await call(token, 'GET', '/blade-resource/attach/list', {
    query: { size: '1000', ...query },
  });
  expect(status).toBe(200);
  return (body.data as { records: Record<string, unknown>[] }).records;
};

/** Everything a refused call must leave as it was: every table's row count and the uploads folder. */
const snapshot = async () => ({ tables: tableCounts(fx.db), files: await filesOnDisk() });

describe('POST put-file-attach', () => {
  it('stores the file, records an attachment of the caller shown in the attach list, and serves the file', async () => {
    const { status, body } = await upload(fx.admin, '景区导览图.png', PNG);
    expect(status, JSON.stringify(body)).toBe(200);
    const stored = body.data as Stored;
    expect(stored.originalName).toBe('景区导览图.png');
    expect(stored.name).toMatch(/^\d{8}\/[0-9a-f]{32}\.png$/);
    expect(stored.link).toBe(`http://localhost:8910/blade-resource/oss/endpoint/file/${stored.name}`);
    expect(stored.link.startsWith(stored.domain)).toBe(true);
    expect(stored.attachId).toMatch(/^\d{15,20}$/);

    const row = fx.db
      .prepare(
        'SELECT tenant_id, link, domain_url, name, extension, attach_size, create_user, is_deleted FROM blade_attach WHERE id = ?',
      )
      .get(stored.attachId);
    // The row keeps the path; the answer carries the address the caller reached (issue 18 item 6).
    expect(row).toEqual({
      tenant_id: ADMIN_TENANT,
      link: new URL(stored.link).pathname,
      domain_url: new URL(stored.domain).pathname,
      name: stored.name,
      extension: 'png',
      attach_size: PNG.length,
      create_user: '1123598821738675201',
      is_deleted: 0,
    });

    const listed = await attachList(fx.admin, { originalName: '景区导览图' });
    expect(listed.map((item) => item.id)).toEqual([stored.attachId]);
    // Listed over inject's default Host: the same file, on the address this call reached.
    expect(listed[0]).toMatchObject({
      link: `http://localhost:80${new URL(stored.link).pathname}`,
      extension: 'png',
      attachSize: PNG.length,
    });

    const served = await fx.server.app.inject({ method: 'GET', url: new URL(stored.link).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a wrong type, a disguised file, an oversize image, an empty file and a missing file: 400, nothing kept', async () => {
    const cases: { label: string; send: () => ReturnType<typeof upload>; msg: string | RegExp }[] = [
      { label: '.exe', send: () => upload(fx.admin, 'setup.exe', EXE), msg: /^不支持的文件类型/ },
      {
        label: '.html',
        send: () => upload(fx.admin, 'page.html', Buffer.from('<script>1</script>')),
        msg: /^不支持的文件类型/,
      },
      { label: 'exe named .png', send: () => upload(fx.admin, 'photo.png', EXE), msg: IMAGE_RULE },
      {
        label: 'png over 10000 KB',
        send: () => upload(fx.admin, 'big.png', Buffer.concat([PNG, Buffer.alloc(10_000 * 1024, 0)])),
        msg: IMAGE_RULE,
      },
      { label: 'empty png', send: () => upload(fx.admin, 'empty.png', Buffer.alloc(0)), msg: IMAGE_RULE },
      {
        label: 'no part named file',
        send: () => upload(fx.admin, 'ok.png', PNG, 'upload'),
        msg: '参数错误: file 不能为空',
      },
      {
        label: 'not multipart',
        send: () => call(fx.admin, 'POST', ATTACH_URL, { payload: { file: 'x' } }),
        msg: '参数错误: 请以 multipart/form-data 上传，文件字段名为 file',
      },
    ];
    for (const { label, send, msg } of cases) {
      const before = await snapshot();
      const { status, body } = await send();
      expect(status, label).toBe(400);
      expect(body.success, label).toBe(false);
      if (typeof msg === 'string') expect(body.msg, label).toBe(msg);
      else expect(body.msg, label).toMatch(msg);
      expect(await snapshot(), label).toEqual(before);
    }
  });

  it('answers 403 请求被拒绝 to a role without attach_upload and keeps nothing', async () => {
    const before = await snapshot();
    const { status, body } = await upload(fx.reader, 'photo.png', PNG);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 403, success: false, msg: '请求被拒绝' });
    expect(await snapshot()).toEqual(before);
    // The plain put-file of every form's uploader stays open to any signed-in user.
    const plain = await fx.server.call(fx.reader, {
      method: 'POST',
      url: '/blade-resource/oss/endpoint/put-file',
      ...multipart('avatar.png', PNG),
    });
    expect(plain.statusCode).toBe(200);
  });

  it("records the attachment in the uploader's tenant: each tenant lists and removes only its own", async () => {
    const mine = (await upload(fx.admin, 'admin-only.png', PNG)).body.data as Stored;
    const { status, body } = await upload(fx.midu, 'midu-only.png', PNG);
    expect(status).toBe(200);
    const theirs = body.data as Stored;
    expect(fx.db.prepare('SELECT tenant_id FROM blade_attach WHERE id = ?').get(theirs.attachId)).toEqual({
      tenant_id: MIDU_TENANT,
    });

    const miduIds = (await attachList(fx.midu)).map((row) => row.id);
    expect(miduIds).toContain(theirs.attachId);
    expect(miduIds).not.toContain(mine.attachId);
    const adminIds = (await attachList(fx.admin)).map((row) => row.id);
    expect(adminIds).toContain(mine.attachId);
    expect(adminIds).not.toContain(theirs.attachId);

    const refused = await call(fx.midu, 'POST', '/blade-resource/attach/remove', { query: { ids: mine.attachId } });
    expect(refused.status).toBe(400);
    const removed = await call(fx.admin, 'POST', '/blade-resource/attach/remove', { query: { ids: mine.attachId } });
    expect(removed.status).toBe(200);
    expect((await attachList(fx.admin)).map((row) => row.id)).not.toContain(mine.attachId);
  });
});

describe('POST sms/endpoint/send-message', () => {
  const SEND_URL = '/blade-resource/sms/endpoint/send-message';
  const GATEWAY = '内置服务器未接入短信网关,无法发送短信;请在连接 BladeX 服务端时使用';
  let seq = 0;

  /** A configuration of the caller's tenant through submit; enabled through the enable action when asked. */
  const createSms = async (token: string, smsCode: string, enable: boolean) => {
    seq += 1;
    const { status, body } = await call(token, 'POST', '/blade-resource/sms/submit', {
      payload: { category: 1, smsCode, templateId: `tpl${seq}`, accessKey: 'a', secretKey: 's', signName: '大理文旅' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const id = (fx.db.prepare('SELECT id FROM blade_sms ORDER BY rowid DESC LIMIT 1').get() as { id: string }).id;
    if (enable) expect((await call(token, 'POST', '/blade-resource/sms/enable', { query: { id } })).status).toBe(200);
    return id;
  };

  const send = (token: string, query: Record<string, string>) => call(token, 'POST', SEND_URL, { query });

  beforeAll(async () => {
    await createSms(fx.admin, 'ali-test', false);
    // Enabling one configuration switches the tenant's others off: the enabled one is created last.
    await createSms(fx.admin, 'tx-test', true);
    await createSms(fx.midu, 'midu-sms', true);
  });

  const valid = { code: 'tx-test', phones: '13800000001', params: '{"code":"1234"}' };

  it('checks the code, the configuration, the numbers and the parameters in turn, each with its own message', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['no code', { phones: valid.phones, params: valid.params }, '请输入资源编号'],
      ['blank code', { ...valid, code: '   ' }, '请输入资源编号'],
      ['code too long', { ...valid, code: 'c'.repeat(65) }, '资源编号不能超过64个字符'],
      ['unknown code', { ...valid, code: 'nope' }, '资源编号 nope 对应的短信配置不存在'],
      ["another tenant's code", { ...valid, code: 'midu-sms' }, '资源编号 midu-sms 对应的短信配置不存在'],
      ['disabled configuration', { ...valid, code: 'ali-test' }, '短信配置 ali-test 未启用，请先启用后再发送'],
      ['no phones', { code: valid.code, params: valid.params }, '请输入发送手机'],
      ['only separators', { ...valid, phones: ' , \n ' }, '请输入发送手机'],
      ['short number', { ...valid, phones: '13800000001,1380000' }, '手机号码 1380000 长度不为11位'],
      ['not a mobile number', { ...valid, phones: '23800000001' }, '手机号码 23800000001 格式不正确'],
      ['letters', { ...valid, phones: '1380000000a' }, '手机号码 1380000000a 格式不正确'],
      [
        '101 numbers',
        { ...valid, phones: Array.from({ length: 101 }, (_, i) => `138${String(i).padStart(8, '0')}`).join(',') },
        '发送手机不能超过100个',
      ],
      ['no params', { code: valid.code, phones: valid.phones }, '请输入发送参数'],
      ['params not JSON', { ...valid, params: '{code:1234}' }, '发送参数必须是 JSON 对象，如 {"code":"1234"}'],
      ['params an array', { ...valid, params: '["1234"]' }, '发送参数必须是 JSON 对象，如 {"code":"1234"}'],
      ['params null', { ...valid, params: 'null' }, '发送参数必须是 JSON 对象，如 {"code":"1234"}'],
      [
        'params value an object',
        { ...valid, params: '{"code":"1","extra":{"a":1}}' },
        '发送参数 extra 的值只能是字符串或数字',
      ],
      ['params value a boolean', { ...valid, params: '{"ok":true}' }, '发送参数 ok 的值只能是字符串或数字'],
      ['params too long', { ...valid, params: `{"a":"${'x'.repeat(2000)}"}` }, '发送参数不能超过2000个字符'],
    ];
    const before = tableCounts(fx.db);
    for (const [label, query, msg] of cases) {
      const { status, body } = await send(fx.admin, query);
      expect(status, label).toBe(400);
      expect(body, label).toMatchObject({ code: 400, success: false, msg });
    }
    expect(tableCounts(fx.db)).toEqual(before);
  });

  it('answers a valid send with the honest refusal that no SMS gateway is configured, writing nothing', async () => {
    const before = tableCounts(fx.db);
    for (const query of [
      valid,
      // Numbers separated by commas (also full-width), new lines and spaces; numeric parameter values.
      { ...valid, phones: '13800000001，13800000002\n13900000003 15000000004', params: '{"code":1234,"name":"大理"}' },
      { ...valid, params: '{}' },
    ]) {
      const { status, body } = await send(fx.admin, query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false, msg: GATEWAY });
    }
    // A JSON body is read as well as the query (BladeX @RequestParam accepts form values too).
    const asBody = await call(fx.admin, 'POST', SEND_URL, { payload: valid });
    expect(asBody.body.msg).toBe(GATEWAY);
    // The other tenant reaches its own enabled configuration by its code.
    expect((await send(fx.midu, { ...valid, code: 'midu-sms' })).body.msg).toBe(GATEWAY);
    expect(tableCounts(fx.db)).toEqual(before);
  });

  it('answers 403 请求被拒绝 to a role without sms_send, before looking at the input', async () => {
    const before = tableCounts(fx.db);
    for (const query of [valid, {}]) {
      const { status, body } = await send(fx.reader, query);
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 403, success: false, msg: '请求被拒绝' });
    }
    expect(tableCounts(fx.db)).toEqual(before);
  });

  it('keeps resource codes unique within a tenant only', async () => {
    const duplicate = await call(fx.admin, 'POST', '/blade-resource/sms/submit', {
      payload: { category: 1, smsCode: 'tx-test', templateId: 't', accessKey: 'a', secretKey: 's', signName: 's' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe('资源编号已存在');
    // Another tenant may use the same code for its own configuration.
    await createSms(fx.midu, 'tx-test', false);
  });
});

describe('migration 012 (sms_code)', () => {
  it('gives existing SMS configurations codes unique per tenant, then guards them with a unique index', () => {
    const db = new Database(':memory:');
    try {
      migrate(
        db,
        migrations.filter((migration) => migration.version < 12),
      );
      const insert = db.prepare(
        "INSERT INTO blade_sms (id, tenant_id, category, template_id, status, is_deleted) VALUES (?, ?, 1, 't', ?, ?)",
      );
      insert.run('11', '000000', 2, 0);
      insert.run('12', '100001', 1, 0);
      insert.run('13', '000000', 1, 1);
      insert.run('14', '000000', 1, 0);
      expect(
        migrate(
          db,
          migrations.filter((migration) => migration.version <= 12),
        ),
      ).toEqual([12]);
      const codes = db.prepare('SELECT id, tenant_id, sms_code FROM blade_sms ORDER BY id').all();
      expect(codes).toEqual([
        { id: '11', tenant_id: '000000', sms_code: 'sms1' },
        { id: '12', tenant_id: '100001', sms_code: 'sms1' },
        { id: '13', tenant_id: '000000', sms_code: 'sms2' },
        { id: '14', tenant_id: '000000', sms_code: 'sms3' },
      ]);
      expect(() =>
        db
          .prepare("INSERT INTO blade_sms (id, tenant_id, sms_code, is_deleted) VALUES ('15', '000000', 'sms1', 0)")
          .run(),
      ).toThrow(/UNIQUE/);
      // Removed rows do not hold their code.
      db.prepare(
        "INSERT INTO blade_sms (id, tenant_id, sms_code, is_deleted) VALUES ('16', '000000', 'sms2', 0)",
      ).run();
    } finally {
      db.close();
    }
  });
});
