import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, tableCounts, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);

const multipart = (filename: string, content: Buffer, field = 'file') => {
  const boundary = '----bladeTestBoundary7MA4YWxk';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = (filename: string, content: Buffer, field?: string) => {
  const { payload, headers } = multipart(filename, content, field);
  return server.call(token, {
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    payload,
    headers: { ...headers, host: 'localhost:8910' },
  });
};

const filesOnDisk = async (): Promise<string[]> => {
  const root = join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
};

describe('put-file', () => {
  it('accepts a small real PNG, records it and serves it back byte-identical', async () => {
    const res = await upload('头像 photo.PNG', PNG);
    expect(res.statusCode).toBe(200);
    const file = (
      res.json() as { data: { link: string; domain: string; name: string; originalName: string; attachId: string } }
    ).data;
    expect(file.originalName).toBe('头像 photo.PNG');
    expect(file.name).toMatch(/^\d{8}\/[0-9a-f]{32}\.png$/);
    expect(file.link).toBe(`http://localhost:8910/blade-resource/oss/endpoint/file/${file.name}`);
    expect(file.link.startsWith(file.domain)).toBe(true);
    const attach = server.db
      .prepare('SELECT tenant_id, original_name, extension, attach_size FROM blade_attach WHERE id = ?')
      .get(file.attachId);
    expect(attach).toEqual({
      tenant_id: '000000',
      original_name: '头像 photo.PNG',
      extension: 'png',
      attach_size: PNG.length,
    });

    const served = await server.app.inject({ method: 'GET', url: new URL(file.link).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    const viaApi = await server.app.inject({ method: 'GET', url: `/api${new URL(file.link).pathname}` });
    expect(viaApi.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an .exe renamed .png (magic mismatch) and keeps nothing', async () => {
    const before = tableCounts(server.db);
    const disk = await filesOnDisk();
    const res = await upload('setup.png', EXE);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '只能上传jpg/jpeg/png文件，且不超过10M' });
    expect(tableCounts(server.db)).toEqual(before);
    expect(await filesOnDisk()).toEqual(disk);
  });

  it('refuses a PNG over 10000 KB and keeps nothing', async () => {
    const before = tableCounts(server.db);
    const disk = await filesOnDisk();
    const big = Buffer.concat([PNG, Buffer.alloc(10_000 * 1024, 0)]);
    const res = await upload('big.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '只能上传jpg/jpeg/png文件，且不超过10M' });
    expect(tableCounts(server.db)).toEqual(before);
    expect(await filesOnDisk()).toEqual(disk);
  });

  it('refuses other extensions, empty files and a wrong field name', async () => {
    for (const [name, content, field] of [
      ['run.exe', EXE, 'file'],
      ['page.html', Buffer.from('<script>alert(1)</script>'), 'file'],
      ['empty.png', Buffer.alloc(0), 'file'],
      ['ok.png', PNG, 'upload'],
    ] as const) {
      const res = await upload(name, content, field);
      expect(res.statusCode, name).toBe(400);
      expect((res.json() as { msg: string }).msg.length).toBeGreaterThan(4);
    }
  });

  it('accepts a PNG of several MB (the 1 MB JSON body limit does not apply to uploads)', async () => {
    const res = await upload('large.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]));
    expect(res.statusCode).toBe(200);
  });

  it('accepts a PDF document', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload('积分材料.pdf', pdf);
    expect(res.statusCode).toBe(200);
  });

  it('serves only names it generated: traversal and unknown names are 404', async () => {
    for (const url of [
      '/blade-resource/oss/endpoint/file/20240101/..%2F..%2Fblade.db',
      '/blade-resource/oss/endpoint/file/..%2F..%2F/secret.key',
      '/blade-resource/oss/endpoint/file/20240101/00000000000000000000000000000000.png',
      '/blade-resource/oss/endpoint/file/20240101/x.html',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
