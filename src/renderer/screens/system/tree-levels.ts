import { useQuery } from '@tanstack/react-query';
import type { TreeNode } from '../../../shared/bladex';
import { useDataProvider } from '../../crud/core/CrudContext';
import { crudKeys } from '../../crud/core/query-keys';
import { treeOptions } from '../../crud/core/use-options';
import type { LevelQuery } from '../../crud/fluent/widgets/LazyTreeLevel';

/**
 * One level of the department tree (`dept/lazy-tree?parentId=`), kept under the department's query keys so a
 * department saved on its screen refreshes the tree beside the user list.
 */
export const useDeptLevel: LevelQuery = (parentId) => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: [...crudKeys.children('dept', parentId), 'lazy-tree'],
    queryFn: async () =>
      treeOptions(
        (await provider.custom({
          method: 'GET',
          url: '/api/blade-system/dept/lazy-tree',
          params: { parentId },
        })) as TreeNode[],
      ),
    staleTime: 60_000,
  });
};
