import type { Language } from './i18n/catalogue';

/**
 * The one way the app writes a count or an amount for people to read (issue 19 item 4): digits grouped by
 * thousands in both languages (共 50,000 条, 50,000 in total), money with two decimals (1,234.50). Inputs and
 * files keep plain numbers; only what is shown goes through here. Formatters are cached: Intl builds are slow.
 */
const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

const formatters = new Map<string, Intl.NumberFormat>();

const formatterOf = (language: Language, decimals: number): Intl.NumberFormat => {
  const key = `${language}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], {
      useGrouping: true,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A count (rows, orders, people): whole, grouped; a value that is not a finite number reads as 0. */
export const formatCount = (value: number, language: Language): string =>
  formatterOf(language, 0).format(Number.isFinite(value) ? value : 0);

/** An amount of money in yuan: grouped, two decimals. */
export const formatMoney = (yuan: number, language: Language): string =>
  formatterOf(language, 2).format(Number.isFinite(yuan) ? yuan : 0);

/** A number with a fixed count of decimals, grouped (a figure that is not money, e.g. a weight). */
export const formatDecimal = (value: number, decimals: number, language: Language): string =>
  formatterOf(language, decimals).format(Number.isFinite(value) ? value : 0);
