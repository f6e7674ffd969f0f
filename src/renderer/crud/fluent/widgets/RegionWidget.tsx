import { Tree } from '@fluentui/react-components';
import { useState } from 'react';
import { regionLevelOf, type RegionField } from '../../../../shared/resources';
import { useCityTreeLevel, useRegionName, useRegionTreeLevel } from '../../core/use-options';
import { useCrudText } from '../../i18n/use-crud-text';
import { LazyTreeLevel, useOpenItems } from './LazyTreeLevel';
import { TreePopover } from './TreePopover';
import { textOf, type WidgetProps } from './widget-props';

/**
 * A region code from the lazy tree (root 5329 for Dali; `tree: 'city'`, the app-config city tree from 53, spec 000
 * §7 `region/tree/city?parentId=53`): levels load as they open, and only the definition's `levels` can be chosen
 * (clicking a county, or Enter on it, chooses it; the chevron and the arrow keys open it).
 */
export const RegionWidget = ({ field, value, onChange, disabled, id, label }: WidgetProps<RegionField<string>>) => {
  const { ct } = useCrudText();
  const code = textOf(value);
  const name = useRegionName(code);
  const { open, treeProps } = useOpenItems();
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
        <Tree aria-label={label} {...treeProps}>
          <LazyTreeLevel
            parent={root}
            useLevel={field.tree === 'city' ? useCityTreeLevel : useRegionTreeLevel}
            open={open}
            chosen={code}
            loadingLabel={ct('loading')}
            choosable={choosable}
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
