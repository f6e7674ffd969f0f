import { useEffect } from 'react';
import type { DictField, EnumField, ReferenceField } from '../../../../shared/resources';
import { useDictOptions } from '../../core/use-dict';
import { useReferenceOptions } from '../../core/use-options';
import { useCrudText } from '../../i18n/use-crud-text';
import { ChoiceSelect } from './ChoiceSelect';
import { textOf, type WidgetProps } from './widget-props';

/**
 * A dictionary select: items of `dict/dictionary?code=` or `dict-biz/dictionary?code=` from the session
 * cache, labelled in the current language; `dictDefault: 'first'` picks the first item in a new record.
 */
export const DictWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
  creating,
}: WidgetProps<DictField<string>>) => {
  const { language } = useCrudText();
  const { options, isLoading, error } = useDictOptions(field, language);
  const first = options[0]?.value;
  const empty = textOf(value) === '';
  useEffect(() => {
    if (creating && empty && field.dictDefault === 'first' && first !== undefined)
      onChange(field.valueType === 'number' ? Number(first) : first);
  }, [creating, empty, field.dictDefault, field.valueType, first, onChange]);
  return (
    <ChoiceSelect
      id={id}
      value={value}
      options={options}
      multiple={field.multiple ?? false}
      numeric={field.valueType === 'number'}
      disabled={disabled}
      loading={isLoading}
      failed={error !== null}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
};

/** Options fixed in the definition (grant types, statuses). */
export const EnumWidget = ({ field, value, onChange, onBlur, disabled, id }: WidgetProps<EnumField<string>>) => {
  const { rt } = useCrudText();
  const options = field.options.map((option) => ({
    value: String(option.value),
    label: option.label ? rt(option.label) : String(option.value),
  }));
  return (
    <ChoiceSelect
      id={id}
      value={value}
      options={options}
      multiple={field.multiple ?? false}
      numeric={field.valueType === 'number'}
      disabled={disabled}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
};

/** Records of another resource (roles, posts, packages) from its `select` or list. */
export const ReferenceWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
}: WidgetProps<ReferenceField<string>>) => {
  const options = useReferenceOptions(field.resource, field.labelField, field.optionsFilter);
  return (
    <ChoiceSelect
      id={id}
      value={value}
      options={options.data ?? []}
      multiple={field.multiple ?? false}
      numeric={false}
      disabled={disabled}
      loading={options.isPending}
      failed={options.isError}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
};
