import type { ThemeId } from '../../app/theme';

/** The catalogue key of each theme's name (spec 000 §9's options). */
export const themeLabelKeys = {
  default: 'theme.names.default',
  'theme-white': 'theme.names.white',
  'theme-dark': 'theme.names.dark',
  'theme-star': 'theme.names.star',
  'theme-bule': 'theme.names.smart',
  'theme-iview': 'theme.names.iview',
  'theme-vip': 'theme.names.vip',
  'theme-cool': 'theme.names.cool',
  'theme-d2': 'theme.names.d2',
  'theme-hey': 'theme.names.hey',
  'theme-lte': 'theme.names.lte',
} as const satisfies Record<ThemeId, `theme.names.${string}`>;

/** Presets offered beside the custom picker; #409EFF, the picker's default (spec 000 §9), comes first. */
export const presetColors = [
  '#409EFF',
  '#089DA5',
  '#1890FF',
  '#304156',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA8C16',
] as const;
