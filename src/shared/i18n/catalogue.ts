import type { zh } from './zh';

/** A catalogue's shape with every text widened to string, so other languages can say it their way. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Catalogue = Widen<typeof zh>;

export type Language = 'zh' | 'en';

/** Every dotted path to a text, e.g. `login.title`. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = LeafPaths<Catalogue>;
