import { commonEn } from '../i18n/resources/common.en';
import { commonZh } from '../i18n/resources/common.zh';
import type { Language } from '../i18n/catalogue';
import { allResources } from './registry';
import { fillText, lookupText, type TextParams, type TextRoot } from './text';

const roots = new Map<Language, TextRoot>();

/**
 * Every resource text of a language as the app catalogue mounts it under `res`: `common`, then one block per
 * area holding each definition's own texts by name. Built from the registry, so a new definition's texts arrive
 * with it and no catalogue file is edited.
 */
export const resourceCatalogue = (language: Language): TextRoot => {
  const known = roots.get(language);
  if (known) return known;
  const root: Record<string, Record<string, unknown>> = { common: language === 'zh' ? commonZh : commonEn };
  for (const def of allResources()) {
    if (!def.texts) continue;
    const area = (root[def.area] ??= {});
    area[def.name] = def.texts[language];
  }
  roots.set(language, root);
  return root;
};

/** The raw text of a key, or undefined when the key names no text. */
export const findResourceText = (key: string, language: Language = 'zh'): string | undefined =>
  lookupText(resourceCatalogue(language), key);

/**
 * A resource text with its `{{name}}` placeholders filled: what the server sends as `msg` (zh) and what
 * a renderer without i18next can show. Unknown keys come back as the key, so a gap is visible.
 */
export const resourceText = (key: string, params: TextParams = {}, language: Language = 'zh'): string =>
  fillText(findResourceText(key, language) ?? key, params);
