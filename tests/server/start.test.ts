import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { startServer } from '../../src/server/start';
import { grantClient } from '../helpers/server';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'blade-start-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('startServer', () => {
  it('creates the database and key on an empty dir, listens on loopback, and starts again on the same data', async () => {
    const dataDir = await tempDir();
    const first = await startServer({ dataDir });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${first.url}/api/health`);
    expect(await res.json()).toEqual({ code: 200, success: true, data: { status: 'ok' }, msg: '操作成功' });
    await first.close();
    const key = await stat(join(dataDir, 'secret.key'));
    if (process.platform !== 'win32') expect(key.mode & 0o777).toBe(0o600);

    const second = await startServer({ dataDir });
    const tenant = await fetch(`${second.url}/blade-system/tenant/info?domain=${encodeURIComponent(second.url)}`);
    expect(((await tenant.json()) as { data: { tenantId: string } }).data.tenantId).toBe('000000');
    await second.close();
  });

  it('refuses a non-loopback host while seeded accounts keep their default password', async () => {
    const dataDir = await tempDir();
    await expect(startServer({ dataDir, host: '0.0.0.0' })).rejects.toThrow(/默认密码|default password/);
  });
});

const runCli = (args: string[], env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('cli', () => {
  it('prints exactly "listening on http://127.0.0.1:N" and stops on SIGTERM', async () => {
    const dataDir = await tempDir();
    const child = runCli(['--port', '0', '--data-dir', dataDir], { BLADE_CAPTCHA_FIXED: '' });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${line.slice('listening on '.length)}/health`);
    expect(res.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses BLADE_CAPTCHA_FIXED when NODE_ENV=production', async () => {
    const dataDir = await tempDir();
    const child = runCli(['--port', '0', '--data-dir', dataDir], {
      BLADE_CAPTCHA_FIXED: 'abcde',
      NODE_ENV: 'production',
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('BLADE_CAPTCHA_FIXED');
  });

  it('refuses BLADE_SOCIAL_TEST=1 when NODE_ENV=production', async () => {
    const dataDir = await tempDir();
    const child = runCli(['--port', '0', '--data-dir', dataDir], {
      BLADE_CAPTCHA_FIXED: '',
      BLADE_SOCIAL_TEST: '1',
      NODE_ENV: 'production',
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('BLADE_SOCIAL_TEST');
  });

  it('enables the test social provider with BLADE_SOCIAL_TEST=1 outside production', async () => {
    const dataDir = await tempDir();
    const child = runCli(['--port', '0', '--data-dir', dataDir], { BLADE_CAPTCHA_FIXED: '', BLADE_SOCIAL_TEST: '1' });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const url = line.slice('listening on '.length);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const social = () =>
        fetch(`${url}/blade-auth/oauth/token?grant_type=social&source=test&code=cli&state=000000`, {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
        });
      // The switch enables the provider; the client still has to list the grant (the seed gives it none).
      expect((await social()).status).toBe(401);
      const db = new Database(join(dataDir, 'blade.db'));
      grantClient(db, 'social');
      db.close();
      const res = await social();
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user_id: string }).user_id).toBe('-1');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
