import { makeStyles, Spinner, tokens, Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PickOption } from '../../crud/core/use-options';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    paddingRight: 0,
    minWidth: 0,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tree: { overflowY: 'auto', maxHeight: 'calc(100vh - 220px)' },
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

/** One level of a lazy tree: the children of `parent`, as options with `hasChildren`. */
export type LevelQuery = (parent: string) => UseQueryResult<PickOption[]>;

/** The value of the "everything" item at the top. */
const ALL = '';

interface LevelProps {
  parent: string;
  useLevel: LevelQuery;
  open: ReadonlySet<string>;
  chosen: string;
  loadingLabel: string;
  onChoose: (value: string) => void;
}

/** Whether the event is the item's own, not one bubbling up from an item nested in it. */
const ownEvent = (event: MouseEvent | KeyboardEvent) =>
  (event.target as Element).closest('[role="treeitem"]') === event.currentTarget;

/** Choose on the item itself (click, Enter, Space); the chevron and the arrow keys only open and close. */
const chooseHandlers = (value: string, onChoose: (value: string) => void) => ({
  onClick: (event: MouseEvent) => {
    if (!ownEvent(event) || (event.target as Element).closest('.fui-TreeItemLayout__expandIcon')) return;
    onChoose(value);
  },
  onKeyDown: (event: KeyboardEvent) => {
    if (ownEvent(event) && (event.key === 'Enter' || event.key === ' ')) onChoose(value);
  },
});

const Level = ({ parent, useLevel, open, chosen, loadingLabel, onChoose }: LevelProps) => {
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
          {...chooseHandlers(node.value, onChoose)}
        >
          <TreeItemLayout className={node.value === chosen ? styles.chosen : undefined}>{node.label}</TreeItemLayout>
          {node.hasChildren && (
            <Tree>
              {open.has(node.value) && (
                <Level
                  parent={node.value}
                  useLevel={useLevel}
                  open={open}
                  chosen={chosen}
                  loadingLabel={loadingLabel}
                  onChoose={onChoose}
                />
              )}
            </Tree>
          )}
        </TreeItem>
      ))}
    </>
  );
};

export interface LazyTreePanelProps {
  /** The panel's heading and the tree's accessible name. */
  title: string;
  /** The top item that chooses nothing (全部机构). */
  allLabel: string;
  loadingLabel: string;
  /** Where the tree starts (`0` for departments, `00` for regions). */
  root: string;
  useLevel: LevelQuery;
  /** The chosen node's value, '' for everything. */
  chosen: string;
  onChoose: (value: string) => void;
  testId?: string;
}

/**
 * A tree beside a list that filters it (Saber's department tree on the user page): levels load as they open, one
 * item is chosen at a time and marked `aria-selected`, the top item chooses everything. Fluent's tree gives the
 * keyboard (arrows move and open, Home/End); Enter or Space chooses the focused item.
 */
export const LazyTreePanel = ({
  title,
  allLabel,
  loadingLabel,
  root,
  useLevel,
  chosen,
  onChoose,
  testId,
}: LazyTreePanelProps) => {
  const styles = useStyles();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <nav className={styles.panel} aria-label={title} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      <Tree
        className={styles.tree}
        aria-label={title}
        openItems={[...open]}
        onOpenChange={(_, data) => {
          const next = new Set(open);
          if (data.open) next.add(String(data.value));
          else next.delete(String(data.value));
          setOpen(next);
        }}
      >
        <TreeItem
          itemType="leaf"
          value={`${root}:all`}
          aria-selected={chosen === ALL}
          {...chooseHandlers(ALL, onChoose)}
        >
          <TreeItemLayout className={chosen === ALL ? styles.chosen : undefined}>{allLabel}</TreeItemLayout>
        </TreeItem>
        <Level
          parent={root}
          useLevel={useLevel}
          open={open}
          chosen={chosen}
          loadingLabel={loadingLabel}
          onChoose={onChoose}
        />
      </Tree>
    </nav>
  );
};
