import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { crudKeys } from '../../crud/core/query-keys';

/**
 * A GET shown beside a list with the list's own search (its statistics, its counts per status): keyed under the
 * resource, so the invalidation after an edit, delete or action refreshes it with the list, and the last answer
 * stays shown while a new search loads. `parse` refuses an answer the screen cannot show.
 */
export const useListFigures = <T>(
  resource: string,
  name: string,
  url: string,
  query: QueryParams,
  parse: (data: unknown) => T,
) => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: [...crudKeys.resource(resource), name, query],
    queryFn: async () => parse(await provider.custom({ method: 'GET', url, params: query })),
    placeholderData: keepPreviousData,
  });
};
