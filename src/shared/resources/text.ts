import type { Language } from '../i18n/catalogue';
import { resourcesEn, resourcesZh, type ResourceTextKey } from '../i18n/resources';

export type { ResourceTextKey };

type Texts = typeof resourcesZh;

/** `system` or `system.post`: a block of the resource texts a definition file takes its keys from. */
export type TextScope = {
  [A in keyof Texts & string]: A | { [R in keyof Texts[A] & string]: `${A}.${R}` }[keyof Texts[A] & string];
}[keyof Texts & string];

type At<S extends string> = S extends `${infer A}.${infer R}`
  ? A extends keyof Texts
    ? R extends keyof Texts[A]
      ? Texts[A][R]
      : never
    : never
  : S extends keyof Texts
    ? Texts[S]
    : never;

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Shortens the keys of one definition file: `const k = textKeys('system.post')` then `k('fields.postName')`
 * is the checked key `res.system.post.fields.postName` (a misspelt leaf fails to compile).
 */
export const textKeys =
  <S extends TextScope>(scope: S) =>
  <L extends LeafPaths<At<S>>>(leaf: L): ResourceTextKey =>
    `res.${scope}.${leaf}` as ResourceTextKey;

/** Parameters of a message such as `不能大于{{max}}`. */
export type TextParams = Readonly<Record<string, string | number>>;

const roots: Record<Language, unknown> = { zh: resourcesZh, en: resourcesEn };

/** The raw text of a key, or undefined when the key names no text. */
export const findResourceText = (key: string, language: Language = 'zh'): string | undefined => {
  const parts = key.split('.');
  if (parts[0] !== 'res') return undefined;
  let node: unknown = roots[language];
  for (const part of parts.slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * A resource text with its `{{name}}` placeholders filled: what the server sends as `msg` (zh) and what
 * a renderer without i18next can show. Unknown keys come back as the key, so a gap is visible.
 */
export const resourceText = (key: string, params: TextParams = {}, language: Language = 'zh'): string => {
  const text = findResourceText(key, language) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};
