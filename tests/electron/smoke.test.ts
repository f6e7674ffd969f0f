import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { _electron, type ElectronApplication } from 'playwright-core';

const projectRoot = resolve(import.meta.dirname, '..', '..');
const electronDir = join(projectRoot, 'node_modules', 'electron');

/** Why the smoke test cannot run here, or null when it can. */
const skipReason = (): string | null => {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile))
    return 'no Electron binary (node_modules/electron/path.txt is missing; run npm start once where GitHub is reachable)';
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(binary)) return `no Electron binary at ${binary}`;
  if (process.platform === 'linux' && !process.env.DISPLAY && spawnSync('sh', ['-c', 'command -v Xvfb']).status !== 0) {
    return 'no display and no Xvfb';
  }
  return null;
};

const reason = skipReason();
if (reason) console.warn(`Electron smoke test skipped: ${reason}`);

describe.skipIf(reason !== null)('Electron smoke test', () => {
  let app: ElectronApplication | undefined;
  let xvfb: ChildProcess | undefined;
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );

  beforeAll(async () => {
    if (process.platform === 'linux' && !env.DISPLAY) {
      const display = `:${90 + (process.pid % 9)}`;
      xvfb = spawn('Xvfb', [display, '-screen', '0', '1440x900x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
      env.DISPLAY = display;
      await new Promise((r) => setTimeout(r, 1000));
    }
    // better-sqlite3 runs inside Electron's utilityProcess; as a Node-API addon it needs no rebuild for it.
    const build = spawnSync(join(projectRoot, 'node_modules', '.bin', 'electron-vite'), ['build'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    expect(build.status, 'electron-vite build').toBe(0);
    app = await _electron.launch({
      // Chromium refuses to start as root (CI containers) without --no-sandbox.
      args: process.getuid?.() === 0 ? [projectRoot, '--no-sandbox'] : [projectRoot],
      cwd: projectRoot,
      env,
      timeout: 60_000,
    });
  });

  afterAll(async () => {
    await app?.close();
    xvfb?.kill();
  });

  it('shows the sign-in page with a locked-down window.api', async () => {
    const page = await app!.firstWindow();
    await page.getByText('登录').first().waitFor({ timeout: 60_000 });
    // A string expression: this file is compiled without the DOM library.
    const exposed = await page.evaluate(`({
      require: typeof window.require,
      process: typeof window.process,
      apiKeys: Object.keys(window.api).sort(),
      kind: window.api.kind,
      origin: location.protocol + '//' + location.host,
    })`);
    expect(exposed).toEqual({
      require: 'undefined',
      process: 'undefined',
      apiKeys: ['invoke', 'kind', 'on'],
      kind: 'workspace',
      origin: 'app://bundle',
    });
  });
});

describe.skipIf(reason === null)('Electron smoke test (not run)', () => {
  it.skip(`skipped: ${reason ?? ''}`, () => {});
});
