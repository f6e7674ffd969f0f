import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_SIZE,
  createCaptchaStore,
  generateCaptcha,
} from '../../../src/server/auth/captcha-store';

/** Issue 19 item 14: a captcha is large, and its code avoids look-alike characters. */
describe('the captcha', () => {
  it('holds at most one character of each look-alike group, and never 0/O or 1/l/I', () => {
    const groups = ['0ODQ', '1IL', '2Z', '5S', '8B', '6G', 'UV'];
    const upper = CAPTCHA_ALPHABET.toUpperCase();
    for (const group of groups)
      expect([...group].filter((ch) => upper.includes(ch)).length, group).toBeLessThanOrEqual(1);
    for (const ch of '0Oo1lIi') expect(CAPTCHA_ALPHABET, ch).not.toContain(ch);
  });

  it('draws codes of the set length from the alphabet only, on a large image', () => {
    for (let i = 0; i < 200; i++) {
      const { text, data } = generateCaptcha();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
      expect(data).toContain(`width="${CAPTCHA_SIZE.width}"`);
      expect(data).toContain(`height="${CAPTCHA_SIZE.height}"`);
    }
    expect(CAPTCHA_SIZE.width).toBeGreaterThanOrEqual(200);
    expect(CAPTCHA_SIZE.height).toBeGreaterThanOrEqual(60);
  });

  it('accepts the code in any case, once', () => {
    const store = createCaptchaStore(() => 0, 'AC34');
    const { key } = store.create();
    expect(store.consume(key, ' ac34 ')).toBe(true);
    expect(store.consume(key, 'AC34')).toBe(false);
  });
});
