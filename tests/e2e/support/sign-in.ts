import type { Page } from 'playwright-core';
import { hostInvoke, launchCookie, type WebHost } from '../../helpers/web-host';

export interface SignInOptions {
  /** The fixed captcha the host was started with (`BLADE_CAPTCHA_FIXED`). */
  captcha: string;
  account?: string;
  /** The account name when not given: the seeded accounts' default passwords. */
  password?: string;
  /** Where a successful sign-in lands (a URL glob); null when the test reads the outcome itself. */
  landing?: string | null;
  /** Signs the host's one session out first (every page of a browser host shares it). */
  fresh?: boolean;
  /** Keeps a session that is already signed in (scenarios sharing one host). */
  reuse?: boolean;
  /** The host's address, when the test restarted it on another port. */
  url?: string;
}

/**
 * Signs in through the real sign-in page, as an operator would: waits for the captcha (typing before the form
 * settles may be lost to a re-render), fills the form, presses Enter, and waits for the landing page.
 */
type HostRef = Pick<WebHost, 'url' | 'port' | 'launchKey'>;

export const signIn = async (page: Page, host: HostRef, options: SignInOptions): Promise<void> => {
  const { captcha, account = 'admin', password = account, landing = '**/wel/index', url = host.url } = options;
  // The page is served only to a browser holding the launch key (what opening the announced address gives), a new
  // context that reuses the host's session too.
  if (url === host.url) await page.context().addCookies([launchCookie(host)]);
  if (options.reuse) {
    const session = (await hostInvoke(host, 'session.get')) as { data: { signedIn: boolean } };
    if (session.data.signedIn) return;
  }
  if (options.fresh) await hostInvoke(host, 'auth.forceLogout');
  await page.goto(`${url}/login`);
  await page.getByTestId('captcha-refresh').locator('img').waitFor();
  await page.locator('input[name="username"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="captchaCode"]').fill(captcha);
  await page.locator('input[name="captchaCode"]').press('Enter');
  if (landing !== null) await page.waitForURL(landing);
};

/**
 * The board account at the control room's 1920×1080, signed in unless a scenario before it already was (the
 * sign-in page then goes straight to the board); resolves once the first figures are in.
 */
export const signInBoard = async (page: Page, host: HostRef, captcha: string): Promise<void> => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.context().addCookies([launchCookie(host)]);
  await page.goto(`${host.url}/login`);
  const captchaImage = page.getByTestId('captcha-refresh').locator('img');
  await Promise.race([captchaImage.waitFor(), page.waitForURL('**/visualization/index')]);
  if (!page.url().endsWith('/visualization/index')) {
    await signIn(page, host, { captcha, account: 'bigdata', landing: '**/visualization/index' });
  }
  await page.getByTestId('view-overview').waitFor();
  await page.getByTestId('board-loading').waitFor({ state: 'detached', timeout: 30_000 });
};
