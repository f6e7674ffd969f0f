import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n';
import type { ResourceTextKey, TextParams } from '../../../shared/resources';
import type { CrudTexts } from './crud-texts';
import { installCrudTexts } from './install-texts';

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the engine, e.g. `total` or `richText.bold`. */
export type CrudTextKey = LeafPaths<CrudTexts>;

/** i18next's `t` without the app catalogue's key typing: these bundles are added at run time. */
type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

export interface CrudText {
  /** An engine text (`crud.<key>`). */
  ct: (key: CrudTextKey, params?: TextParams) => string;
  /** A resource text (`res.…`, as definitions hold them). */
  rt: (key: ResourceTextKey, params?: TextParams) => string;
  language: Language;
}

/** Translation for the engine and the definitions; re-renders on a language change like `useTranslation`. */
export const useCrudText = (): CrudText => {
  const { t, i18n } = useTranslation();
  installCrudTexts(i18n);
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  return useMemo(() => {
    const loose = t as unknown as LooseT;
    return {
      ct: (key, params) => loose(`crud.${key}`, params),
      rt: (key, params) => loose(key, params),
      language,
    };
  }, [t, language]);
};
