import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

interface CaptchaOptions {
  size?: number;
  noise?: number;
  color?: boolean;
  width?: number;
  height?: number;
  ignoreChars?: string;
}
interface SvgCaptcha {
  (text: string, options?: CaptchaOptions): string;
  create(options?: CaptchaOptions): { text: string; data: string };
}

// svg-captcha's types omit its callable default export (render a given text), which the fixed test code needs.
const svgCaptcha = createRequire(import.meta.url)('svg-captcha') as SvgCaptcha;

const TTL_MS = 30 * 60 * 1000;
const MAX_ENTRIES = 10_000;
const OPTIONS: CaptchaOptions = { size: 5, noise: 3, color: true, width: 130, height: 48, ignoreChars: '0oO1lIi' };

export interface CaptchaStore {
  create(): { key: string; image: string };
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
    create() {
      purgeExpired();
      // Bounded, oldest first (Map keeps insertion order), so a flood of requests cannot grow memory.
      while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const generated = fixed ? { text: fixed, data: svgCaptcha(fixed, OPTIONS) } : svgCaptcha.create(OPTIONS);
      const key = randomUUID();
      entries.set(key, { code: generated.text.toLowerCase(), expiresAt: now() + TTL_MS });
      return { key, image: `data:image/svg+xml;base64,${Buffer.from(generated.data).toString('base64')}` };
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
