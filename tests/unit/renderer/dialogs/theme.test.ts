import { describe, expect, it } from 'vitest';
import {
  brandRamp,
  brandRampFrom,
  normalizeHex,
  signInTheme,
  themeOptionOf,
  themeOptions,
} from '../../../../src/renderer/app/theme';
import { resolveAppThemes } from '../../../../src/renderer/app/app-themes';
import { themeLabelKeys } from '../../../../src/renderer/shell/dialogs/theme-labels';
import { zh, en, lookup } from '../../../../src/shared/i18n';

/** WCAG relative luminance of `#RRGGBB`. */
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
};

describe('themes', () => {
  it('offers the eleven options of spec 000 §9, each with a name in both catalogues', () => {
    expect(themeOptions.map((o) => o.id)).toEqual([
      'default',
      'theme-white',
      'theme-dark',
      'theme-star',
      'theme-bule',
      'theme-iview',
      'theme-vip',
      'theme-cool',
      'theme-d2',
      'theme-hey',
      'theme-lte',
    ]);
    for (const option of themeOptions) {
      const key = themeLabelKeys[option.id];
      expect(lookup(zh, key)).not.toBe(key);
      expect(lookup(en, key)).not.toBe(key);
    }
  });

  it('turns every option into complete Fluent themes in the brand colour', () => {
    for (const option of themeOptions) {
      const themes = resolveAppThemes(option.id, '#089DA5');
      expect(themes.option.id).toBe(option.id);
      for (const theme of [themes.page, themes.sidebar]) {
        expect(theme.colorBrandBackground).toMatch(/^#[0-9A-F]{6}$/i);
        expect(theme.colorNeutralBackground1).toBeTruthy();
        expect(theme.fontFamilyBase).toContain('PingFang SC');
      }
    }
  });

  it('makes the dark theme dark and the light themes light', () => {
    for (const option of themeOptions) {
      const { page } = resolveAppThemes(option.id, '#089DA5');
      const bg = luminance(page.colorNeutralBackground1);
      if (option.mode === 'dark') expect(bg).toBeLessThan(0.05);
      else expect(bg).toBeGreaterThan(0.9);
    }
    expect(themeOptionOf('theme-dark').mode).toBe('dark');
  });

  it('gives dark and brand sidebars dark surfaces with light text', () => {
    for (const option of themeOptions.filter((o) => o.sidebar === 'dark' || o.sidebar === 'brand')) {
      const { sidebar } = resolveAppThemes(option.id, option.accent ?? '#089DA5');
      expect(luminance(sidebar.colorNeutralBackground1)).toBeLessThan(0.1);
      expect(luminance(sidebar.colorNeutralForeground1)).toBeGreaterThan(0.8);
    }
  });

  it('builds the brand ramp from any colour: the colour at slot 80, darker below, lighter above', () => {
    const ramp = brandRampFrom('#089da5');
    for (const slot of Object.keys(brandRamp).map(Number) as Array<keyof typeof brandRamp>) {
      const [a, b] = [ramp[slot], brandRamp[slot]].map((h) => Number.parseInt(h.slice(1), 16));
      for (const shift of [16, 8, 0])
        expect(Math.abs(((a >> shift) & 255) - ((b >> shift) & 255))).toBeLessThanOrEqual(3);
    }
    const red = brandRampFrom('#F5222D');
    expect(red[80]).toBe('#F5222D');
    expect(luminance(red[10])).toBeLessThan(luminance(red[80]));
    expect(luminance(red[160])).toBeGreaterThan(luminance(red[80]));
    expect(resolveAppThemes('theme-white', '#F5222D').page.colorBrandBackground).toBe('#F5222D');
  });

  it('falls back to the defaults for unknown names and bad colours, and reads Saber spellings', () => {
    expect(themeOptionOf('no-such-theme').id).toBe('theme-white');
    expect(themeOptionOf('theme-default').id).toBe('default');
    expect(themeOptionOf('theme-blue').id).toBe('theme-bule');
    expect(resolveAppThemes('x', 'not a colour').brand).toBe('#089DA5');
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex('409eff')).toBe('#409EFF');
    expect(normalizeHex('#12345')).toBeNull();
  });

  it('keeps the sign-in page light in the brand colour', () => {
    expect(luminance(signInTheme('#6C5CE7').colorNeutralBackground1)).toBeGreaterThan(0.9);
    expect(signInTheme('#6C5CE7').colorBrandBackground).toBe('#6C5CE7');
  });
});
