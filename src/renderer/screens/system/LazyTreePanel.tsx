import { makeStyles, tokens, Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import { chooseHandlers, LazyTreeLevel, useOpenItems, type LevelQuery } from '../../crud/fluent/widgets/LazyTreeLevel';

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

/** The value of the "everything" item at the top. */
const ALL = '';

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
  const { open, treeProps } = useOpenItems();
  return (
    <nav className={styles.panel} aria-label={title} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      <Tree className={styles.tree} aria-label={title} {...treeProps}>
        <TreeItem
          itemType="leaf"
          value={`${root}:all`}
          aria-selected={chosen === ALL}
          {...chooseHandlers(() => onChoose(ALL))}
        >
          <TreeItemLayout className={chosen === ALL ? styles.chosen : undefined}>{allLabel}</TreeItemLayout>
        </TreeItem>
        <LazyTreeLevel
          parent={root}
          useLevel={useLevel}
          open={open}
          chosen={chosen}
          loadingLabel={loadingLabel}
          onChoose={(value) => onChoose(value)}
        />
      </Tree>
    </nav>
  );
};
