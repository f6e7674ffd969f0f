import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardQuery } from '../../frame/board-context';
import { Panel } from '../../frame/Panel';
import { AdjustedValue } from '../../settings/AdjustedValue';
import { useDisplayAdjustments } from '../../settings/display-adjustments';
import { AutoScrollList } from '../../widgets/auto-scroll-list';
import { countText, moneyText } from '../../widgets/pad';
import { percentText } from '../../widgets/percent';
import { RankingTable, type RankingColumn } from '../../widgets/RankingTable';
import { tradeShareTexts, useTradeRanking, type RankingRow, type TradeShares, type TradeType } from './business-data';
import { NameSearch } from './NameSearch';
import { adjustAmount, adjustCount, isAdjustedTradeType } from './ranking-adjustment';
import { useStickyHeadStyles } from './sticky-head';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The columns' shares of the table after the 64 px rank: the name takes most, the figures what their longest
 * values need at 18 px (an amount such as 1,234,567.89, a four-digit order count).
 */
export const SUPPLIER_WIDTHS = { name: '40%', total: '24%', cnt: '12%', avg: '18%' } as const;

/**
 * One trade type's supplier ranking (view 4, tab 1): its share of the whole in the header, a supplier-name search
 * and the ranking (rank, supplier, amount, orders, average). Experience and merchandise show amount and orders
 * through the ranking multiplier, the raw figure on hover; city life as received (spec 000 §2.4).
 */
export const TradeRankingColumn = ({
  trade,
  query,
  shares,
}: {
  trade: TradeType;
  query: BoardQuery;
  shares: TradeShares | undefined;
}) => {
  const { t } = useTranslation();
  const sticky = useStickyHeadStyles();
  const { rankingMultiplier } = useDisplayAdjustments();
  const [search, setSearch] = useState('');
  const shopName = useDebouncedValue(search.trim());
  const { data } = useTradeRanking(query, trade.type, shopName);
  const rows = data ?? [];
  const adjusted = isAdjustedTradeType(trade.type);
  const name = t(`board.business.trades.${trade.key}`);
  const testId = `business-ranking-${trade.type}`;

  const columns: RankingColumn<RankingRow>[] = [
    // Supplier names are the longest text here (苍山旅居(大理)…): they get the room, the full name on hover.
    {
      key: 'name',
      title: t('board.business.supplier'),
      render: (row) => row.name,
      hover: (row) => row.name,
      width: SUPPLIER_WIDTHS.name,
    },
    {
      key: 'total',
      title: t('board.business.amount'),
      align: 'right',
      width: SUPPLIER_WIDTHS.total,
      render: (row) =>
        adjusted ? (
          <AdjustedValue raw={row.total} text={moneyText(adjustAmount(row.total, rankingMultiplier))} />
        ) : (
          moneyText(row.total)
        ),
    },
    {
      key: 'cnt',
      title: t('board.business.orders'),
      align: 'right',
      width: SUPPLIER_WIDTHS.cnt,
      render: (row) =>
        adjusted ? (
          <AdjustedValue raw={row.cnt} text={countText(adjustCount(row.cnt, rankingMultiplier))} />
        ) : (
          countText(row.cnt)
        ),
    },
    {
      key: 'avg',
      title: t('board.business.avgPrice'),
      align: 'right',
      width: SUPPLIER_WIDTHS.avg,
      render: (row) => moneyText(row.avg),
    },
  ];

  return (
    <Panel
      title={name}
      testId={testId}
      extra={
        <span data-testid={`${testId}-share`} style={{ fontSize: '18px', color: '#5ff2ff' }}>
          {t('board.business.share', { percent: percentText(tradeShareTexts(shares)[trade.percent]) })}
        </span>
      }
    >
      <NameSearch
        value={search}
        onChange={setSearch}
        placeholder={t('board.business.searchPlaceholder')}
        testId={`${testId}-search`}
      />
      <AutoScrollList label={name} height={740} className={sticky.sticky} testId={`${testId}-list`}>
        <RankingTable
          columns={columns}
          rows={rows}
          rowKey={(row, index) => `${index}:${row.name}`}
          rankTitle={t('board.viewRank')}
          emptyText={t('board.viewEmpty')}
          testId={`${testId}-table`}
        />
      </AutoScrollList>
    </Panel>
  );
};
