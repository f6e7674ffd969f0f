import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialBoardQuery } from '../../../../../src/renderer/board/frame/board-context';
import { periodText } from '../../../../../src/renderer/board/frame/PeriodCaption';
import { SUPPLIER_WIDTHS } from '../../../../../src/renderer/board/views/business/TradeRankingColumn';
import { RankingTable } from '../../../../../src/renderer/board/widgets/RankingTable';
import { initI18n } from '../../../../../src/renderer/app/i18n';
import { renderPage } from '../../pages/page-harness';

afterEach(cleanup);

/** Issue 19 item 16: one period per view, and supplier names that do not read the same. */
describe('the period a view covers', () => {
  it('is the header’s range, named, or all time', async () => {
    const zh = await initI18n('zh');
    const t = zh.getFixedT('zh');
    expect(periodText(initialBoardQuery, t)).toBe('统计时段：全部时间');
    expect(periodText({ from: '2025-03-01 00:00:00', to: '2025-03-31 23:59:59' }, t)).toBe(
      '统计时段：2025-03-01 00:00:00 至 2025-03-31 23:59:59',
    );
    const en = zh.getFixedT('en');
    expect(periodText({ from: null, to: null }, en)).toBe('Period: all time');
  });
});

describe('the supplier column', () => {
  it('takes the largest share of the row', () => {
    const widths = Object.values(SUPPLIER_WIDTHS).map((w) => Number(w.replace('%', '')));
    expect(Number(SUPPLIER_WIDTHS.name.replace('%', ''))).toBe(Math.max(...widths));
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
    expect(Number(SUPPLIER_WIDTHS.name.replace('%', ''))).toBeGreaterThanOrEqual(38);
  });

  it('shows each full name on hover, so two names cut to the same start still differ', async () => {
    const rows = [{ name: '苍山旅居（大理古城店）' }, { name: '苍山旅居（双廊洱海店）' }];
    await renderPage(
      <RankingTable
        columns={[{ key: 'name', title: '供应商', render: (row) => row.name, hover: (row) => row.name }]}
        rows={rows}
        rowKey={(row) => row.name}
        rankTitle="排名"
        testId="ranking"
      />,
    );
    const cells = [...(await screen.findByTestId('ranking')).querySelectorAll('tbody td:nth-child(2)')];
    expect(cells.map((td) => td.getAttribute('title'))).toEqual(['苍山旅居（大理古城店）', '苍山旅居（双廊洱海店）']);
  });
});
