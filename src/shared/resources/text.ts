import type { Language } from '../i18n/catalogue';
import type { commonZh } from '../i18n/resources/common.zh';

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A resource text as a full app key: `res.<area>.<name>.<leaf>` for a definition's own texts
 * (`res.system.post.fields.postName`), `res.common.<leaf>` for the shared ones. A definition's kit checks its own
 * keys when they are written (`r.key('rules.name')` fails to compile on a misspelt leaf); the consistency test
 * resolves every key a definition holds in both languages.
 */
export type ResourceTextKey = `res.${string}`;

/** A key of the texts every resource shares (`res.common.flags.yes`), checked when written. */
export type CommonTextKey = `res.common.${LeafPaths<typeof commonZh>}`;

/** The leaves of a text tree as dotted paths: `fields.name`, `rules.name`. */
export type TextLeaf<T> = LeafPaths<T>;

/** Parameters of a message such as `不能大于{{max}}`. */
export type TextParams = Readonly<Record<string, string | number>>;

/** A text tree per language, as the catalogue holds it under `res`. */
export type TextRoot = Readonly<Record<string, unknown>>;

/** The raw text of a key in a catalogue root, or undefined when the key names no text. */
export const lookupText = (root: TextRoot, key: string): string | undefined => {
  const parts = key.split('.');
  if (parts[0] !== 'res') return undefined;
  let node: unknown = root;
  for (const part of parts.slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Fills `{{name}}` placeholders; a missing parameter stays visible. */
export const fillText = (text: string, params: TextParams = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export type { Language };
