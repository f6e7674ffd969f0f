import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { TablePager } from '../../../../src/renderer/crud/fluent/TablePager';
import { renderCrud } from './crud-harness';

const pager = (
  <TablePager total={50000} current={1} size={10} pageSizes={[10, 30]} onPage={() => {}} onSize={() => {}} />
);

describe('TablePager counts (issue 19 item 4)', () => {
  it('groups the total and the page count in zh: 共 50,000 条', async () => {
    await renderCrud(pager, testDataProvider({}));
    expect(screen.getByTestId('crud-total').textContent).toBe('共 50,000 条');
    expect(screen.getByText('第 1 / 5,000 页')).toBeTruthy();
  });

  it('groups them in en too', async () => {
    await renderCrud(pager, testDataProvider({}), { language: 'en' });
    expect(screen.getByTestId('crud-total').textContent).toBe('50,000 in total');
    expect(screen.getByText('Page 1 of 5,000')).toBeTruthy();
  });
});
