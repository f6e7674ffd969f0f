import { useLayoutEffect, useState, type RefObject } from 'react';
import { useSetting } from '../../stores/settings-store';

export interface ChartColors {
  brand: string;
  brandFill: string;
  success: string;
  warning: string;
  danger: string;
  neutral: string;
  text: string;
  grid: string;
}

// Canvas cannot resolve CSS variables, so the Fluent tokens are read from the element's computed style.
const FALLBACK: ChartColors = {
  brand: '#089DA5',
  brandFill: 'rgba(8, 157, 165, 0.15)',
  success: '#107C10',
  warning: '#BC4B09',
  danger: '#C50F1F',
  neutral: '#8A8886',
  text: '#605E5C',
  grid: '#E1DFDD',
};

const withAlpha = (color: string, alpha: number): string => {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!hex) return color;
  const n = parseInt(hex[1], 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

export const readChartColors = (element: Element | null): ChartColors => {
  if (!element) return FALLBACK;
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const brand = read('--colorBrandForeground1', FALLBACK.brand);
  return {
    brand,
    brandFill: withAlpha(brand, 0.15),
    success: read('--colorPaletteGreenForeground1', FALLBACK.success),
    warning: read('--colorPaletteDarkOrangeForeground1', FALLBACK.warning),
    danger: read('--colorPaletteRedForeground1', FALLBACK.danger),
    neutral: read('--colorNeutralForeground4', FALLBACK.neutral),
    text: read('--colorNeutralForeground3', FALLBACK.text),
    grid: read('--colorNeutralStroke2', FALLBACK.grid),
  };
};

/** The theme's colours for a chart inside `ref`, read again whenever the operator changes theme or brand colour. */
export const useChartColors = (ref: RefObject<Element | null>): ChartColors => {
  const themeName = useSetting('themeName');
  const colorName = useSetting('colorName');
  const [colors, setColors] = useState<ChartColors>(FALLBACK);
  useLayoutEffect(() => {
    // The provider applies the new theme's variables in the same commit; read them on the next frame.
    const frame = requestAnimationFrame(() => setColors(readChartColors(ref.current)));
    return () => cancelAnimationFrame(frame);
  }, [ref, themeName, colorName]);
  return colors;
};
