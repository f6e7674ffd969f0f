import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelItem } from '../../../../../src/renderer/board/views/channel/channel-data';
import { HotProducts } from '../../../../../src/renderer/board/views/channel/HotProducts';
import { renderPage } from '../../pages/page-harness';
import { channelStatistics } from '../channel-statistics';

afterEach(cleanup);

const item = (category: string, price: number, merchantName?: string): ChannelItem => ({
  category,
  price,
  ratio: '10.00',
  number: 1,
  avgPrice: price,
  ...(merchantName ? { merchantName } : {}),
});

const statistics = (hot: ChannelItem[]) => channelStatistics({ onlineHotProduct: hot });

/** Issue 19 item 15: a TOP card says it shows a product, and names its merchant. */
describe('the hot products of view 3', () => {
  it('tells two products of the same name apart by their merchants, on the cards and in the ranking', async () => {
    const data = statistics([item('门票', 300, '三塔景区'), item('门票', 200, '蝴蝶泉景区'), item('下关沱茶', 100)]);
    await renderPage(<HotProducts data={data} tab={1} onTab={() => undefined} />);
    const first = await screen.findByTestId('channel-hot-top-1');
    const second = screen.getByTestId('channel-hot-top-2');
    expect(first.textContent).toContain('商品：');
    expect(first.textContent).not.toContain('品类');
    expect(first.textContent).toContain('商户：三塔景区');
    expect(second.textContent).toContain('商户：蝴蝶泉景区');
    expect(first.textContent).not.toBe(second.textContent?.replace('TOP2', 'TOP1'));
    // Without a merchant from the server the card says so rather than inventing one.
    expect(screen.getByTestId('channel-hot-top-3').textContent).toContain('商户：—');

    const names = within(screen.getByTestId('channel-hot-table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(names).toEqual(['门票 三塔景区', '门票 蝴蝶泉景区', '下关沱茶']);
    expect(screen.getByTitle('门票（蝴蝶泉景区）')).toBeTruthy();
  });

  it('names its merchant in English too', async () => {
    await renderPage(
      <HotProducts data={statistics([item('Ticket', 1, 'Three Pagodas')])} tab={1} onTab={() => undefined} />,
      {
        language: 'en',
      },
    );
    expect((await screen.findByTestId('channel-hot-top-1')).textContent).toContain('Merchant:Three Pagodas');
    expect(screen.getByTitle('Ticket (Three Pagodas)')).toBeTruthy();
  });
});
