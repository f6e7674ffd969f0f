import {
  makeStyles,
  Spinner,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeProps,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PickOption } from '../../core/use-options';

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

/** One level of a lazy tree: the children of `parent`, as options with `hasChildren`. */
export type LevelQuery = (parent: string) => UseQueryResult<PickOption[]>;

/** The branches a lazy tree has open, and the props that let Fluent's `Tree` open and close them. */
export const useOpenItems = (): {
  open: ReadonlySet<string>;
  treeProps: Pick<TreeProps, 'openItems' | 'onOpenChange'>;
} => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  return {
    open,
    treeProps: {
      openItems: [...open],
      onOpenChange: (_, data) => {
        const next = new Set(open);
        if (data.open) next.add(String(data.value));
        else next.delete(String(data.value));
        setOpen(next);
      },
    },
  };
};

/** Whether the event is the item's own, not one bubbling up from an item nested in it. */
const ownEvent = (event: MouseEvent | KeyboardEvent) =>
  (event.target as Element).closest('[role="treeitem"]') === event.currentTarget;

/** Choose on the item itself (click, Enter, Space); the chevron and the arrow keys only open and close. */
export const chooseHandlers = (choose: () => void) => ({
  onClick: (event: MouseEvent) => {
    if (!ownEvent(event) || (event.target as Element).closest('.fui-TreeItemLayout__expandIcon')) return;
    choose();
  },
  onKeyDown: (event: KeyboardEvent) => {
    if (ownEvent(event) && (event.key === 'Enter' || event.key === ' ')) choose();
  },
});

export interface LazyTreeLevelProps {
  parent: string;
  useLevel: LevelQuery;
  open: ReadonlySet<string>;
  /** The chosen node's value: marked `aria-selected` and emphasised. */
  chosen: string;
  loadingLabel: string;
  /** Which nodes may be chosen (a region field's levels); the others only open. Every node when omitted. */
  choosable?: (value: string) => boolean;
  onChoose: (value: string, label: string) => void;
}

/**
 * The children of `parent` in a Fluent tree, fetched when the branch opens, each branch holding the next level:
 * the department tree beside the user list, the region tree beside the region list and the region picker share it.
 */
export const LazyTreeLevel = (props: LazyTreeLevelProps) => {
  const { parent, useLevel, open, chosen, loadingLabel, choosable, onChoose } = props;
  const styles = useStyles();
  const level = useLevel(parent);
  if (level.isPending) {
    return (
      <TreeItem itemType="leaf" value={`${parent}:loading`}>
        <TreeItemLayout>
          <Spinner size="extra-tiny" label={loadingLabel} />
        </TreeItemLayout>
      </TreeItem>
    );
  }
  return (
    <>
      {(level.data ?? []).map((node) => (
        <TreeItem
          key={node.value}
          value={node.value}
          itemType={node.hasChildren ? 'branch' : 'leaf'}
          aria-selected={node.value === chosen}
          data-value={node.value}
          {...chooseHandlers(() => {
            if (choosable?.(node.value) ?? true) onChoose(node.value, node.label);
          })}
        >
          <TreeItemLayout className={node.value === chosen ? styles.chosen : undefined}>{node.label}</TreeItemLayout>
          {node.hasChildren && <Tree>{open.has(node.value) && <LazyTreeLevel {...props} parent={node.value} />}</Tree>}
        </TreeItem>
      ))}
    </>
  );
};
