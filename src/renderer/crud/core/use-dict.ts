import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '../../../shared/i18n';
import type { DictField, DictItemsLookup } from '../../../shared/resources';
import { useDataProvider } from './CrudContext';
import type { DataProvider } from './data-provider';
import { crudKeys } from './query-keys';

/** One dictionary entry as a select shows it. */
export interface DictOption {
  value: string;
  label: string;
}

/** A dictionary item off the wire: `dictKey`/`dictValue`, plus `dictValueEn` from servers that localize. */
export interface DictEntry {
  dictKey: string;
  dictValue: string;
  dictValueEn: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const parseDictEntries = (data: unknown): DictEntry[] =>
  (Array.isArray(data) ? data : [])
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({
      dictKey: text(item.dictKey),
      dictValue: text(item.dictValue),
      dictValueEn: text(item.dictValueEn),
    }))
    .filter((entry) => entry.dictKey !== '');

/** Labels in the current language: `dictValueEn` in English when the server has one. */
export const dictOptions = (entries: readonly DictEntry[], language: Language): DictOption[] =>
  entries.map((entry) => ({
    value: entry.dictKey,
    label: language === 'en' && entry.dictValueEn ? entry.dictValueEn : entry.dictValue,
  }));

export const fetchDict = async (provider: DataProvider, source: DictField<string>['source'], code: string) =>
  parseDictEntries(
    await provider.custom({ method: 'GET', url: `/api/blade-system/${source}/dictionary`, params: { code } }),
  );

/**
 * A dictionary's entries for the session: loaded once per code (staleTime and gcTime Infinity) and shared
 * by every select, cell and validator that names it; the tab bar's "clear cache" resets every query.
 */
export const useDictEntries = (source: DictField<string>['source'], code: string, enabled = true) => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: crudKeys.dict(source, code),
    queryFn: () => fetchDict(provider, source, code),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
};

/** The options of a dictionary field in a language (empty until loaded). */
export const useDictOptions = (field: DictField<string>, language: Language) => {
  const query = useDictEntries(field.source, field.dict);
  const options = useMemo(() => dictOptions(query.data ?? [], language), [query.data, language]);
  return { options, isLoading: query.isPending, error: query.error };
};

/** The allowed keys of a dictionary field, from the cache, for `recordSchema`'s dictItems (unknown = shape only). */
export const cachedDictItems =
  (client: QueryClient): DictItemsLookup =>
  (field) =>
    client.getQueryData<DictEntry[]>(crudKeys.dict(field.source, field.dict))?.map((entry) => entry.dictKey);
