import { Input, Textarea } from '@fluentui/react-components';
import type { PasswordField, TextField } from '../../../../shared/resources';
import { textOf, type WidgetProps } from './widget-props';

/** text, textarea and password: typed text, the password never echoed back by the server. */
export const TextWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
}: WidgetProps<TextField<string> | PasswordField<string>>) => {
  if (field.kind === 'textarea') {
    return (
      <Textarea
        id={id}
        value={textOf(value)}
        disabled={disabled}
        resize="vertical"
        onBlur={onBlur}
        onChange={(_, data) => onChange(data.value)}
      />
    );
  }
  return (
    <Input
      id={id}
      type={field.kind === 'password' ? 'password' : 'text'}
      autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
      value={textOf(value)}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(_, data) => onChange(data.value)}
    />
  );
};
