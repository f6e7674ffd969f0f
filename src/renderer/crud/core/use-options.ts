import { useQuery } from '@tanstack/react-query';
import type { TreeNode } from '../../../shared/bladex';
import {
  getResource,
  isResourceName,
  keyOf,
  toQueryParams,
  type QueryParams,
  type ReferenceField,
  type RegionField,
  type ResourceDef,
} from '../../../shared/resources';
import { useDataProvider } from './CrudContext';
import type { DataProvider } from './data-provider';
import { crudKeys } from './query-keys';

/** An option of a picker: value and label (a tree option may have children). */
export interface PickOption {
  value: string;
  label: string;
  children?: PickOption[];
  hasChildren?: boolean;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** TreeNode → options (label `title`, value `value`, as Saber binds them). */
export const treeOptions = (nodes: readonly TreeNode[]): PickOption[] =>
  nodes.map((node) => ({
    value: text(node.value) || text(node.id),
    label: text(node.title),
    ...(Array.isArray(node.children) && node.children.length > 0 ? { children: treeOptions(node.children) } : {}),
    ...(node.hasChildren ? { hasChildren: true } : {}),
  }));

const definitionOf = (name: string): ResourceDef | undefined => (isResourceName(name) ? getResource(name) : undefined);

/** The tree picker of another resource (`GET <endpoint>/tree`), e.g. the parent department or the menus. */
export const useTreeSelectOptions = (resource: string) => {
  const provider = useDataProvider();
  const def = definitionOf(resource);
  return useQuery({
    queryKey: crudKeys.treeNodes(resource, {}),
    queryFn: async () => (def ? treeOptions(await provider.getTreeNodes(def)) : []),
    staleTime: 5 * 60_000,
  });
};

/** Resources whose controllers answer `select` (bladex-contract.md §6); others are read from their list. */
const SELECT_RESOURCES = new Set(['role', 'dept', 'post', 'tenant']);

const fetchReferenceOptions = async (
  provider: DataProvider,
  def: ResourceDef,
  labelField: string,
  filter: ReferenceField<string>['optionsFilter'],
) => {
  const rows = SELECT_RESOURCES.has(def.name)
    ? await provider.custom({ method: 'GET', url: `/api${def.endpoint}/select` })
    : (await provider.getList(def, { current: 1, size: 500, query: filter ? toQueryParams(def, filter) : {} })).records;
  const key = keyOf(def);
  return (Array.isArray(rows) ? rows : [])
    .filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    .map((row) => ({ value: text(row[key]), label: text(row[labelField]) || text(row[key]) }))
    .filter((option) => option.value !== '');
};

/** The records of another resource to pick from (roles, posts, tenant packages), those matching `filter` if given. */
export const useReferenceOptions = (
  resource: string,
  labelField: string,
  filter?: ReferenceField<string>['optionsFilter'],
) => {
  const provider = useDataProvider();
  const def = definitionOf(resource);
  return useQuery({
    queryKey: [...crudKeys.options(resource), labelField, filter ?? {}],
    queryFn: () => (def ? fetchReferenceOptions(provider, def, labelField, filter) : Promise.resolve([])),
    staleTime: 5 * 60_000,
  });
};

/**
 * Where each region tree's levels come from: the system regions (`region/lazy-tree?parentCode=`), or the app-config
 * city tree (`blade-app/config/region/tree/city?parentId=`, spec 000 §7, starting under 53).
 */
const REGION_LEVEL_CALLS: Record<
  RegionField<string>['tree'],
  (parent: string) => { url: string; params: QueryParams }
> = {
  region: (parent) => ({ url: '/api/blade-system/region/lazy-tree', params: { parentCode: parent } }),
  city: (parent) => ({ url: '/api/blade-app/config/region/tree/city', params: { parentId: parent } }),
};

/** One level of a region tree, cached for the session like dictionaries. */
export const useRegionLevel = (parentCode: string, enabled = true, tree: RegionField<string>['tree'] = 'region') => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: crudKeys.regionChildren(tree, parentCode),
    queryFn: async () =>
      treeOptions((await provider.custom({ method: 'GET', ...REGION_LEVEL_CALLS[tree](parentCode) })) as TreeNode[]),
    staleTime: Infinity,
    enabled,
  });
};

/** One level of the region tree (`region/lazy-tree?parentCode=`): the region pickers and the region screen's tree. */
export const useRegionTreeLevel = (parentCode: string) => useRegionLevel(parentCode, true, 'region');

/** One level of the app-config city tree (`region/tree/city?parentId=`, spec 000 §7). */
export const useCityTreeLevel = (parentId: string) => useRegionLevel(parentId, true, 'city');

/** The label of a region code, from its detail (cells and a loaded form show names, not codes). */
export const useRegionName = (code: string) => {
  const provider = useDataProvider();
  return useQuery({
    queryKey: ['crud-region', 'name', code],
    queryFn: async () => {
      const data = await provider.custom({ method: 'GET', url: '/api/blade-system/region/detail', params: { code } });
      return data !== null && typeof data === 'object' ? text((data as Record<string, unknown>).name) : '';
    },
    staleTime: Infinity,
    enabled: code !== '',
  });
};
