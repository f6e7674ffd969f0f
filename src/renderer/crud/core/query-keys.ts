import type { QueryClient } from '@tanstack/react-query';
import type { ResourceDef } from '../../../shared/resources';

/**
 * Query keys of the engine. Everything of one resource sits under `['crud', name]`, so one invalidation
 * after a write refreshes its lists, details, tree nodes and the pickers other screens built from it.
 */
export const crudKeys = {
  all: ['crud'] as const,
  resource: (name: string) => ['crud', name] as const,
  list: (name: string, params: unknown) => ['crud', name, 'list', params] as const,
  tree: (name: string, params: unknown) => ['crud', name, 'tree', params] as const,
  children: (name: string, parent: string) => ['crud', name, 'children', parent] as const,
  detail: (name: string, key: string) => ['crud', name, 'detail', key] as const,
  treeNodes: (name: string, params: unknown) => ['crud', name, 'treeNodes', params] as const,
  options: (name: string) => ['crud', name, 'options'] as const,
  /** Dictionaries live for the session (cleared by the tab bar's "clear cache", which resets every query). */
  dict: (source: 'dict' | 'dict-biz', code: string) => ['crud-dict', source, code] as const,
  dictAll: ['crud-dict'] as const,
  regionChildren: (tree: string, parent: string) => ['crud-region', tree, parent] as const,
};

/** After a write: the resource's queries, and the dictionaries when a dictionary itself changed. */
export const invalidateResource = async (client: QueryClient, def: ResourceDef): Promise<void> => {
  const pending = [client.invalidateQueries({ queryKey: crudKeys.resource(def.name) })];
  if (def.name === 'dict' || def.name === 'dictBiz')
    pending.push(client.invalidateQueries({ queryKey: crudKeys.dictAll }));
  if (def.name === 'region') pending.push(client.invalidateQueries({ queryKey: ['crud-region'] }));
  await Promise.all(pending);
};
