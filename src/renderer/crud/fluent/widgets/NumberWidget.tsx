import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { MoneyField, NumberField, NumberRangeField } from '../../../../shared/resources';
import { useCrudText } from '../../i18n/use-crud-text';
import { textOf, textPairOf, type WidgetProps } from './widget-props';

/** number / integer: kept as typed text so the schema reports "请输入整数" rather than silently rounding. */
export const NumberWidget = ({ field, value, onChange, onBlur, disabled, id }: WidgetProps<NumberField<string>>) => (
  <Input
    id={id}
    type="text"
    inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
    value={textOf(value)}
    disabled={disabled}
    onBlur={onBlur}
    onChange={(_, data) => onChange(data.value.trim())}
  />
);

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  bound: { minWidth: '96px', flexGrow: 1 },
});

/**
 * integerRange / numberRange: two number inputs side by side, start ~ end, kept as typed text like
 * `NumberWidget` so the schema names a bad number or a reversed pair.
 */
export const NumberRangeWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
  label,
}: WidgetProps<NumberRangeField<string>>) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const [start, end] = textPairOf(value);
  const inputMode = field.kind === 'integerRange' ? 'numeric' : 'decimal';
  return (
    <span className={styles.pair}>
      <Input
        id={id}
        className={styles.bound}
        inputMode={inputMode}
        value={start}
        disabled={disabled}
        aria-label={`${label} ${ct('start')}`}
        onBlur={onBlur}
        onChange={(_, data) => onChange([data.value.trim(), end])}
      />
      <span aria-hidden>~</span>
      <Input
        id={`${id}-end`}
        className={styles.bound}
        inputMode={inputMode}
        value={end}
        disabled={disabled}
        aria-label={`${label} ${ct('end')}`}
        onBlur={onBlur}
        onChange={(_, data) => onChange([start, data.value.trim()])}
      />
    </span>
  );
};

/** Cents → the yuan text an operator reads (`1234` → `12.34`). */
export const centsToYuan = (value: unknown): string => {
  const text = textOf(value).trim();
  if (text === '' || !/^-?\d+$/.test(text)) return text;
  return (Number(text) / 100).toFixed(2);
};

/** A yuan text → cents, or the text unchanged when it is not an amount with at most two decimals. */
export const yuanToCents = (text: string): string | number => {
  const clean = text.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return clean;
  return Math.round(Number(clean) * 100);
};

/**
 * money: always typed in yuan. A `cent` field stores whole cents, so the typed yuan are converted when they
 * are a valid amount (otherwise the text goes through and the schema names the problem).
 */
export const MoneyWidget = ({ field, value, onChange, onBlur, disabled, id }: WidgetProps<MoneyField<string>>) => {
  const { ct } = useCrudText();
  const shown = field.unit === 'cent' ? centsToYuan(value) : textOf(value);
  // While typing "12." the stored cents cannot say it: keep the text being typed until it settles.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      inputMode="decimal"
      value={draft ?? shown}
      disabled={disabled}
      contentAfter={ct('moneyYuan')}
      onBlur={() => {
        setDraft(null);
        onBlur?.();
      }}
      onChange={(_, data) => {
        setDraft(data.value);
        onChange(field.unit === 'cent' ? yuanToCents(data.value) : data.value.trim());
      }}
    />
  );
};
