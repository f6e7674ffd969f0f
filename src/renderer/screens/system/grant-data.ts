import type { TreeNode } from '../../../shared/bladex';
import { treeOptions, type PickOption } from '../../crud/core/use-options';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `menu/grant-tree` (and `grant-top-tree`): `{menu, dataScope, apiScope}` TreeNode lists as options. */
export const parseGrantTrees = (data: unknown): Record<'menu' | 'dataScope' | 'apiScope', PickOption[]> => {
  const record = isRecord(data) ? data : {};
  const list = (value: unknown) =>
    Array.isArray(value) ? treeOptions(value.filter(isRecord) as unknown as TreeNode[]) : [];
  return { menu: list(record.menu), dataScope: list(record.dataScope), apiScope: list(record.apiScope) };
};

/** `menu/role-tree-keys` (and `top-tree-keys`): `{menu, dataScope, apiScope}` id lists. */
export const parseGrantKeys = (data: unknown): Record<'menu' | 'dataScope' | 'apiScope', string[]> => {
  const record = isRecord(data) ? data : {};
  const list = (value: unknown) =>
    Array.isArray(value)
      ? value
          .map((item) => (typeof item === 'number' ? String(item) : typeof item === 'string' ? item : ''))
          .filter(Boolean)
      : [];
  return { menu: list(record.menu), dataScope: list(record.dataScope), apiScope: list(record.apiScope) };
};
