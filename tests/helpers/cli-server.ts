import { spawn, type ChildProcess } from 'node:child_process';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC } from './server';

/**
 * The embedded server's real CLI in a process of its own (tests that kill it with SIGKILL): a fixed captcha, no board
 * seed, the given data folder; resolves with its address once it listens.
 */
export const startCliServer = async (
  dataDir: string,
  captcha: string,
): Promise<{ child: ChildProcess; url: string }> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', '--data-dir', dataDir],
    {
      env: { ...process.env, BLADE_CAPTCHA_FIXED: captcha, BLADE_BOARD_SEED: 'none' },
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

/** The administrator's access token from a CLI server started with that fixed captcha. */
export const signInCliServer = async (url: string, captcha: string, tenantId = '000000'): Promise<string> => {
  const { key } = (await (await fetch(`${url}/blade-auth/oauth/captcha`)).json()) as { key: string };
  const res = await fetch(`${url}/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: CLIENT_BASIC,
      'tenant-id': tenantId,
      'captcha-key': key,
      'captcha-code': captcha,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'captcha', username: 'admin', password: md5Hex('admin'), tenantId }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
};
