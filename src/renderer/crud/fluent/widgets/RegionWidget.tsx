import { Spinner, Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import { useState } from 'react';
import { regionLevelOf, type RegionField } from '../../../../shared/resources';
import { useRegionLevel, useRegionName } from '../../core/use-options';
import { useCrudText } from '../../i18n/use-crud-text';
import { TreePopover } from './TreePopover';
import { textOf, type WidgetProps } from './widget-props';

interface LevelProps {
  tree: RegionField<string>['tree'];
  parent: string;
  open: ReadonlySet<string>;
  choosable: (code: string) => boolean;
  chosen: string;
  onChoose: (code: string, label: string) => void;
}

/** One level of the lazy region tree, fetched when its parent opens (region `lazy-tree`, or the city tree). */
const RegionLevel = ({ tree, parent, open, choosable, chosen, onChoose }: LevelProps) => {
  const { ct } = useCrudText();
  const level = useRegionLevel(parent, true, tree);
  if (level.isPending) {
    return (
      <TreeItem itemType="leaf" value={`${parent}:loading`}>
        <TreeItemLayout>
          <Spinner size="extra-tiny" label={ct('loading')} />
        </TreeItemLayout>
      </TreeItem>
    );
  }
  return (
    <>
      {(level.data ?? []).map((node) => (
        <TreeItem key={node.value} itemType={node.hasChildren ? 'branch' : 'leaf'} value={node.value}>
          <TreeItemLayout
            aria-current={node.value === chosen ? 'true' : undefined}
            style={node.value === chosen ? { fontWeight: 600 } : undefined}
            onClick={(event) => {
              // The chevron opens the branch; the name chooses it.
              const onChevron = (event.target as Element).closest('.fui-TreeItemLayout__expandIcon') !== null;
              if (onChevron || !choosable(node.value)) return;
              event.stopPropagation();
              onChoose(node.value, node.label);
            }}
          >
            {node.label}
          </TreeItemLayout>
          {node.hasChildren && (
            <Tree>
              {open.has(node.value) && (
                <RegionLevel
                  tree={tree}
                  parent={node.value}
                  open={open}
                  choosable={choosable}
                  chosen={chosen}
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

/**
 * A region code from the lazy tree (root 5329 for Dali; `tree: 'city'`, the app-config city tree from 53, spec 000
 * §7 `region/tree/city?parentId=53`): levels load as they open,
 * and only the definition's `levels` can be chosen (clicking a county chooses it; the chevron opens it).
 */
export const RegionWidget = ({ field, value, onChange, disabled, id, label }: WidgetProps<RegionField<string>>) => {
  const code = textOf(value);
  const name = useRegionName(code);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [picked, setPicked] = useState<{ code: string; label: string } | null>(null);
  const root = field.tree === 'city' ? '53' : field.root;
  const choosable = (candidate: string) => {
    const level = regionLevelOf(candidate);
    return level !== undefined && field.levels.includes(level);
  };
  const summary = code === '' ? '' : picked?.code === code ? picked.label : name.data || code;
  return (
    <TreePopover id={id} label={label} summary={summary} disabled={disabled} onClear={() => onChange('')}>
      {(close) => (
        <Tree
          aria-label={label}
          openItems={[...open]}
          onOpenChange={(_, data) => {
            const next = new Set(open);
            if (data.open) next.add(String(data.value));
            else next.delete(String(data.value));
            setOpen(next);
          }}
        >
          <RegionLevel
            tree={field.tree}
            parent={root}
            open={open}
            choosable={choosable}
            chosen={code}
            onChoose={(next, nextLabel) => {
              setPicked({ code: next, label: nextLabel });
              onChange(next);
              close();
            }}
          />
        </Tree>
      )}
    </TreePopover>
  );
};
