import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { findResourceText, getResource, isResourceName, type Field } from '../../../shared/resources';
import type { Language } from '../../../shared/i18n';
import type { LabelMaps } from './cell-text';
import { useDataProvider } from './CrudContext';
import { crudKeys } from './query-keys';
import { dictOptions, fetchDict, type DictEntry } from './use-dict';
import { treeOptions, type PickOption } from './use-options';

const flatten = (options: readonly PickOption[], into: Map<string, string>): Map<string, string> => {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) flatten(option.children, into);
  }
  return into;
};

// Module-level, so react-query keeps the combined array stable while no query changes.
const dataOfDicts = (results: UseQueryResult<DictEntry[]>[]) => results.map((result) => result.data);
const dataOfTrees = (results: UseQueryResult<PickOption[]>[]) => results.map((result) => result.data);

/**
 * The label maps the table's cells need, loaded once per column rather than per cell: dictionaries (the
 * session cache), enum options, and the tree pickers other resources offer (departments). References
 * prefer the VO's `…Name` (see cellText) and fall back to the value.
 */
export const useLabelMaps = (fields: readonly Field[], language: Language): LabelMaps => {
  const provider = useDataProvider();
  const dictFields = useMemo(() => fields.filter((field) => field.kind === 'dict'), [fields]);
  const treeFields = useMemo(
    () => fields.filter((field) => field.kind === 'treeSelect' && isResourceName(field.resource)),
    [fields],
  );
  const dictData = useQueries({
    queries: dictFields.map((field) => ({
      queryKey: crudKeys.dict(field.source, field.dict),
      queryFn: () => fetchDict(provider, field.source, field.dict),
      staleTime: Infinity,
      gcTime: Infinity,
    })),
    combine: dataOfDicts,
  });
  const treeData = useQueries({
    queries: treeFields.map((field) => ({
      queryKey: crudKeys.treeNodes(field.kind === 'treeSelect' ? field.resource : '', {}),
      queryFn: async () =>
        field.kind === 'treeSelect' && isResourceName(field.resource)
          ? treeOptions(await provider.getTreeNodes(getResource(field.resource)))
          : [],
      staleTime: 5 * 60_000,
    })),
    combine: dataOfTrees,
  });
  return useMemo(() => {
    const maps = new Map<string, ReadonlyMap<string, string>>();
    for (const field of fields) {
      if (field.kind !== 'enum') continue;
      const labelOf = (value: string | number, key?: string) =>
        (key ? findResourceText(key, language) : undefined) ?? String(value);
      maps.set(
        field.name,
        new Map(field.options.map((option) => [String(option.value), labelOf(option.value, option.label)])),
      );
    }
    dictFields.forEach((field, index) => {
      const entries = dictData[index];
      if (entries) maps.set(field.name, new Map(dictOptions(entries, language).map((o) => [o.value, o.label])));
    });
    treeFields.forEach((field, index) => {
      const options = treeData[index];
      if (options) maps.set(field.name, flatten(options, new Map()));
    });
    return maps;
  }, [fields, dictFields, treeFields, dictData, treeData, language]);
};
