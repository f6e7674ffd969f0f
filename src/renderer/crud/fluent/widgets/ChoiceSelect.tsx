import { Dropdown, Option, Spinner } from '@fluentui/react-components';
import { useCrudText } from '../../i18n/use-crud-text';
import { itemsOf, textOf } from './widget-props';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  id: string;
  value: unknown;
  options: readonly Choice[];
  multiple: boolean;
  /** Single numeric values are stored as numbers (`sex` 1), multiple ones comma-joined text. */
  numeric: boolean;
  disabled: boolean;
  loading?: boolean;
  failed?: boolean;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** Offers an empty choice (search forms). */
  clearable?: boolean;
}

/** A select over known options (dictionary items, enum values, other records); multiple → comma-joined. */
export const ChoiceSelect = ({
  id,
  value,
  options,
  multiple,
  numeric,
  disabled,
  loading = false,
  failed = false,
  onChange,
  onBlur,
  clearable = false,
}: ChoiceSelectProps) => {
  const { ct } = useCrudText();
  const selected = multiple ? itemsOf(value) : textOf(value) === '' ? [] : [textOf(value)];
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  return (
    <Dropdown
      id={id}
      // Inside the form's modal drawer: a portaled list would sit outside the modal (hidden to assistive tech).
      inlinePopup
      multiselect={multiple}
      clearable={clearable || undefined}
      disabled={disabled}
      placeholder={failed ? ct('optionsFailed') : ct('choose')}
      value={selected.map(labelOf).join(', ')}
      selectedOptions={selected}
      onBlur={onBlur}
      onOptionSelect={(_, data) => {
        if (multiple) onChange(data.selectedOptions.join(','));
        else {
          const picked = data.optionValue ?? '';
          onChange(picked !== '' && numeric ? Number(picked) : picked);
        }
      }}
      expandIcon={loading ? <Spinner size="extra-tiny" /> : undefined}
    >
      {options.length === 0 ? (
        <Option value="" disabled text={ct('noOptions')}>
          {ct('noOptions')}
        </Option>
      ) : (
        options.map((option) => (
          <Option key={option.value} value={option.value} text={option.label}>
            {option.label}
          </Option>
        ))
      )}
    </Dropdown>
  );
};
