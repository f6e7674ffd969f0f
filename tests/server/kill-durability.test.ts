import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC } from '../helpers/server';

/**
 * Issue 18, "what already holds": a server killed with SIGKILL while it writes loses no write it acknowledged, and
 * the database passes integrity_check. The real CLI, a real process, a real kill, twice on the same data.
 */
const CAPTCHA = 'kill9';
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'blade-kill9-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const startCli = async (): Promise<{ child: ChildProcess; url: string }> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', '--data-dir', dataDir],
    {
      env: { ...process.env, BLADE_CAPTCHA_FIXED: CAPTCHA, BLADE_BOARD_SEED: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  return { child, url };
};

const signIn = async (url: string): Promise<string> => {
  const { key } = (await (await fetch(`${url}/blade-auth/oauth/captcha`)).json()) as { key: string };
  const res = await fetch(`${url}/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: CLIENT_BASIC,
      'tenant-id': '000000',
      'captcha-key': key,
      'captcha-code': CAPTCHA,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'captcha',
      username: 'admin',
      password: md5Hex('admin'),
      tenantId: '000000',
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
};

/** Writes parameters one after another until killed; returns the keys the server acknowledged with 200. */
const writeUntilKilled = async (
  url: string,
  child: ChildProcess,
  run: number,
  killAfter: number,
): Promise<string[]> => {
  const token = await signIn(url);
  const acknowledged: string[] = [];
  for (let i = 0; ; i += 1) {
    // The kill lands while this write is on its way: acknowledged or not, nothing acknowledged may be lost.
    if (i === killAfter) setTimeout(() => child.kill('SIGKILL'), 2);
    const paramKey = `kill9.run${run}.n${i}`;
    try {
      const res = await fetch(`${url}/blade-system/param/submit`, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paramName: `写入 ${i}`, paramKey, paramValue: String(i) }),
      });
      if (res.status === 200) acknowledged.push(paramKey);
    } catch {
      break;
    }
  }
  await new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );
  return acknowledged;
};

describe('kill -9 durability', () => {
  it('keeps every acknowledged write across two SIGKILLs, and the database stays sound', async () => {
    const acknowledged: string[] = [];
    for (const [run, killAfter] of [
      [1, 120],
      [2, 60],
    ] as const) {
      const { child, url } = await startCli();
      acknowledged.push(...(await writeUntilKilled(url, child, run, killAfter)));
      expect(child.signalCode).toBe('SIGKILL');
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const db = new Database(join(dataDir, 'blade.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        (
          db.prepare("SELECT param_key FROM blade_param WHERE param_key LIKE 'kill9.%'").all() as {
            param_key: string;
          }[]
        ).map((row) => row.param_key),
      );
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
