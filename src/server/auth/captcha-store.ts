import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

interface CaptchaOptions {
  size?: number;
  noise?: number;
  color?: boolean;
  width?: number;
  height?: number;
  fontSize?: number;
  charPreset?: string;
}
interface SvgCaptcha {
  (text: string, options?: CaptchaOptions): string;
  create(options?: CaptchaOptions): { text: string; data: string };
}

// svg-captcha's types omit its callable default export (render a given text), which the fixed test code needs.
const svgCaptcha = createRequire(import.meta.url)('svg-captcha') as SvgCaptcha;

const TTL_MS = 30 * 60 * 1000;
const MAX_ENTRIES = 10_000;
/**
 * What a captcha may contain: upper-case letters and digits without look-alikes (0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B,
 * 6/G, U/V). Codes are compared case-insensitively, so lower-case forms never matter.
 */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTWXY345679';
/** SpringBlade's and BladeX's captchas have five characters (bladex-contract.md §2.1). */
export const CAPTCHA_LENGTH = 5;
/** Large enough to read at a glance (issue 19); the sign-in form shows it at 160×48. */
export const CAPTCHA_SIZE = { width: 200, height: 60 } as const;
/** What SpringBlade's `GET /blade-auth/captcha` draws (bladex-contract.md §2.1), the size Saber's form expects. */
export const SPRINGBLADE_CAPTCHA_SIZE = { width: 130, height: 48 } as const;

export interface CaptchaSize {
  readonly width: number;
  readonly height: number;
}

const optionsFor = (size: CaptchaSize): CaptchaOptions => ({
  size: CAPTCHA_LENGTH,
  noise: 2,
  color: true,
  ...size,
  fontSize: Math.round(size.height * 1.05),
  charPreset: CAPTCHA_ALPHABET,
});

/** One captcha (the text and its SVG), for every route that serves one: `fixed` renders that text (tests). */
export const generateCaptcha = (fixed?: string, size: CaptchaSize = CAPTCHA_SIZE): { text: string; data: string } =>
  fixed ? { text: fixed, data: svgCaptcha(fixed, optionsFor(size)) } : svgCaptcha.create(optionsFor(size));

/**
 * The image as BladeX and SpringBlade send it, a PNG data URL (their captcha library draws PNGs): the SVG's glyphs
 * are paths, so rendering needs no font.
 */
export const captchaPng = (svg: string): string =>
  `data:image/png;base64,${Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()).toString('base64')}`;

export interface CaptchaStore {
  /** A new captcha: its key and its PNG at `size` (the BladeX route's by default). */
  create(size?: CaptchaSize): { key: string; image: string };
  /** Single use: the entry is gone after this call whatever the answer. */
  consume(key: string, code: string): boolean;
  purgeExpired(): void;
}

/**
 * Captchas live in memory for 30 minutes (bladex-contract.md §2.1); a restart simply invalidates
 * open ones. `fixed` (tests only) makes every code that text.
 */
export const createCaptchaStore = (now: () => number, fixed?: string): CaptchaStore => {
  const entries = new Map<string, { code: string; expiresAt: number }>();
  const purgeExpired = (): void => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  };
  return {
    create(size = CAPTCHA_SIZE) {
      purgeExpired();
      // Bounded, oldest first (Map keeps insertion order), so a flood of requests cannot grow memory.
      while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const generated = generateCaptcha(fixed, size);
      const key = randomUUID();
      entries.set(key, { code: generated.text.toLowerCase(), expiresAt: now() + TTL_MS });
      return { key, image: captchaPng(generated.data) };
    },
    consume(key, code) {
      const entry = entries.get(key);
      entries.delete(key);
      if (!entry || entry.expiresAt <= now()) return false;
      return code.trim().toLowerCase() === entry.code;
    },
    purgeExpired,
  };
};
