/** What the test-only environment switches ask for; see `readTestSwitches`. */
export interface TestSwitches {
  /** BLADE_CAPTCHA_FIXED: every captcha shows and expects this text. */
  captchaFixed?: string;
  /** BLADE_SOCIAL_TEST=1: the social grant accepts `source=test` with any code. */
  socialTestProvider: boolean;
}

/**
 * Reads BLADE_CAPTCHA_FIXED and BLADE_SOCIAL_TEST for `npm run server` and the browser host. Both
 * weaken sign-in, so both are refused under NODE_ENV=production; the Electron utilityProcess never
 * calls this. Throws an Error whose message names the variable.
 */
export const readTestSwitches = (env: Record<string, string | undefined>): TestSwitches => {
  const captchaFixed = env.BLADE_CAPTCHA_FIXED || undefined;
  const socialTestProvider = env.BLADE_SOCIAL_TEST === '1';
  const production = env.NODE_ENV === 'production';
  if (captchaFixed && production) {
    throw new Error('BLADE_CAPTCHA_FIXED is for tests only and is refused when NODE_ENV=production');
  }
  if (socialTestProvider && production) {
    throw new Error('BLADE_SOCIAL_TEST is for tests only and is refused when NODE_ENV=production');
  }
  return { captchaFixed, socialTestProvider };
};
