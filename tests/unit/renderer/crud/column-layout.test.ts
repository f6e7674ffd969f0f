import { describe, expect, it } from 'vitest';
import {
  actionsWidth,
  columnKindOf,
  headerWidth,
  INDEX_WIDTH,
  layoutColumns,
  NATURAL_WIDTH,
  SELECT_WIDTH,
} from '../../../../src/renderer/crud/core/column-layout';
import { tableFieldsOf } from '../../../../src/renderer/crud/core/use-columns';
import type { Field } from '../../../../src/shared/resources';
import { allResources, getResource } from '../../../../src/shared/resources/registry';
import { resourceText } from '../../../../src/shared/resources/texts';

/**
 * Issue 19 item 1 over every registered screen, with the function the table itself uses: the table's area in a
 * 1440×900 window (measured by tests/e2e/table-fit.test.ts: 941 px beside the user screen's department tree,
 * 1181 px on a plain list screen), the default columns and the row buttons a full administrator sees.
 */
const PLAIN_AREA = 1181;
const TREE_AREA = 941;
const GENERIC_BUTTONS = ['查看', '编辑', '删除'];

const screens = allResources().map((def) => {
  const columns = tableFieldsOf(def)
    .filter((field) => !(field.table && field.table.hidden))
    .map((field) => ({ field, header: resourceText(field.label) }));
  const buttons = [
    ...GENERIC_BUTTONS,
    ...(def.actions ?? [])
      .filter((action) => action.placement !== 'toolbar')
      .map((action) => resourceText(action.label)),
  ];
  return { def, columns, buttons };
});

describe('column widths by content kind', () => {
  const kindOf = (resource: Parameters<typeof getResource>[0], name: string) => {
    const field = getResource(resource).fields.find((candidate) => candidate.name === name) as Field;
    return columnKindOf(field);
  };

  it('derives the kind from the field definition', () => {
    expect(kindOf('user', 'phone')).toBe('phone');
    expect(kindOf('user', 'realName')).toBe('text');
    expect(kindOf('user', 'sex')).toBe('status');
    expect(kindOf('productOrder', 'payDate')).toBe('datetime');
    expect(kindOf('productOrder', 'payMoney')).toBe('money');
  });

  it('gives text columns what is left, cut no narrower than their header, and sizes the buttons', () => {
    const field = (name: string, kind: Field['kind']) => ({ name, kind, label: 'res.x' }) as Field;
    const layout = layoutColumns(
      [
        { field: field('title', 'text'), header: '标题' },
        { field: field('remark', 'text'), header: '备注' },
        { field: field('phone', 'text'), header: '手机号码' },
        { field: field('createTime', 'datetime'), header: '创建时间' },
      ],
      { available: 1000, selectable: true, actionLabels: ['查看', '编辑'] },
    );
    const fixed =
      INDEX_WIDTH + SELECT_WIDTH + actionsWidth(['查看', '编辑']) + NATURAL_WIDTH.phone + NATURAL_WIDTH.datetime;
    expect(layout.widths.get('title')).toBe(Math.floor((1000 - fixed) / 2));
    expect(layout.widths.get('remark')).toBe(layout.widths.get('title'));
    expect(layout.fits).toBe(true);
    const narrow = layoutColumns([{ field: field('title', 'text'), header: '一个很长很长的列标题' }], {
      available: 200,
      selectable: false,
      actionLabels: [],
    });
    expect(narrow.widths.get('title')).toBe(headerWidth('一个很长很长的列标题', false));
    expect(narrow.fits).toBe(false);
    // A width the operator dragged stays.
    expect(
      layoutColumns([{ field: field('title', 'text'), header: '标题', chosenWidth: 333 }], {
        available: 1000,
        selectable: false,
        actionLabels: [],
      }).widths.get('title'),
    ).toBe(333);
  });
});

describe('every registered screen at 1440×900', () => {
  it.each([PLAIN_AREA, TREE_AREA])(
    'keeps every header readable and no data column under the buttons (%i px)',
    (area) => {
      const problems: string[] = [];
      let fitting = 0;
      for (const { def, columns, buttons } of screens) {
        const layout = layoutColumns(columns, { available: area, selectable: true, actionLabels: buttons });
        for (const { field, header } of columns) {
          const width = layout.widths.get(field.name) ?? 0;
          if (width < headerWidth(header, field.sortable === true))
            problems.push(`${def.name}.${field.name}: header ${header} needs more than ${width}px`);
        }
        const dataRight =
          INDEX_WIDTH + SELECT_WIDTH + [...layout.widths.values()].reduce((sum, width) => sum + width, 0);
        // Fitting tables pin the buttons at the right: they must start after the last data column.
        if (layout.fits) {
          fitting += 1;
          if (dataRight > area - layout.actionsWidth) problems.push(`${def.name}: the buttons cover a data column`);
        } else if (layout.total <= area) problems.push(`${def.name}: fits but is not said to`);
      }
      expect(problems).toEqual([]);
      // Most screens fit a plain area whole; the rest scroll with their buttons at the end (not over data).
      if (area === PLAIN_AREA) expect(fitting / screens.length).toBeGreaterThan(0.6);
    },
  );

  it('pins the kept column of the order list', () => {
    const orderNo = getResource('productOrder').fields.find((field) => field.name === 'orderNo');
    expect(orderNo?.table && orderNo.table.keep).toBe(true);
  });
});
