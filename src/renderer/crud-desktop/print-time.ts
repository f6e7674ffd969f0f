import type { Language } from '../../shared/i18n';

/** When a sheet was printed, as people read it in the app's language (24-hour clock). */
export const printedAtText = (at: Date, language: Language): string =>
  at.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', { hour12: false });
