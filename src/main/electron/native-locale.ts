import type { Settings } from '../../shared/settings';

/**
 * The Chromium UI language for the app's language. Native date and time inputs follow Chromium's UI
 * language, not the page's, so without this a zh operator on an English system would see mm/dd/yyyy
 * and 12-hour times beside tables that say `yyyy-MM-dd HH:mm:ss`. English uses en-GB for the same
 * 24-hour clock. Chromium reads it once at start; a language switch applies from the next start.
 */
export const chromiumLanguageFor = (language: Settings['language']): string => (language === 'en' ? 'en-GB' : 'zh-CN');
