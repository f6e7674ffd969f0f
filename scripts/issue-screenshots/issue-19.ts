// The before/after pictures of issue 19 (docs/screenshots/issue-19/README.md lists them by item):
//
//   npx tsx scripts/issue-screenshots/issue-19.ts [--tree DIR] [--static-root DIR] [--phase after|before] [--only RE]
//
// --tree is the checkout whose browser host is started (default: this one), --static-root its built renderer
// (default: <tree>/out/web; build it first with `npx vite build --config vite.web.config.ts` in that tree), and
// --phase names the sub-folder written (default after). For "before", check out the commit before issue 19's first
// one in a temporary worktree, build it there and pass both paths: the scenes drive the app by addresses and visible
// labels only, so they run against either tree, and a scene the older app cannot show is reported and skipped.
// Pictures are 1440×900 PNGs, reduced to a palette when pngquant is installed (apt-get install pngquant).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { chromium, type Browser, type Page } from 'playwright-core';
import { md5Hex, hashPassword } from '../../src/server/auth/password';
import { freePort, hostInvoke, launchCookie } from '../../tests/helpers/web-host';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const arg = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const tree = resolve(arg('tree') ?? repo);
const staticRoot = resolve(arg('static-root') ?? join(tree, 'out', 'web'));
const phase = arg('phase') ?? 'after';
/** Retakes only the scenes whose name matches (e.g. `--only home`). */
const only = new RegExp(arg('only') ?? '');
const outDir = join(repo, 'docs', 'screenshots', 'issue-19', phase);
const CAPTCHA = 'shot9';
/** An ordinary operator (role 普通用户) of the seed, given a password here as an administrator's reset would. */
const OPERATOR = { account: 'zhouyaqin', password: 'Op-123456' };

interface Host {
  url: string;
  port: number;
  launchKey: string;
  dataDir: string;
  child: ChildProcess;
}

const startHost = async (): Promise<Host> => {
  if (!existsSync(join(staticRoot, 'index.html'))) throw new Error(`${staticRoot} holds no built renderer`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dali-shots-'));
  const child = spawn(
    'npx',
    ['tsx', 'src/main/web/cli.ts', '--port', String(port), '--data-dir', dataDir, '--static-root', staticRoot],
    {
      cwd: tree,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BLADE_CAPTCHA_FIXED: CAPTCHA,
        BLADE_ALLOW_DEFAULT_PASSWORDS: '1',
        // Generated orders ending today, so the board's default range has figures.
        BLADE_BOARD_SEED: '20000',
      },
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
  const announced = await new Promise<{ url: string; launchKey: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the host did not start:\n${output}`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const match = /ready on (http:\/\/127\.0\.0\.1:\d+)\/\?launch=([\w-]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ url: match[1], launchKey: match[2] });
      }
    });
  });
  return { ...announced, port, dataDir, child };
};

const stopHost = async (host: Host) => {
  const exited = new Promise((done) => host.child.once('exit', done));
  try {
    if (host.child.pid) process.kill(-host.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await exited;
  rmSync(host.dataDir, { recursive: true, force: true });
};

/** Operators are seeded without a usable password; this one gets a known one (no reset mark: no forced change). */
const givePassword = async (host: Host) => {
  const db = new Database(join(host.dataDir, 'server', 'blade.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("UPDATE blade_user SET password = ? WHERE tenant_id = '000000' AND account = ?").run(
      await hashPassword(md5Hex(OPERATOR.password)),
      OPERATOR.account,
    );
  } finally {
    db.close();
  }
};

const signIn = async (page: Page, host: Host, account: string, password = account) => {
  await hostInvoke(host, 'auth.forceLogout');
  await page.goto(`${host.url}/login`);
  await page.getByTestId('captcha-refresh').locator('img').waitFor();
  await page.locator('input[name="username"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="captchaCode"]').fill(CAPTCHA);
  await page.locator('input[name="captchaCode"]').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
};

/** Waits for the screen to settle: no spinner, fonts in, the pointer out of the way. */
const settle = async (page: Page) => {
  await page.mouse.move(1439, 899);
  await page
    .locator('[role="progressbar"], .fui-Spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page
    .getByText(/^(Loading|加载中)/)
    .first()
    .waitFor({ state: 'detached', timeout: 45_000 })
    .catch(() => undefined);
  // A string: this script is compiled without the DOM's types.
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(800);
};

const open = async (page: Page, host: Host, path: string) => {
  await page.goto(`${host.url}${path}`);
  await settle(page);
};

const boardView = async (page: Page, view: number) => {
  await page.locator(`[data-testid="board-header"] nav button[data-view="${view}"]`).click();
  await page.getByTestId(`board-view-${view}`).waitFor();
  await settle(page);
};

type Language = 'zh' | 'en';
interface Scene {
  /** The picture's name: item number(s) first. */
  name: string;
  account: 'none' | 'admin' | 'operator' | 'bigdata';
  /** Only in these languages (default both). */
  languages?: Language[];
  show(page: Page, host: Host, language: Language): Promise<void>;
}

const label = (language: Language, zh: string, en: RegExp) => (language === 'zh' ? zh : en);

/** A list screen once its first rows are in. */
const listScene = (name: string, path: string): Scene => ({
  name,
  account: 'admin',
  show: async (page, host) => {
    await open(page, host, path);
    await page.locator('tbody tr').first().waitFor();
    await settle(page);
  },
});

const SCENES: Scene[] = [
  {
    name: '14-captcha-login',
    account: 'none',
    show: async (page, host) => {
      await page.goto(`${host.url}/login`);
      await page.getByTestId('captcha-refresh').locator('img').waitFor();
      await settle(page);
    },
  },
  { name: '10-11-home-admin', account: 'admin', show: (page, host) => open(page, host, '/wel/index') },
  listScene('01-04-user-table', '/system/user'),
  {
    name: '03-user-form-birthday',
    account: 'admin',
    show: async (page, host) => {
      await open(page, host, '/system/user');
      await page.getByTestId('crud-add').click();
      const birthday = page.locator('[id^="crud-user-birthday"]').first();
      await birthday.waitFor();
      await birthday.scrollIntoViewIfNeeded();
      await settle(page);
    },
  },
  {
    name: '05-password-reset-confirm',
    account: 'admin',
    show: async (page, host, language) => {
      await open(page, host, '/system/user');
      await page.locator('tbody tr input[type="checkbox"]').nth(1).check();
      await page
        .getByRole('button', { name: label(language, '密码重置', /reset password/i) })
        .first()
        .click();
      await page.locator('[role="alertdialog"], [role="dialog"]').first().waitFor();
      await settle(page);
    },
  },
  listScene('01-04-product-orders', '/order/product-order'),
  { name: '12-menu-icons', account: 'admin', show: (page, host) => open(page, host, '/system/menu') },
  {
    name: '13-theme-dialog',
    account: 'admin',
    show: async (page, host, language) => {
      await open(page, host, '/wel/index');
      await page.getByRole('button', { name: label(language, '主题', /^Theme$/), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Clicking the chosen card again saves the same theme: the mark and the focus are what the picture shows.
      await dialog.getByRole('button', { pressed: true }).first().click();
      await page.waitForTimeout(800);
    },
  },
  { name: '07-not-found-in-workspace', account: 'admin', show: (page, host) => open(page, host, '/no/such/page') },
  {
    name: '19-board-in-workspace',
    account: 'admin',
    show: async (page, host) => {
      await open(page, host, '/board/screen');
      await page.getByTestId('view-overview').waitFor();
      await settle(page);
    },
  },
  { name: '06-09-home-operator', account: 'operator', show: (page, host) => open(page, host, '/wel/index') },
  { name: '07-forbidden-in-workspace', account: 'operator', show: (page, host) => open(page, host, '/system/user') },
  ...(
    [
      ['15-board-view-3', 3],
      ['16-board-view-4', 4],
      ['17-board-view-5', 5],
    ] as const
  ).map(([name, view]): Scene => ({
    name,
    account: 'bigdata',
    show: async (page, host) => {
      await open(page, host, '/visualization/index');
      await boardView(page, view);
    },
  })),
  {
    name: '18-board-finance',
    account: 'bigdata',
    show: async (page, host, language) => {
      await open(page, host, '/visualization/index');
      await page
        .getByRole('button', { name: label(language, '交易数据', /trading|finance/i) })
        .first()
        .click();
      await settle(page);
    },
  },
];

/**
 * A palette PNG through pngquant (Debian's pngquant package) when it is installed: UI pictures lose nothing visible
 * and shrink several times; without it the picture stays as Chromium wrote it.
 */
const compress = (file: string) => {
  const quant = spawnSync('pngquant', ['--force', '--skip-if-larger', '--quality', '65-95', '--output', file, file]);
  // 98/99: the palette would not be smaller or good enough, so the original stays.
  if (quant.error || ![0, 98, 99].includes(quant.status ?? -1)) {
    console.warn(`  (not compressed: ${quant.error?.message ?? `pngquant exit ${String(quant.status)}`})`);
  }
};

const run = async () => {
  mkdirSync(outDir, { recursive: true });
  const host = await startHost();
  let browser: Browser | undefined;
  const skipped: string[] = [];
  try {
    await givePassword(host);
    // Debian's Chromium, as the e2e suite uses it, in Chinese so native date inputs read as a zh operator sees them.
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      env: { ...process.env, LANGUAGE: 'zh_CN' },
      args: ['--lang=zh-CN', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([launchCookie(host)]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    for (const language of ['zh', 'en'] as const) {
      let signedInAs = '';
      for (const scene of SCENES) {
        if ((scene.languages && !scene.languages.includes(language)) || !only.test(scene.name)) continue;
        const file = join(outDir, `${scene.name}-${language}.png`);
        try {
          if (scene.account !== signedInAs) {
            if (scene.account === 'none') await hostInvoke(host, 'auth.forceLogout');
            else if (scene.account === 'operator') await signIn(page, host, OPERATOR.account, OPERATOR.password);
            else await signIn(page, host, scene.account);
            signedInAs = scene.account;
            await hostInvoke(host, 'settings.set', { language, themeName: 'theme-white' });
          }
          await scene.show(page, host, language);
          await page.screenshot({ path: file });
          compress(file);
          console.log(`${phase}/${scene.name}-${language}.png ${Math.round(statSync(file).size / 1024)} KB`);
        } catch (error) {
          skipped.push(
            `${scene.name}-${language}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
          );
          await page.keyboard.press('Escape').catch(() => undefined);
        }
      }
    }
  } finally {
    await browser?.close();
    await stopHost(host);
  }
  if (skipped.length > 0) console.log(`not taken (${phase}):\n  ${skipped.join('\n  ')}`);
};

await run();
