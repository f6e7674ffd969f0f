import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { hostInvoke, launchCookie, startWebHost, type WebHost } from '../../helpers/web-host';
import { launchChromium } from './browser';
import { signIn, signInBoard, type SignInOptions } from './sign-in';

/** The captcha every suite's host answers with unless a file asks for its own. */
export const DEFAULT_CAPTCHA = 'e2e42';

export interface SuiteOptions {
  /** The fixed captcha (`BLADE_CAPTCHA_FIXED`); files that create accounts use their own to stay apart in logs. */
  captcha?: string;
  /** More host environment, e.g. `{ BLADE_BOARD_SEED: '3000' }`. */
  env?: Record<string, string>;
  /** Signs the host's one session out before each test (every page of a browser host shares it). */
  signOutBeforeEach?: boolean;
  /**
   * Starts the host another way (e.g. against a separate server process); gets the environment the default start
   * would pass (the captcha and `env`). Its `stop` must release everything it started.
   */
  startHost?: (env: Record<string, string>) => Promise<WebHost>;
  /** For the whole start (a seeded board takes longer than vitest's hook timeout). */
  startTimeoutMs?: number;
  /**
   * Sends a seeded account signed in with its published password to "set your password" first, as the app does.
   * Off by default (BLADE_ALLOW_DEFAULT_PASSWORDS=1): suites sign in as admin/admin again and again.
   */
  forcePasswordChange?: boolean;
}

export interface Suite {
  readonly host: WebHost;
  readonly browser: Browser;
  readonly captcha: string;
  /** support/sign-in's signIn with this suite's host and captcha. */
  signIn(page: Page, options?: Omit<SignInOptions, 'captcha'>): Promise<void>;
  /** support/sign-in's signInBoard with this suite's host and captcha. */
  signInBoard(page: Page): Promise<void>;
}

/**
 * Registers the hooks every browser e2e file needs (a host with a fixed captcha and a Chromium, started once for the
 * file and stopped after it) and returns getters for them. Call it at the top of the file, before any hook of its own:
 * vitest runs `beforeAll` hooks in the order they were registered, so a file's own hooks can use the host.
 */
export const setUpSuite = (options: SuiteOptions = {}): Suite => {
  const captcha = options.captcha ?? DEFAULT_CAPTCHA;
  let host: WebHost | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const startHost = options.startHost ?? ((env) => startWebHost({ env }));
    const passwords: Record<string, string> = options.forcePasswordChange ? {} : { BLADE_ALLOW_DEFAULT_PASSWORDS: '1' };
    host = await startHost({ BLADE_CAPTCHA_FIXED: captcha, ...passwords, ...options.env });
    browser = await launchChromium();
  }, options.startTimeoutMs);

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  // Every context of this suite's browser holds the host's launch key, as a browser that opened the announced
  // address does (issue 18 item 13): pages and the socket are served only to it.
  let keyed: Browser | undefined;
  const keyedBrowser = (): Browser => {
    const raw = started('browser', browser);
    keyed ??= new Proxy(raw, {
      get(target, property, receiver) {
        if (property !== 'newContext') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          await context.addCookies([launchCookie(started('host', host))]);
          return context;
        };
      },
    });
    return keyed;
  };

  if (options.signOutBeforeEach) {
    beforeEach(async () => {
      await hostInvoke(started('host', host), 'auth.logout');
    });
  }

  return {
    get host() {
      return started('host', host);
    },
    get browser() {
      return keyedBrowser();
    },
    captcha,
    signIn: (page, signInOptions) => signIn(page, started('host', host), { ...signInOptions, captcha }),
    signInBoard: (page) => signInBoard(page, started('host', host), captcha),
  };
};

/** A getter read at module level (outside a test or hook) would otherwise fail later as an undefined property. */
const started = <T>(name: string, value: T | undefined): T => {
  if (value === undefined) throw new Error(`the suite's ${name} is not started: use it inside a test or a hook`);
  return value;
};
