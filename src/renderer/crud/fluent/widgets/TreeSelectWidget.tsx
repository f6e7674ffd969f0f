import { Spinner, Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import type { TreeSelectField } from '../../../../shared/resources';
import { useTreeSelectOptions, type PickOption } from '../../core/use-options';
import { useCrudText } from '../../i18n/use-crud-text';
import { TreePopover } from './TreePopover';
import { itemsOf, textOf, type WidgetProps } from './widget-props';

const renderItems = (options: readonly PickOption[]) =>
  options.map((option) => (
    <TreeItem key={option.value} itemType={option.children ? 'branch' : 'leaf'} value={option.value}>
      <TreeItemLayout>{option.label}</TreeItemLayout>
      {option.children && <Tree>{renderItems(option.children)}</Tree>}
    </TreeItem>
  ));

const labelsOf = (options: readonly PickOption[], into = new Map<string, string>()) => {
  for (const option of options) {
    into.set(option.value, option.label);
    if (option.children) labelsOf(option.children, into);
  }
  return into;
};

/**
 * Options from another resource's tree (`GET <endpoint>/tree`): one node (a parent, `0` = top level) or
 * several (menus of a package, departments of a user: comma-joined ids).
 */
export const TreeSelectWidget = ({
  field,
  value,
  onChange,
  disabled,
  id,
  label,
}: WidgetProps<TreeSelectField<string>>) => {
  const { ct } = useCrudText();
  const options = useTreeSelectOptions(field.resource);
  const labels = labelsOf(options.data ?? []);
  const multiple = field.multiple ?? false;
  const selected = multiple ? itemsOf(value) : textOf(value) === '' ? [] : [textOf(value)];
  // `0` is the root: a top-level record has no parent to name.
  const summary = selected.map((item) => (item === '0' ? ct('topLevel') : (labels.get(item) ?? item))).join(', ');
  return (
    <TreePopover
      id={id}
      label={label}
      summary={summary}
      disabled={disabled}
      onClear={() => onChange(multiple ? '' : field.defaultValue === '0' ? '0' : '')}
    >
      {(close) =>
        options.isPending ? (
          <Spinner size="tiny" label={ct('loading')} />
        ) : (options.data ?? []).length === 0 ? (
          ct('noOptions')
        ) : (
          <Tree
            aria-label={label}
            selectionMode={multiple ? 'multiselect' : 'single'}
            checkedItems={selected}
            onCheckedChange={(_, data) => {
              const item = String(data.value);
              if (!multiple) {
                onChange(item);
                close();
                return;
              }
              const next = new Set(selected);
              if (data.checked) next.add(item);
              else next.delete(item);
              onChange([...next].join(','));
            }}
          >
            {renderItems(options.data ?? [])}
          </Tree>
        )
      }
    </TreePopover>
  );
};
