import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFileLinks } from '../../src/server/http/file-links';
import { listeningHosts } from '../../src/server/http/own-addresses';
import { startServer, type RunningServer } from '../../src/server/start';
import { createTestServer, tableCounts, type TestServer } from '../helpers/server';

/** Issue 18 items 5 and 6: only our own Host and Origin are answered, and stored links carry no address. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const boundary = '----dali-host';
const multipart = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const upload = (headers: Record<string, string>) =>
  server.call(admin, {
    method: 'POST',
    url: '/blade-resource/oss/endpoint/put-file',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: multipart,
  });

describe('Host and Origin (item 5)', () => {
  it('refuses a foreign Host (DNS rebinding) with 403 and an R body, before anything is stored', async () => {
    const before = tableCounts(server.db);
    const res = await upload({ host: 'evil.example:9999' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, success: false });
    expect(tableCounts(server.db)).toEqual(before);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/blade-auth/oauth/captcha',
      headers: { host: 'rebound.example' },
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it("refuses an Origin other than the server's own", async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/blade-auth/oauth/captcha',
        headers: { host: '127.0.0.1:8910', origin },
      });
      expect(res.statusCode, origin).toBe(403);
    }
    const same = await server.app.inject({
      method: 'GET',
      url: '/blade-auth/oauth/captcha',
      headers: { host: '127.0.0.1:8910', origin: 'http://127.0.0.1:8910' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('a listening server answers its own port only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'blade-host-'));
    let running: RunningServer | undefined;
    try {
      running = await startServer({ dataDir });
      const status = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port: running!.port, path: '/blade-auth/oauth/captcha', headers: { host } },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end();
        });
      expect(await status(`127.0.0.1:${running.port}`)).toBe(200);
      expect(await status(`localhost:${running.port}`)).toBe(200);
      expect(await status(`127.0.0.1:${running.port + 1}`)).toBe(403);
      expect(await status('evil.example')).toBe(403);
      expect(listeningHosts('127.0.0.1', 80).has('evil.example:80')).toBe(false);
    } finally {
      await running?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('stored links (item 6)', () => {
  it('stores the path and answers the link on the address the caller used', async () => {
    const first = await upload({ host: '127.0.0.1:40001' });
    expect(first.statusCode).toBe(200);
    const { link, attachId } = first.json().data as { link: string; attachId: string };
    expect(link.startsWith('http://127.0.0.1:40001/blade-resource/oss/endpoint/file/')).toBe(true);
    const row = server.db.prepare('SELECT link, domain_url FROM blade_attach WHERE id = ?').get(attachId) as {
      link: string;
      domain_url: string;
    };
    expect(row.link).toBe(new URL(link).pathname);
    expect(row.domain_url).toBe('/blade-resource/oss/endpoint/file');

    // The next start listens elsewhere: the same row answers with the new address.
    const detail = await server.call(admin, {
      method: 'GET',
      url: `/blade-resource/attach/detail?id=${attachId}`,
      headers: { host: '127.0.0.1:40002' },
    });
    expect(detail.json().data).toMatchObject({
      link: `http://127.0.0.1:40002${row.link}`,
      domainUrl: 'http://127.0.0.1:40002/blade-resource/oss/endpoint/file',
    });
  });

  it("repairs links stored with yesterday's loopback port, in fields, lists and rich text", () => {
    const path = '/blade-resource/oss/endpoint/file/20240101/0123456789abcdef0123456789abcdef.png';
    const json = JSON.stringify({
      avatar: `http://127.0.0.1:51234${path}`,
      pics: `http://localhost:1${path},${path}`,
      content: `<p><img src="http://127.0.0.1:9${path}"></p>`,
      other: `https://cdn.example.com${path}`,
    });
    const resolved = JSON.parse(resolveFileLinks(json, 'http://127.0.0.1:7000')) as Record<string, string>;
    expect(resolved.avatar).toBe(`http://127.0.0.1:7000${path}`);
    expect(resolved.pics).toBe(`http://127.0.0.1:7000${path},http://127.0.0.1:7000${path}`);
    expect(resolved.content).toBe(`<p><img src="http://127.0.0.1:7000${path}"></p>`);
    expect(resolved.other).toBe(`https://cdn.example.com${path}`);
  });
});
