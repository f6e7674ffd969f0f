import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from '../../helpers/web-host';

/**
 * Chromium localizes native date and time inputs by its UI language (LANGUAGE on Linux, with the
 * chromium-l10n packs), as Electron does with its --lang switch, so screenshots show 2026/11/22 and
 * 23:59:59 as a zh operator sees them rather than 11/22/2026 and 11:59:59 PM.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    env: { ...process.env, LANGUAGE: 'zh_CN' },
    args: [
      '--lang=zh-CN',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });

export const resultsDir = join(repoRoot, 'test-results');

const fileSafe = (name: string) => name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');

/**
 * Runs one scenario in a fresh context (its own storage) at a desktop size; on failure saves a
 * full-page screenshot under test-results/ and rethrows. Page errors are collected and fail the test.
 */
export const withPage = async (
  browser: Browser,
  name: string,
  scenario: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  try {
    await scenario(page, context);
    if (pageErrors.length > 0) throw new Error(`the page reported errors:\n${pageErrors.join('\n')}`);
  } catch (error) {
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `${fileSafe(name)}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(screenshot: ${file})`;
    throw error;
  } finally {
    await context.close();
  }
};
