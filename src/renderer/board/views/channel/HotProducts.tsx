import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../frame/Panel';
import { AutoScrollList } from '../../widgets/auto-scroll-list';
import { countText, moneyText } from '../../widgets/pad';
import { percentText } from '../../widgets/percent';
import { RankingTable, type RankingColumn } from '../../widgets/RankingTable';
import { BoardTabs } from '../business/BoardTabs';
import { useStickyHeadStyles } from '../business/sticky-head';
import { CHANNEL_SOURCES, merchantOf, type ChannelItem, type ChannelStatistics } from './channel-data';

const useStyles = makeStyles({
  body: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '20px', minHeight: 0 },
  tops: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '14px', alignContent: 'start' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: '10px',
    padding: '16px 18px',
    minWidth: 0,
    height: '230px',
    boxSizing: 'border-box',
    border: '1px solid rgba(255, 180, 60, 0.55)',
    borderRadius: '4px',
    backgroundImage: 'linear-gradient(180deg, rgba(255, 154, 60, 0.22), rgba(8, 36, 78, 0.2))',
  },
  badge: {
    alignSelf: 'flex-start',
    padding: '2px 10px',
    borderRadius: '3px',
    fontWeight: 700,
    color: '#fff',
    backgroundImage: 'linear-gradient(180deg, #ff9a3c, #e8541e)',
  },
  name: {
    fontSize: '19px',
    fontWeight: 600,
    color: '#ffd666',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  merchant: {
    marginTop: '-6px',
    fontSize: '15px',
    color: '#a9c8e8',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // The gap after a label is drawn, not typed: zh labels end in a full-width colon, en ones in a colon.
  label: { marginRight: '0.3em' },
  rowMerchant: { fontSize: '15px', color: '#8fb3d9' },
  figure: { display: 'flex', justifyContent: 'space-between', gap: '8px', fontSize: '16px', color: '#a9c8e8' },
  value: {
    color: '#e6f4ff',
    fontWeight: 700,
    fontSize: '24px',
    fontFamily: "'DIN Alternate', 'Roboto Mono', monospace",
  },
  emptyCard: { opacity: 0.45 },
});

export type HotTab = 1 | 2 | 3;

/**
 * The best-selling products of one order source (spec 000 §2.4 view 3, themed variant): a tab per source, the
 * first three as highlighted cards (product with its merchant, turnover, share, sales volume) and the whole list
 * as a ranking.
 */
export const HotProducts = ({
  data,
  tab,
  onTab,
}: {
  data: ChannelStatistics | undefined;
  tab: HotTab;
  onTab: (tab: HotTab) => void;
}) => {
  const styles = useStyles();
  const sticky = useStickyHeadStyles();
  const { t } = useTranslation();
  const source = CHANNEL_SOURCES[tab - 1];
  const rows: ChannelItem[] = data?.[source.hot] ?? [];
  const columns: RankingColumn<ChannelItem>[] = [
    {
      key: 'category',
      title: t('board.channel.product'),
      // The merchant follows the name, so two equal names still read differently; the cell's hover has both.
      render: (row) => {
        const merchant = merchantOf(row);
        return (
          <span
            title={merchant ? t('board.channel.productOfMerchant', { name: row.category, merchant }) : row.category}
          >
            {row.category}
            {merchant ? ' ' : null}
            {merchant ? <span className={styles.rowMerchant}>{merchant}</span> : null}
          </span>
        );
      },
      width: '52%',
    },
    { key: 'price', title: t('board.channel.turnover'), render: (row) => moneyText(row.price), align: 'right' },
    { key: 'number', title: t('board.channel.salesVolume'), render: (row) => countText(row.number), align: 'right' },
  ];
  return (
    <Panel
      title={t('board.channel.hotTitle')}
      testId="channel-hot"
      extra={
        <BoardTabs<HotTab>
          label={t('board.channel.hotTitle')}
          value={tab}
          onChange={onTab}
          testId="channel-hot-tabs"
          tabs={CHANNEL_SOURCES.map((s) => ({ value: s.source, label: t(`board.channel.hotTabs.${s.key}`) }))}
        />
      }
    >
      <div className={styles.body}>
        <ol
          className={styles.tops}
          aria-label={t('board.channel.hotTitle')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {[0, 1, 2].map((index) => {
            const row = rows[index];
            return (
              <li
                key={index}
                className={mergeClasses(styles.card, !row && styles.emptyCard)}
                data-testid={`channel-hot-top-${index + 1}`}
              >
                <span className={styles.badge}>TOP{index + 1}</span>
                <span className={styles.name} title={row?.category}>
                  <span className={styles.label}>{t('board.channel.topProduct')}</span>
                  <span data-field="category">{row?.category ?? '—'}</span>
                </span>
                <span className={styles.merchant} title={merchantOf(row)}>
                  <span className={styles.label}>{t('board.channel.topMerchant')}</span>
                  <span data-field="merchant">{merchantOf(row) || '—'}</span>
                </span>
                <span className={styles.figure}>
                  {t('board.channel.topTurnover')}
                  <span className={styles.value} data-field="price">
                    {moneyText(row?.price ?? 0)}
                  </span>
                </span>
                <span className={styles.figure}>
                  {t('board.channel.contribution')}
                  <span className={styles.value} data-field="ratio">
                    {row ? percentText(row.ratio) : '—'}
                  </span>
                </span>
                <span className={styles.figure}>
                  {t('board.channel.topVolume')}
                  <span className={styles.value} data-field="number">
                    {countText(row?.number ?? 0)}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
        <AutoScrollList
          label={t('board.channel.hotTitle')}
          height={236}
          className={sticky.sticky}
          testId="channel-hot-list"
        >
          <RankingTable
            columns={columns}
            rows={rows}
            rowKey={(row, index) => `${index}:${row.category}`}
            rankTitle={t('board.viewRank')}
            emptyText={t('board.viewEmpty')}
            testId="channel-hot-table"
          />
        </AutoScrollList>
      </div>
    </Panel>
  );
};
