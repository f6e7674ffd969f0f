import type { Language } from './catalogue';

/** The app's languages, zh first (the default); kept apart from the catalogues so importing it loads no text. */
export const languages: readonly Language[] = ['zh', 'en'];
