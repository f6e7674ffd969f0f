import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { useContext } from 'react';
import {
  AppThemesContext,
  brandRampFrom,
  DEFAULT_COLOR,
  DEFAULT_THEME,
  fontFamilyBase,
  normalizeHex,
  themeOptionOf,
  type AppThemes,
  type SidebarStyle,
} from './theme';

// The workspace's themes, dark ones included: loaded with the workspace, never on the sign-in route (whose light
// theme is all theme.ts builds), which keeps Fluent's dark palette out of the sign-in page's first load.

/** Neutral dark surfaces of the default and lte themes' sidebars (Saber's #20222a family). */
const DARK_SIDEBAR = ['#20222A', '#2A2D36', '#33363F', '#3C404A'] as const;

const withSurfaces = (theme: Theme, surfaces: readonly string[]): Theme => ({
  ...theme,
  colorNeutralBackground1: surfaces[0],
  colorNeutralBackground2: surfaces[0],
  colorNeutralBackground3: surfaces[0],
  colorNeutralBackground1Hover: surfaces[1],
  colorNeutralBackground1Pressed: surfaces[2],
  colorNeutralBackground1Selected: surfaces[3],
  colorSubtleBackgroundHover: surfaces[1],
  colorSubtleBackgroundPressed: surfaces[2],
  colorSubtleBackgroundSelected: surfaces[3],
});

const sidebarTheme = (style: SidebarStyle, ramp: BrandVariants, page: Theme, dark: Theme): Theme => {
  switch (style) {
    case 'light':
      return page;
    case 'tint':
      return withSurfaces(page, [ramp[160], ramp[150], ramp[140], ramp[140]]);
    case 'dark':
      return page === dark ? dark : withSurfaces(dark, DARK_SIDEBAR);
    case 'brand':
      return withSurfaces(dark, [ramp[30], ramp[40], ramp[50], ramp[60]]);
  }
};

/** Builds the themes of a stored (themeName, colorName) pair; bad values fall back to the defaults. */
export const resolveAppThemes = (themeName: string, colorName: string): AppThemes => {
  const option = themeOptionOf(themeName);
  const brand = normalizeHex(colorName) ?? DEFAULT_COLOR;
  const ramp = brandRampFrom(brand);
  const light: Theme = { ...createLightTheme(ramp), fontFamilyBase };
  const dark: Theme = { ...createDarkTheme(ramp), fontFamilyBase };
  const page = option.mode === 'dark' ? dark : light;
  return { option, brand, page, sidebar: sidebarTheme(option.sidebar, ramp, page, dark) };
};

/**
 * The current themes, for regions that need their own FluentProvider (the sidebar:
 * `<FluentProvider theme={useAppThemes().sidebar}>`). Outside App it answers the default theme.
 */
export const useAppThemes = (): AppThemes => {
  const themes = useContext(AppThemesContext);
  if (themes) return themes;
  fallbackThemes ??= resolveAppThemes(DEFAULT_THEME, DEFAULT_COLOR);
  return fallbackThemes;
};

let fallbackThemes: AppThemes | null = null;
