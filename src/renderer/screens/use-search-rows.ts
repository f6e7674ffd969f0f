import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams, ResourceDef } from '../../shared/resources';
import { useDataProvider } from '../crud/core/CrudContext';
import { crudKeys } from '../crud/core/query-keys';

/** How many rows of a search a summary above a list reads: enough for a chart, bounded for the desk. */
export const SUMMARY_MAX_ROWS = 1000;

/**
 * The rows of a list's current search (all of them up to SUMMARY_MAX_ROWS, the fixed filters included) turned
 * into what a summary above the table shows (totals, a chart's series), with the search's total so the summary
 * can say it drew only part of it. The previous answer stays while the next search loads.
 */
export const useSearchRows = <T>(
  def: ResourceDef,
  purpose: string,
  query: QueryParams,
  summarise: (records: readonly Record<string, unknown>[]) => T,
) => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: [...crudKeys.resource(def.name), purpose, query],
    queryFn: async () => {
      const data = (await provider.custom({
        method: 'GET',
        url: `/api${def.endpoint}/${def.verbs.list}`,
        params: { ...query, current: '1', size: String(SUMMARY_MAX_ROWS) },
      })) as { records?: Record<string, unknown>[]; total?: number };
      const records = data.records ?? [];
      return { value: summarise(records), rows: records.length, total: Number(data.total ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
};
