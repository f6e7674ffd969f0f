import type { Language } from '../../../shared/i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as the operator reads them: 1 decimal above KB, binary steps (what the OS file dialogs show). */
export const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
};

const locales: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

export { formatCount } from '../../../shared/number-format';

/** A share as a percentage with one decimal; an empty whole reads as 0%, never NaN%. */
export const formatPercent = (part: number, whole: number): string =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1).replace(/\.0$/, '')}%` : '0%';

/** `2024-05-06` → `05-06`: the trend's axis has no room for the year. */
export const shortDate = (date: string): string => (/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(5, 10) : date);

export const longDate = (now: Date, language: Language): string =>
  new Intl.DateTimeFormat(locales[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(now);
