import { Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { PickOption } from '../../crud/core/use-options';
import { nodeStates, toggleNode } from './check-tree-state';

export interface CheckTreeProps {
  label: string;
  options: readonly PickOption[];
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}

const findOption = (options: readonly PickOption[], value: string): PickOption | undefined => {
  for (const option of options) {
    if (option.value === value) return option;
    const below = option.children ? findOption(option.children, value) : undefined;
    if (below) return below;
  }
  return undefined;
};

const renderItems = (options: readonly PickOption[]) =>
  options.map((option) => (
    <TreeItem key={option.value} value={option.value} itemType={option.children?.length ? 'branch' : 'leaf'}>
      <TreeItemLayout>{option.label}</TreeItemLayout>
      {option.children && option.children.length > 0 && <Tree>{renderItems(option.children)}</Tree>}
    </TreeItem>
  ));

/** A checkbox tree (menus, data scopes, API scopes): a branch checks everything below it, and shows mixed. */
export const CheckTree = ({ label, options, checked, onChange }: CheckTreeProps) => {
  const states = useMemo(() => nodeStates(options, checked), [options, checked]);
  const checkedItems = useMemo(
    () =>
      [...states]
        .filter(([, state]) => state !== false)
        .map(([value, state]) => [value, state] as [string, boolean | 'mixed']),
    [states],
  );
  return (
    <Tree
      aria-label={label}
      selectionMode="multiselect"
      checkedItems={checkedItems}
      onCheckedChange={(_, data) => {
        const option = findOption(options, String(data.value));
        if (option) onChange(toggleNode(checked, option, data.checked === true));
      }}
    >
      {renderItems(options)}
    </Tree>
  );
};
