import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FieldInput } from '../../../../src/renderer/crud/fluent/FieldInput';
import { nudge, parsePoint, pickerFrame } from '../../../../src/renderer/crud/fluent/widgets/map-picker-geometry';
import { DALI_BOUNDS } from '../../../../src/shared/geo/dali-map';
import type { MapPointField } from '../../../../src/shared/resources';
import { parseValue } from '../../../../src/shared/resources/value-parsers';
import { renderCrud } from './crud-harness';

// The offline map point picker over the prefecture's bounds (issue 13 item 7) and the schema's bounds check.

const field: MapPointField<'location'> = {
  name: 'location',
  kind: 'mapPoint',
  label: 'res.system.post.fields.postName',
  bounds: DALI_BOUNDS,
};
const provider = testDataProvider({ getList: async () => ({ records: [], total: 0 }) });

const render = async (value: string) => {
  const onChange = vi.fn();
  await renderCrud(
    <FieldInput field={field} value={value} onChange={onChange} disabled={false} id="loc" label="位置" creating />,
    provider,
  );
  return onChange;
};

describe('map point geometry', () => {
  it('maps the corners of the bounds to the frame and back, keeping the true proportions', () => {
    const frame = pickerFrame(DALI_BOUNDS, 360);
    expect(frame.toXY({ lng: DALI_BOUNDS.west, lat: DALI_BOUNDS.north })).toEqual({ x: 0, y: 0 });
    const corner = frame.toXY({ lng: DALI_BOUNDS.east, lat: DALI_BOUNDS.south });
    expect(corner.x).toBeCloseTo(360);
    expect(corner.y).toBeCloseTo(frame.height);
    expect(frame.height).toBeGreaterThan(300);
    expect(frame.toLngLat(-50, 9999)).toEqual({ lng: DALI_BOUNDS.west, lat: DALI_BOUNDS.south });
  });

  it('moves 0.01° per arrow, 0.1° with Shift, never past the bounds, and starts at the centre', () => {
    expect(nudge(DALI_BOUNDS, undefined, 'ArrowUp', false)).toEqual({ lng: 99.95, lat: 25.69 });
    expect(nudge(DALI_BOUNDS, { lng: 100.2, lat: 25.6 }, 'ArrowRight', false)).toEqual({ lng: 100.21, lat: 25.6 });
    expect(nudge(DALI_BOUNDS, { lng: 100.2, lat: 25.6 }, 'ArrowDown', true)).toEqual({ lng: 100.2, lat: 25.5 });
    expect(nudge(DALI_BOUNDS, { lng: 101.04, lat: 25.6 }, 'ArrowRight', true)?.lng).toBe(DALI_BOUNDS.east);
    expect(nudge(DALI_BOUNDS, { lng: 100.2, lat: 25.6 }, 'Enter', false)).toBeUndefined();
    expect(parsePoint('100.2, ')).toBeUndefined();
  });

  it('the schema refuses a point outside the bounds and keeps one inside', () => {
    expect(parseValue(field, '100.23,25.6')).toEqual({ ok: true, value: '100.23,25.6' });
    const outside = parseValue(field, '102.7,25.04');
    expect(outside.ok).toBe(false);
  });
});

describe('MapPointWidget with bounds', () => {
  it('sets the point with the keyboard on the picker and shows the marker', async () => {
    const onChange = await render('100.2,25.6');
    expect(screen.getByTestId('map-point-marker')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('slider', { name: /位置/ }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('100.19,25.6');
  });

  it('sets the point where the operator clicks', async () => {
    const onChange = await render('');
    const svg = screen.getByTestId('map-point-picker');
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 360, height: 360 }) as DOMRect;
    fireEvent.pointerDown(svg, { clientX: 0, clientY: 0, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(`${DALI_BOUNDS.west},${DALI_BOUNDS.north}`);
  });

  it('says at once when typed coordinates lie outside the prefecture, and shows no marker', async () => {
    await render('102.7,25.04');
    expect(screen.getByRole('alert').textContent).toContain('坐标超出可选范围');
    expect(screen.queryByTestId('map-point-marker')).toBeNull();
  });
});
