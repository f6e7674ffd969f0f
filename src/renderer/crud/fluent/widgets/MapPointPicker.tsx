import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { KeyboardEvent, PointerEvent } from 'react';
import { DALI_COUNTY_SEATS, ERHAI_OUTLINE, insideBounds } from '../../../../shared/geo/dali-map';
import type { MapBounds } from '../../../../shared/resources';
import { useCrudText } from '../../i18n/use-crud-text';
import { nudge, pickerFrame, type LngLat } from './map-picker-geometry';

const WIDTH = 360;

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: `${WIDTH}px` },
  svg: {
    width: '100%',
    height: 'auto',
    cursor: 'crosshair',
    touchAction: 'none',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * A map point picker that needs no network: the area's rectangle (the prefecture's bounds) with Erhai and the
 * county seats drawn for orientation, the chosen point as a marker. A click or drag sets the point; with the
 * keyboard the arrows move it. The app has no tile source to rely on offline, so this is the map, not a fallback.
 */
export const MapPointPicker = ({
  bounds,
  point,
  label,
  disabled,
  onPick,
}: {
  readonly bounds: MapBounds;
  readonly point: LngLat | undefined;
  readonly label: string;
  readonly disabled?: boolean;
  readonly onPick: (point: LngLat) => void;
}) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const frame = pickerFrame(bounds, WIDTH);
  const shown = point && insideBounds(bounds, point.lng, point.lat) ? frame.toXY(point) : undefined;

  const pickAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const x = ((event.clientX - box.left) / box.width) * frame.width;
    const y = ((event.clientY - box.top) / box.height) * frame.height;
    onPick(frame.toLngLat(x, y));
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pickAt(event);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!disabled && event.buttons === 1) pickAt(event);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (disabled) return;
    const next = nudge(
      bounds,
      point && insideBounds(bounds, point.lng, point.lat) ? point : undefined,
      event.key,
      event.shiftKey,
    );
    if (!next) return;
    event.preventDefault();
    onPick(next);
  };
  const lake = ERHAI_OUTLINE.map(([lng, lat]) => frame.toXY({ lng, lat }))
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
  const where = point ? `${point.lng}, ${point.lat}` : '';

  return (
    <div className={styles.box}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="slider"
        aria-label={`${label} ${ct('mapPicker')}`}
        aria-valuetext={where}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
        data-testid="map-point-picker"
      >
        <polygon points={lake} fill={tokens.colorPaletteBlueBackground2} stroke={tokens.colorPaletteBlueBorderActive} />
        {DALI_COUNTY_SEATS.map((seat) => {
          const { x, y } = frame.toXY(seat);
          return (
            <g key={seat.name} fill={tokens.colorNeutralForeground3}>
              <circle cx={x} cy={y} r={2.5} />
              <text x={x + 4} y={y + 4} fontSize={11}>
                {seat.name}
              </text>
            </g>
          );
        })}
        {shown && (
          <g data-testid="map-point-marker" fill={tokens.colorPaletteRedBackground3} stroke="white" strokeWidth={1.5}>
            <circle cx={shown.x} cy={shown.y} r={6} />
          </g>
        )}
      </svg>
      <Text className={styles.note}>
        {ct('mapPickerNote')} {ct('mapBoundsHint', { ...bounds })}
      </Text>
    </div>
  );
};
