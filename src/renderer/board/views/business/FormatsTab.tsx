import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BoardQuery } from '../../frame/board-context';
import { Panel } from '../../frame/Panel';
import { AutoScrollList } from '../../widgets/auto-scroll-list';
import { countText, moneyText } from '../../widgets/pad';
import { percentText } from '../../widgets/percent';
import { RankingTable, type RankingColumn } from '../../widgets/RankingTable';
import { formatShareTexts, TRADE_TYPES, useFormatComposition, type FormatRow } from './business-data';
import { CityLifeCards, ExperienceList, MerchandiseList } from './FormatLists';
import { useStickyHeadStyles } from './sticky-head';

const useStyles = makeStyles({
  tab: { display: 'grid', gridTemplateRows: 'auto 1fr', gap: '16px', height: '100%', minHeight: 0 },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '18px' },
  share: { fontSize: '18px', color: '#5ff2ff' },
});

const LIST_OF = { 1: ExperienceList, 2: MerchandiseList, 3: CityLifeCards } as const;

/**
 * View 4, tab 2 (业态构成): the formats of each trade type as auto-scrolling lists (experience rows, merchandise
 * with progress bars, city life as coloured cards) with each type's share, and every format in one ranking.
 */
export const FormatsTab = ({ query }: { query: BoardQuery }) => {
  const styles = useStyles();
  const sticky = useStickyHeadStyles();
  const { t } = useTranslation();
  const { data } = useFormatComposition(query);

  const columns: RankingColumn<FormatRow>[] = [
    { key: 'name', title: t('board.business.format'), render: (row) => row.name, width: '20%' },
    { key: 'cnt', title: t('board.business.suppliers'), align: 'right', render: (row) => countText(row.cnt) },
    {
      key: 'total',
      title: t('board.business.amount'),
      align: 'right',
      width: '20%',
      render: (row) => moneyText(row.total),
    },
    { key: 'orderCnt', title: t('board.business.orders'), align: 'right', render: (row) => countText(row.orderCnt) },
    { key: 'pcnt', title: t('board.business.items'), align: 'right', render: (row) => countText(row.pcnt) },
    { key: 'avg', title: t('board.business.avgPrice'), align: 'right', render: (row) => moneyText(row.avg) },
  ];

  return (
    <div className={styles.tab} data-testid="business-tab-formats">
      <div className={styles.lists}>
        {TRADE_TYPES.map((trade) => {
          const List = LIST_OF[trade.type];
          const name = t(`board.business.trades.${trade.key}`);
          return (
            <Panel
              key={trade.type}
              title={t('board.business.formatList', { name })}
              testId={`business-formats-${trade.type}`}
              extra={
                <span className={styles.share} data-testid={`business-formats-${trade.type}-share`}>
                  {t('board.business.share', { percent: percentText(formatShareTexts(data)[trade.percent]) })}
                </span>
              }
            >
              <AutoScrollList label={name} height={300} testId={`business-formats-${trade.type}-list`}>
                <List rows={data?.[trade.formats] ?? []} testId={`business-formats-${trade.type}-rows`} />
              </AutoScrollList>
            </Panel>
          );
        })}
      </div>
      <Panel title={t('board.business.formatRanking')} testId="business-format-ranking">
        <AutoScrollList
          label={t('board.business.formatRanking')}
          height={400}
          className={sticky.sticky}
          testId="business-format-list"
        >
          <RankingTable
            columns={columns}
            rows={data?.list ?? []}
            rowKey={(row) => row.name}
            rankTitle={t('board.viewRank')}
            emptyText={t('board.viewEmpty')}
            testId="business-format-table"
          />
        </AutoScrollList>
      </Panel>
    </div>
  );
};
