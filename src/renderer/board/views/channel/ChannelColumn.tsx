import { useTranslation } from 'react-i18next';
import { Panel } from '../../frame/Panel';
import { AutoScrollList } from '../../widgets/auto-scroll-list';
import { moneyText } from '../../widgets/pad';
import { percentText } from '../../widgets/percent';
import { RankingTable, type RankingColumn } from '../../widgets/RankingTable';
import { NameSearch } from '../business/NameSearch';
import { useStickyHeadStyles } from '../business/sticky-head';
import {
  amountOf,
  channelRows,
  sourceShares,
  type ChannelItem,
  type ChannelSource,
  type ChannelStatistics,
} from './channel-data';
import { ShareDoughnut } from './ShareDoughnut';

/**
 * One order source (spec 000 §2.4 view 3): its share of all channels as a ring with the amount in yuan, a name
 * search over its breakdown and the breakdown as a ranking (rank, channel name, turnover, contribution %).
 */
export const ChannelColumn = ({
  source,
  data,
  colour,
  search,
  onSearch,
}: {
  source: ChannelSource;
  data: ChannelStatistics | undefined;
  colour: string;
  search: string;
  onSearch: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const sticky = useStickyHeadStyles();
  const name = t(`board.channel.sources.${source.key}`);
  const rows = channelRows(data, source);
  const columns: RankingColumn<ChannelItem>[] = [
    {
      key: 'category',
      title: t('board.channel.channelName'),
      render: (row) => row.category,
      hover: (row) => row.category,
      width: '34%',
    },
    {
      key: 'price',
      title: t('board.channel.turnover'),
      render: (row) => moneyText(row.price),
      align: 'right',
      width: '36%',
    },
    {
      key: 'ratio',
      title: t('board.channel.contribution'),
      render: (row) => percentText(row.ratio),
      align: 'right',
      width: '20%',
    },
  ];
  const testId = `channel-${source.key}`;
  return (
    <Panel title={t('board.channel.shareTitle', { name })} testId={testId}>
      <ShareDoughnut
        percent={sourceShares(data)[source.key]}
        amountText={t('board.channel.yuanAmount', { amount: moneyText(amountOf(data, source)) })}
        colour={colour}
        label={name}
        caption={t('board.channel.shareOfAll')}
        testId={`${testId}-share`}
      />
      <NameSearch
        value={search}
        onChange={onSearch}
        placeholder={t('board.channel.searchPlaceholder')}
        testId={`${testId}-search`}
      />
      <AutoScrollList
        label={t('board.channel.rankingTitle', { name })}
        height={250}
        className={sticky.sticky}
        testId={`${testId}-list`}
      >
        <RankingTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.category}
          rankTitle={t('board.viewRank')}
          emptyText={t('board.viewEmpty')}
          testId={`${testId}-table`}
        />
      </AutoScrollList>
    </Panel>
  );
};
