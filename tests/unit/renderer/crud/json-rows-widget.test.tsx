import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formFieldsOf, isSentVirtual } from '../../../../src/renderer/crud/core/form-fields';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FieldInput } from '../../../../src/renderer/crud/fluent/FieldInput';
import { blankRow, rowsOf, typedCell } from '../../../../src/renderer/crud/fluent/widgets/json-rows';
import { getResource, type JsonField } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

// The fee-item editor of the activity release form (issue 14 item 1): a JSON list edited as rows.

const items = getResource('activity').fields.find((field) => field.name === 'activityItems') as JsonField<string>;
const columns = items.rows ?? [];

describe('json rows', () => {
  it('reads the list as the detail answers it or as text, and a new row continues the sort', () => {
    expect(columns.map((column) => column.kind)).toEqual(['text', 'decimal', 'integer']);
    const rows = rowsOf([{ id: '9', title: '成人票', price: 80, sort: 1 }], columns);
    expect(rows).toEqual([{ title: '成人票', price: '80', sort: '1' }]);
    expect(rowsOf('[{"title":"儿童票","price":"40.5","sort":2}]', columns)).toEqual([
      { title: '儿童票', price: '40.5', sort: '2' },
    ]);
    expect(rowsOf('not json', columns)).toEqual([]);
    expect(blankRow(rows, columns)).toEqual({ title: '', price: '', sort: '2' });
    expect(typedCell('integer', '1a2')).toBe('12');
    expect(typedCell('decimal', '¥12.50')).toBe('12.50');
  });
});

describe('the fee items in the release form', () => {
  it('are offered when adding an activity too, and sent with it though no column of the row holds them', () => {
    const activity = getResource('activity');
    expect(isSentVirtual(items)).toBe(true);
    for (const mode of ['create', 'update'] as const) {
      const names = formFieldsOf(activity, mode).map((field) => field.name);
      expect(names).toContain('activityItems');
      // Computed figures stay out of the form.
      expect(names).not.toContain('activityStatus');
      expect(names).not.toContain('number');
    }
  });
});

describe('JsonRowsWidget', () => {
  it('adds, edits and removes fee items, sending the list of objects', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderCrud(
      <FieldInput field={items} value="" onChange={onChange} disabled={false} id="items" label="收费项目" creating />,
      testDataProvider({}),
    );
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    expect(onChange).toHaveBeenLastCalledWith([{ title: '', price: '', sort: '1' }]);
    const two = [
      { title: '成人票', price: '80', sort: '1' },
      { title: '儿童票', price: '40', sort: '2' },
    ];
    rerender(
      <FieldInput
        field={items}
        value={two}
        onChange={onChange}
        disabled={false}
        id="items"
        label="收费项目"
        creating
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: '价格（元） 2' }), { target: { value: '45.5' } });
    expect(onChange).toHaveBeenLastCalledWith([two[0], { ...two[1], price: '45.5' }]);
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    expect(onChange).toHaveBeenLastCalledWith([two[1]]);
  });
});
