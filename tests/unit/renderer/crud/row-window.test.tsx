import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { ResourcePage } from '../../../../src/renderer/crud/fluent/ResourcePage';
import { WINDOW_FROM } from '../../../../src/renderer/crud/fluent/use-row-window';
import { getResource } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from './crud-harness';

const post = getResource('post');
const makeRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(1000 + index),
    postCode: `code-${index}`,
    postName: `岗位${index}`,
    category: 1,
    sort: index,
  }));

const renderPage = async (count: number) => {
  grantButtons(['post_view']);
  const provider = testDataProvider({
    getList: vi.fn(async () => ({ records: makeRows(count), total: count })) as never,
    custom: async () => [{ dictKey: '1', dictValue: '高层', dictValueEn: 'Senior' }],
  });
  await renderCrud(<ResourcePage def={post} initialSearch={{}} />, provider);
  await screen.findByText('岗位0');
  return provider;
};

const dataRows = () => [...document.querySelectorAll('tbody tr[aria-rowindex]')];
const spacers = () => [...document.querySelectorAll('tbody tr[aria-hidden="true"]')] as HTMLTableRowElement[];

describe('row windowing of the list table', () => {
  it('renders every row of a short page, each with its row index', async () => {
    await renderPage(WINDOW_FROM);
    const shown = dataRows();
    expect(shown.length).toBe(WINDOW_FROM);
    expect(shown.map((row) => row.getAttribute('aria-rowindex')).slice(0, 3)).toEqual(['2', '3', '4']);
    expect(spacers()).toHaveLength(0);
    expect(document.querySelector('table')?.getAttribute('aria-rowcount')).toBe(String(WINDOW_FROM + 1));
  });

  it('renders only the rows in view of a long page, with a spacer standing in for the rest', async () => {
    await renderPage(200);
    const shown = dataRows();
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(200);
    expect(shown[0].getAttribute('aria-rowindex')).toBe('2');
    const [after] = spacers();
    // The spacer keeps the scroll height of the rows not rendered (estimated 33 px each until measured).
    expect(parseFloat(after.style.height)).toBeGreaterThanOrEqual((200 - shown.length) * 33 - 1);
    expect(document.querySelector('table')?.getAttribute('aria-rowcount')).toBe('201');
  });

  it('selects all rows of a long page, including those not rendered', async () => {
    await renderPage(200);
    const all = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    fireEvent.click(all);
    // The header box reads checked only when every key of the page is selected, rendered or not.
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    const boxes = dataRows().map((row) => row.querySelector('input[type="checkbox"]') as HTMLInputElement);
    expect(boxes.every((box) => box.checked)).toBe(true);
  });
});
