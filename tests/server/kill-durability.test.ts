import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCliServer, startCliServer } from '../helpers/cli-server';

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

/** Writes parameters one after another until killed; returns the keys the server acknowledged with 200. */
const writeUntilKilled = async (
  url: string,
  child: ChildProcess,
  run: number,
  killAfter: number,
): Promise<string[]> => {
  const token = await signInCliServer(url, CAPTCHA);
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
      const { child, url } = await startCliServer(dataDir, CAPTCHA);
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
