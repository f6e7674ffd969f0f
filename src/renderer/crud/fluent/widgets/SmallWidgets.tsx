import { Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { JsonField, MapPointField } from '../../../../shared/resources';
import { insideBounds } from '../../../../shared/geo/dali-map';
import { useCrudText } from '../../i18n/use-crud-text';
import { parsePoint } from './map-picker-geometry';
import { MapPointPicker } from './MapPointPicker';
import { textOf, type WidgetProps } from './widget-props';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  coordinate: { width: '160px' },
  problem: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

const pointOf = (value: unknown): [string, string] => {
  const [lng = '', lat = ''] = textOf(value).split(',');
  return [lng.trim(), lat.trim()];
};

/**
 * A map point as a longitude/latitude pair (WGS-84 degrees), stored `lng,lat`. A field with `bounds` (the
 * prefecture) also gets the offline picker over them and says at once when typed coordinates fall outside; the
 * schema refuses such a point on save. Without bounds, the schema checks the ranges (-180..180, -90..90).
 */
export const MapPointWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
  label,
}: WidgetProps<MapPointField<string>>) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const [lng, lat] = pointOf(value);
  const join = (nextLng: string, nextLat: string) => (nextLng || nextLat ? `${nextLng},${nextLat}` : '');
  const { bounds } = field;
  const point = parsePoint(`${lng},${lat}`);
  const outside = bounds && point && !insideBounds(bounds, point.lng, point.lat);
  const hint = bounds ? ct('mapBoundsHint', { ...bounds }) : ct('mapPointHint');
  const fields = (
    <span className={styles.pair} title={hint}>
      <Input
        id={id}
        className={styles.coordinate}
        inputMode="decimal"
        aria-label={`${label} ${ct('lng')}`}
        placeholder={ct('lng')}
        value={lng}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(_, data) => onChange(join(data.value.trim(), lat))}
      />
      <Input
        className={styles.coordinate}
        inputMode="decimal"
        aria-label={`${label} ${ct('lat')}`}
        placeholder={ct('lat')}
        value={lat}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(_, data) => onChange(join(lng, data.value.trim()))}
      />
    </span>
  );
  if (!bounds) return fields;
  return (
    <span className={styles.column}>
      {fields}
      {outside && (
        <Text role="alert" className={styles.problem}>
          {ct('mapPointOutside', { ...bounds })}
        </Text>
      )}
      <MapPointPicker
        bounds={bounds}
        point={point}
        label={label}
        disabled={disabled}
        onPick={(next) => onChange(`${next.lng},${next.lat}`)}
      />
    </span>
  );
};

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON kept as text, checked as it is typed (the schema checks it again on save). */
export const JsonWidget = ({ value, onChange, disabled, id }: WidgetProps<JsonField<string>>) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const text = textOf(value);
  const [touched, setTouched] = useState(false);
  const invalid = touched && text.trim() !== '' && !isJson(text);
  return (
    <span>
      <Textarea
        id={id}
        className={styles.code}
        value={text}
        disabled={disabled}
        resize="vertical"
        rows={4}
        onBlur={() => setTouched(true)}
        onChange={(_, data) => onChange(data.value)}
      />
      {invalid && (
        <Text as="p" className={styles.problem} role="status">
          {ct('jsonInvalid')}
        </Text>
      )}
    </span>
  );
};
