import type { Catalogue, Language } from './catalogue';
import { en } from './en';
import { zh } from './zh';

export type { Catalogue, Language, TranslationKey } from './catalogue';
export { en, zh };

export { languages } from './languages';

export const catalogues: Record<Language, Catalogue> = { zh, en };

/** Reads one text by its dotted key; the key itself when absent, so a gap is visible rather than blank. */
export const lookup = (catalogue: Catalogue, key: string): string => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
};
