import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cellText } from '../../../../src/renderer/crud/core/cell-text';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FieldInput } from '../../../../src/renderer/crud/fluent/FieldInput';
import type { Field, FieldKind } from '../../../../src/shared/resources';
import { renderCrud } from './crud-harness';

const label = 'res.system.post.fields.postName' as const;

/**
 * One field of every kind: `satisfies Record<FieldKind, Field>` fails to compile when a kind is added and
 * this sample (hence the test below) does not cover it.
 */
const sample = {
  text: { name: 'text', kind: 'text', label },
  textarea: { name: 'textarea', kind: 'textarea', label },
  number: { name: 'number', kind: 'number', label, precision: 2 },
  integer: { name: 'integer', kind: 'integer', label },
  money: { name: 'money', kind: 'money', unit: 'cent', label },
  switch: { name: 'switch', kind: 'switch', on: 1, off: 0, label },
  dict: { name: 'dict', kind: 'dict', dict: 'sex', source: 'dict', valueType: 'number', label },
  enum: { name: 'enum', kind: 'enum', valueType: 'string', options: [{ value: 'a' }, { value: 'b' }], label },
  date: { name: 'date', kind: 'date', label },
  datetime: { name: 'datetime', kind: 'datetime', label },
  dateRange: { name: 'dateRange', kind: 'dateRange', start: 'startDate', end: 'endDate', label },
  datetimeRange: {
    name: 'datetimeRange',
    kind: 'datetimeRange',
    start: 'startTime',
    end: 'endTime',
    defaultTime: ['08:00:00', '18:00:00'],
    label,
  },
  integerRange: { name: 'ratio', kind: 'integerRange', start: 'rangeMin', end: 'rangeMax', label },
  numberRange: { name: 'weight', kind: 'numberRange', start: 'weightMin', end: 'weightMax', precision: 2, label },
  region: { name: 'region', kind: 'region', tree: 'region', root: '5329', levels: [3, 4], label },
  treeSelect: { name: 'treeSelect', kind: 'treeSelect', resource: 'dept', label },
  reference: { name: 'reference', kind: 'reference', resource: 'tenantPackage', labelField: 'packageName', label },
  image: { name: 'image', kind: 'image', accept: ['jpg', 'jpeg', 'png'], maxSizeKb: 10000, label },
  images: { name: 'images', kind: 'images', accept: ['jpg', 'jpeg', 'png'], maxSizeKb: 10000, max: 3, label },
  file: { name: 'file', kind: 'file', accept: ['pdf'], maxSizeKb: 30000, label },
  video: { name: 'video', kind: 'video', accept: ['mp4'], maxSizeKb: 102400, label },
  richText: { name: 'richText', kind: 'richText', uploadMaxBytes: 10485760, label },
  mapPoint: { name: 'mapPoint', kind: 'mapPoint', label },
  password: { name: 'password', kind: 'password', label },
  json: { name: 'json', kind: 'json', label },
} satisfies Record<FieldKind, Field>;

const provider = testDataProvider({
  custom: async () => [{ dictKey: '1', dictValue: '男', dictValueEn: 'Male' }],
  getTreeNodes: async () => [],
  getList: async () => ({ records: [], total: 0 }),
});

describe('FieldInput', () => {
  it.each(Object.values(sample) as Field[])(
    'renders a labelled, usable control for kind $kind',
    async (field) => {
      const onChange = vi.fn();
      await renderCrud(
        <FieldInput
          field={field}
          value=""
          onChange={onChange}
          disabled={false}
          id={`f-${field.name}`}
          label="标签"
          creating
        />,
        provider,
      );
      // Rich text loads lazily: wait for its editor; the rest render at once.
      await waitFor(() => expect(document.getElementById(`f-${field.name}`)).not.toBeNull(), { timeout: 15_000 });
      const control = document.getElementById(`f-${field.name}`) as HTMLElement;
      expect(control.hasAttribute('disabled') || control.getAttribute('aria-disabled') === 'true').toBe(false);
    },
    20_000,
  );

  it('keeps a cent amount as cents while the operator types yuan', async () => {
    const onChange = vi.fn();
    await renderCrud(
      <FieldInput
        field={sample.money}
        value={1234}
        onChange={onChange}
        disabled={false}
        id="money"
        label="金额"
        creating
      />,
      provider,
    );
    const input = document.getElementById('money') as HTMLInputElement;
    expect(input.value).toBe('12.34');
    fireEvent.change(input, { target: { value: '56.7' } });
    expect(onChange).toHaveBeenLastCalledWith(5670);
  });

  it('fills the default time of a range bound picked as a date (activity pickers 08:00:00 – 18:00:00)', async () => {
    const onChange = vi.fn();
    await renderCrud(
      <FieldInput
        field={sample.datetimeRange}
        value={['', '']}
        onChange={onChange}
        disabled={false}
        id="range"
        label="时间"
        creating
      />,
      provider,
    );
    fireEvent.change(document.getElementById('range') as HTMLInputElement, { target: { value: '2024-05-01' } });
    expect(onChange).toHaveBeenLastCalledWith(['2024-05-01 08:00:00', '']);
    fireEvent.change(document.getElementById('range-end') as HTMLInputElement, { target: { value: '2024-05-02' } });
    expect(onChange).toHaveBeenLastCalledWith(['', '2024-05-02 18:00:00']);
  });

  it('edits a date the wire carries with a time (a birthday) as one date input, sent at midnight', async () => {
    const onChange = vi.fn();
    const birthday = { ...sample.date, wireTime: true } satisfies Field;
    await renderCrud(
      <FieldInput
        field={birthday}
        value="1990-05-01 00:00:00"
        onChange={onChange}
        disabled={false}
        id="birthday"
        label="生日"
        creating
      />,
      provider,
    );
    const input = document.getElementById('birthday') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('1990-05-01');
    expect(document.querySelectorAll('input[type="time"]')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '1991-06-02' } });
    expect(onChange).toHaveBeenLastCalledWith('1991-06-02 00:00:00');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(cellText(birthday, { date: '1990-05-01 00:00:00' }, new Map(), 'zh')).toBe('1990-05-01');
  });

  it('edits an integer range as two inputs side by side, each bound kept as typed', async () => {
    const onChange = vi.fn();
    await renderCrud(
      <FieldInput
        field={sample.integerRange}
        value={[10, 20]}
        onChange={onChange}
        disabled={false}
        id="ratio"
        label="比例"
        creating
      />,
      provider,
    );
    const start = document.getElementById('ratio') as HTMLInputElement;
    const end = document.getElementById('ratio-end') as HTMLInputElement;
    expect([start.value, end.value]).toEqual(['10', '20']);
    expect(start.getAttribute('aria-label')).toBe('比例 开始');
    expect(end.getAttribute('aria-label')).toBe('比例 结束');
    fireEvent.change(start, { target: { value: ' 5 ' } });
    expect(onChange).toHaveBeenLastCalledWith(['5', '20']);
    fireEvent.change(end, { target: { value: '3x' } });
    expect(onChange).toHaveBeenLastCalledWith(['10', '3x']);
  });
});

describe('cellText', () => {
  it.each(Object.values(sample) as Field[])('shows kind $kind as text', (field) => {
    expect(typeof cellText(field, {}, new Map(), 'zh')).toBe('string');
  });

  it('shows labels, money, flags, ranges and file names the way an operator reads them', () => {
    const labels = new Map([['dict', new Map([['1', '男']])]]);
    const row = {
      dict: 1,
      money: 1234,
      switch: 1,
      startTime: '2024-01-01 08:00:00',
      endTime: '2024-01-02 18:00:00',
      images: 'http://x/a/1.png,http://x/a/2.png',
      password: 'secret',
      reference: '7',
      referenceName: '',
    };
    expect(cellText(sample.dict, row, labels, 'zh')).toBe('男');
    expect(cellText(sample.money, row, labels, 'zh')).toBe('12.34');
    expect(cellText(sample.switch, row, labels, 'zh')).toBe('1');
    expect(cellText(sample.datetimeRange, row, labels, 'zh')).toBe('2024-01-01 08:00:00 ~ 2024-01-02 18:00:00');
    expect(cellText(sample.images, row, labels, 'zh')).toBe('1.png, 2.png');
    expect(cellText(sample.integerRange, { rangeMin: 10, rangeMax: 20 }, labels, 'zh')).toBe('10–20');
    expect(cellText(sample.integerRange, { rangeMin: 0, rangeMax: 0 }, labels, 'zh')).toBe('0–0');
    expect(cellText(sample.integerRange, {}, labels, 'zh')).toBe('');
    expect(cellText(sample.password, row, labels, 'zh')).toBe('');
    expect(cellText({ ...sample.reference, name: 'roleId' }, { roleId: '1', roleName: '管理员' }, labels, 'zh')).toBe(
      '管理员',
    );
  });
});
