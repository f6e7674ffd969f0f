import { Switch } from '@fluentui/react-components';
import type { SwitchField } from '../../../../shared/resources';
import { useCrudText } from '../../i18n/use-crud-text';
import { textOf, type WidgetProps } from './widget-props';

/** A two-value flag: on/off mapped to the definition's stored values (0/1, 1/2 ...). */
export const SwitchWidget = ({ field, value, onChange, disabled, id }: WidgetProps<SwitchField<string>>) => {
  const { ct, rt } = useCrudText();
  const checked = textOf(value) === String(field.on);
  const onText = field.onLabel ? rt(field.onLabel) : ct('on');
  const offText = field.offLabel ? rt(field.offLabel) : ct('off');
  return (
    <Switch
      id={id}
      checked={checked}
      disabled={disabled}
      label={checked ? onText : offText}
      onChange={(_, data) => onChange(data.checked ? field.on : field.off)}
    />
  );
};
