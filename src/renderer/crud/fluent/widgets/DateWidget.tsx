import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { DEFAULT_RANGE_TIMES, type DateField, type RangeField } from '../../../../shared/resources';
import { useCrudText } from '../../i18n/use-crud-text';
import { joinDateTime, splitDateTime } from './date-parts';
import { textOf, textPairOf, type WidgetProps } from './widget-props';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  date: { minWidth: '150px' },
  time: { width: '120px' },
});

interface DateTimeInputProps {
  id: string;
  value: string;
  withTime: boolean;
  defaultTime: string;
  disabled: boolean;
  label: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** One date (and time) as native inputs: keyboard-friendly, localized by the browser, no extra bundle. */
const DateTimeInput = ({ id, value, withTime, defaultTime, disabled, label, onChange, onBlur }: DateTimeInputProps) => {
  const styles = useStyles();
  const { date, time } = splitDateTime(value);
  return (
    <span className={styles.pair}>
      <Input
        id={id}
        type="date"
        className={styles.date}
        value={date}
        disabled={disabled}
        aria-label={label}
        onBlur={onBlur}
        onChange={(_, data) => onChange(withTime ? joinDateTime(data.value, time, defaultTime) : data.value)}
      />
      {withTime && (
        <Input
          type="time"
          className={styles.time}
          input={{ step: 1 }}
          value={time}
          disabled={disabled || !date}
          aria-label={`${label} HH:mm:ss`}
          onBlur={onBlur}
          onChange={(_, data) => onChange(joinDateTime(date, data.value, defaultTime))}
        />
      )}
    </span>
  );
};

/**
 * date (`yyyy-MM-dd`, or `yyyy-MM-dd 00:00:00` for a date the wire carries with a time: one date input either
 * way) and datetime (`yyyy-MM-dd HH:mm:ss`, time 00:00:00 unless chosen).
 */
export const DateWidget = ({ field, value, onChange, onBlur, disabled, id, label }: WidgetProps<DateField<string>>) => (
  <DateTimeInput
    id={id}
    value={field.wireTime ? splitDateTime(textOf(value)).date : textOf(value)}
    withTime={field.kind === 'datetime'}
    defaultTime={DEFAULT_RANGE_TIMES[0]}
    disabled={disabled}
    label={label}
    onChange={(next) => onChange(field.wireTime ? joinDateTime(next, '', DEFAULT_RANGE_TIMES[0]) : next)}
    onBlur={onBlur}
  />
);

/** A range as one control: start and end, each bound taking the definition's default time when none is set. */
export const RangeWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
  label,
}: WidgetProps<RangeField<string>>) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const [start, end] = textPairOf(value);
  const times = field.defaultTime ?? DEFAULT_RANGE_TIMES;
  const withTime = field.kind === 'datetimeRange';
  return (
    <span className={styles.pair}>
      <DateTimeInput
        id={id}
        value={start}
        withTime={withTime}
        defaultTime={times[0]}
        disabled={disabled}
        label={`${label} ${ct('start')}`}
        onChange={(next) => onChange([next, end])}
        onBlur={onBlur}
      />
      <span aria-hidden>~</span>
      <DateTimeInput
        id={`${id}-end`}
        value={end}
        withTime={withTime}
        defaultTime={times[1]}
        disabled={disabled}
        label={`${label} ${ct('end')}`}
        onChange={(next) => onChange([start, next])}
        onBlur={onBlur}
      />
    </span>
  );
};
