import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/**
 * The brand ramp around the spec's default colour #089DA5 (slot 80 is Fluent's primary), darker
 * towards 10 and lighter towards 160. The theme engineer may replace it with a generated ramp per colour.
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

export const lightTheme: Theme = {
  ...createLightTheme(brandRamp),
  // Chinese text first: Fluent's default stack puts Segoe UI before any CJK face.
  fontFamilyBase:
    "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Segoe UI', system-ui, sans-serif",
};
