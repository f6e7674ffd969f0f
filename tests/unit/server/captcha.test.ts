import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_SIZE,
  captchaPng,
  createCaptchaStore,
  SPRINGBLADE_CAPTCHA_SIZE,
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
    const store = createCaptchaStore(() => 0, 'AC349');
    const { key } = store.create();
    expect(store.consume(key, ' ac349 ')).toBe(true);
    expect(store.consume(key, 'AC349')).toBe(false);
  });
  it('is a PNG of the size each flavour draws: five characters, 130×48 for SpringBlade', () => {
    const pngSize = (image: string) => {
      const png = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    };
    expect(CAPTCHA_LENGTH).toBe(5);
    const store = createCaptchaStore(() => 0);
    expect(pngSize(store.create().image)).toEqual(CAPTCHA_SIZE);
    expect(pngSize(store.create(SPRINGBLADE_CAPTCHA_SIZE).image)).toEqual({ width: 130, height: 48 });
    expect(pngSize(captchaPng(generateCaptcha('ACE45', SPRINGBLADE_CAPTCHA_SIZE).data))).toEqual({
      width: 130,
      height: 48,
    });
  });

  it('draws the same image without the system fonts (its glyphs are paths; loading the fonts cost ~30 MB a process)', () => {
    const { data } = generateCaptcha('ACE45');
    expect(data).not.toContain('<text');
    const withFonts = Buffer.from(new Resvg(data).render().asPng()).toString('base64');
    expect(captchaPng(data)).toBe(`data:image/png;base64,${withFonts}`);
  });
});
