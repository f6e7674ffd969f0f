import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { createContext } from 'react';

/**
 * The brand ramp around the spec's default colour #089DA5 (slot 80 is Fluent's primary), darker
 * towards 10 and lighter towards 160. Kept as a constant because tests and the sign-in page use it;
 * `brandRampFrom('#089DA5')` reproduces it within 3 per channel.
 */
export const brandRamp: BrandVariants = {
  10: '#011A1C',
  20: '#022D30',
  30: '#033F43',
  40: '#045257',
  50: '#05656A',
  60: '#06787E',
  70: '#078A91',
  80: '#089DA5',
  90: '#22A7AF',
  100: '#3CB2B8',
  110: '#56BCC2',
  120: '#70C7CB',
  130: '#8AD1D5',
  140: '#A4DCDE',
  150: '#BEE6E8',
  160: '#D8F1F1',
};

// Chinese text first: Fluent's default stack puts Segoe UI before any CJK face.
export const fontFamilyBase =
  "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Segoe UI', system-ui, sans-serif";

export const lightTheme: Theme = { ...createLightTheme(brandRamp), fontFamilyBase };

export const DEFAULT_COLOR = '#089DA5';
/** What the colour picker offers first (spec 000 §9: the picker's default is #409EFF). */
export const PICKER_DEFAULT_COLOR = '#409EFF';

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** `#RRGGBB` in upper case, or null when the text is not a hex colour. */
export const normalizeHex = (value: string): string | null => {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return `#${digits.toUpperCase()}`;
};

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;

const mix = (from: readonly number[], to: readonly number[], amount: number): string =>
  toHex(from.map((c, i) => c + (to[i] - c) * amount));

const SLOTS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

/**
 * A Fluent brand ramp with the colour at slot 80: linear steps towards black below it (slot 10 keeps
 * 17 %) and towards white above it (slot 160 is 85 % white), the spacing of the hand-made default ramp.
 */
export const brandRampFrom = (color: string): BrandVariants => {
  const base = channels(normalizeHex(color) ?? DEFAULT_COLOR);
  const ramp: Record<number, string> = {};
  for (const slot of SLOTS) {
    if (slot < 80) ramp[slot] = mix(base, [0, 0, 0], ((80 - slot) / 10) * 0.1186);
    else if (slot === 80) ramp[slot] = toHex(base);
    else ramp[slot] = mix(base, [255, 255, 255], ((slot - 80) / 10) * 0.10625);
  }
  return ramp as BrandVariants;
};

/** How a theme paints the sidebar: plain, tinted with the brand, neutral dark, or a deep brand shade. */
export type SidebarStyle = 'light' | 'tint' | 'dark' | 'brand';

export interface ThemeOption {
  /** The value stored in settings.themeName (Saber's names, so a BladeX user's choice carries over). */
  id: ThemeId;
  mode: 'light' | 'dark';
  sidebar: SidebarStyle;
  /** A theme with its own colour sets the brand colour when chosen; null keeps the operator's colour. */
  accent: string | null;
}

export const themeIds = [
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
] as const;
export type ThemeId = (typeof themeIds)[number];

/** Spec 000 §9's options: default, white, dark, colorful (star), smart (blue), iview, vip, cool, d2, hey, lte. */
export const themeOptions: readonly ThemeOption[] = [
  { id: 'default', mode: 'light', sidebar: 'dark', accent: null },
  { id: 'theme-white', mode: 'light', sidebar: 'light', accent: null },
  { id: 'theme-dark', mode: 'dark', sidebar: 'dark', accent: null },
  { id: 'theme-star', mode: 'light', sidebar: 'brand', accent: '#6C5CE7' },
  { id: 'theme-bule', mode: 'light', sidebar: 'brand', accent: '#1890FF' },
  { id: 'theme-iview', mode: 'light', sidebar: 'dark', accent: null },
  { id: 'theme-vip', mode: 'light', sidebar: 'dark', accent: '#C89B3C' },
  { id: 'theme-cool', mode: 'light', sidebar: 'brand', accent: '#E0457B' },
  { id: 'theme-d2', mode: 'light', sidebar: 'tint', accent: '#3F8F2F' },
  { id: 'theme-hey', mode: 'light', sidebar: 'tint', accent: null },
  { id: 'theme-lte', mode: 'light', sidebar: 'dark', accent: null },
];

// Spellings other Saber builds store ('theme-bule' is Saber's own spelling of blue).
const aliases: Record<string, ThemeId> = {
  'theme-default': 'default',
  'theme-blue': 'theme-bule',
  'theme-smart': 'theme-bule',
  'theme-colorful': 'theme-star',
};

export const DEFAULT_THEME: ThemeId = 'theme-white';

/** The option for a stored theme name; an unknown name falls back to the spec's default (white). */
export const themeOptionOf = (name: string): ThemeOption => {
  const id = aliases[name] ?? name;
  return themeOptions.find((option) => option.id === id) ?? themeOptions.find((o) => o.id === DEFAULT_THEME)!;
};

/** The Fluent themes of one choice: the page (main area and header) and the sidebar, which may be inverted. */
export interface AppThemes {
  option: ThemeOption;
  brand: string;
  page: Theme;
  sidebar: Theme;
}

/** The sign-in page keeps its own (light) look in every theme, but in the operator's brand colour. */
export const signInTheme = (colorName: string): Theme => {
  const brand = normalizeHex(colorName) ?? DEFAULT_COLOR;
  return brand === DEFAULT_COLOR ? lightTheme : { ...createLightTheme(brandRampFrom(brand)), fontFamilyBase };
};

/** The workspace's themes (app-themes.ts builds them once the workspace loads); null on the sign-in route. */
export const AppThemesContext = createContext<AppThemes | null>(null);
