import type { TreeNode } from '../../shared/bladex/index';
import { keyOf, type ResourceDef } from '../../shared/resources/index';
import type { WireObject } from '../http/wire';

/** The first text field: a tree's default title (deptName, roleName, name ...), and what an import names rows by. */
export const defaultTitle = (def: ResourceDef): string =>
  def.fields.find((field) => field.kind === 'text' && field.name !== keyOf(def))?.name ?? keyOf(def);

/**
 * Nests wire rows by a key and a parent property, keeping input order among siblings. `children` is left out
 * of leaves (Jackson NON_EMPTY); a row whose parent is not in the list becomes a root, so a filtered tree list
 * still shows every match.
 */
export const nestRows = (rows: WireObject[], keyProperty: string, parentProperty: string): WireObject[] => {
  const byKey = new Map<string, WireObject>();
  for (const row of rows) byKey.set(String(row[keyProperty]), row);
  const roots: WireObject[] = [];
  for (const row of rows) {
    const parentKey = String(row[parentProperty] ?? '');
    const parent = parentKey !== String(row[keyProperty]) ? byKey.get(parentKey) : undefined;
    if (parent) {
      const children = (parent.children as WireObject[] | undefined) ?? [];
      children.push(row);
      parent.children = children;
      parent.hasChildren = true;
    } else roots.push(row);
  }
  return roots;
};

/** TreeNode list (`{id, parentId, title, key, value}`) nested the same way; `hasChildren` only when true. */
export const toTreeNodes = (
  rows: WireObject[],
  keyProperty: string,
  parentProperty: string,
  titleProperty: string,
): TreeNode[] => {
  const nodes = rows.map((row): TreeNode => ({
    id: String(row[keyProperty]),
    parentId: String(row[parentProperty] ?? '0'),
    title: String(row[titleProperty] ?? ''),
    key: String(row[keyProperty]),
    value: String(row[keyProperty]),
  }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: TreeNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId !== node.id ? byId.get(node.parentId) : undefined;
    if (parent) {
      (parent.children ??= []).push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
};
