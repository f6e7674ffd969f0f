import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import type { TableColumnState } from '../core/use-columns';
import { useCrudText } from '../i18n/use-crud-text';

export interface ColumnPickerProps {
  columns: readonly TableColumnState[];
  onChange: (name: string, visible: boolean) => void;
}

/** Shows and hides columns; the choice is remembered per screen (see column-prefs.ts). */
export const ColumnPicker = ({ columns, onChange }: ColumnPickerProps) => {
  const { ct, rt } = useCrudText();
  const checked = columns.filter((column) => column.visible).map((column) => column.field.name);
  return (
    <Menu
      checkedValues={{ columns: checked }}
      onCheckedValueChange={(_, data) => {
        for (const column of columns) {
          const shown = data.checkedItems.includes(column.field.name);
          if (shown !== column.visible) onChange(column.field.name, shown);
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<ColumnTripleEditRegular />}
          aria-label={ct('columns')}
          title={ct('columns')}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((column) => (
            <MenuItemCheckbox key={column.field.name} name="columns" value={column.field.name}>
              {rt(column.field.label)}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
