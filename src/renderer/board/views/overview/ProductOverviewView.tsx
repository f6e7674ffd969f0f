import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../frame/Panel';
import { regionAndRange, useBoardData, useBoardQuery } from '../../frame/board-context';
import { countText, moneyText } from '../../widgets/pad';
import { percentNumber, percentText } from '../../widgets/percent';
import { RankingTable, type RankingColumn } from '../../widgets/RankingTable';
import { LIFE_TILES, TRAVEL_TILES } from '../../../../shared/board-enums';
import { detailOf, goodsOf, tilesOf, type OverviewItem, type ProductOverview } from './overview-data';
import { OverviewTile } from './OverviewTile';
import { BOARD_ENDPOINTS } from '../../../../shared/contract/board';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: '24px', height: '100%' },
  tiles2: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px', marginBottom: '16px' },
  tiles2Tall: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '14px', alignContent: 'start' },
  detail: { flexGrow: 1, minHeight: 0, overflowY: 'auto' },
  subTitle: { margin: '0 0 8px', fontSize: '19px', color: '#7fc8ff' },
  list: {
    height: '650px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    paddingRight: '6px',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    rowGap: '6px',
    padding: '10px 12px',
    backgroundColor: 'rgba(20, 90, 180, 0.18)',
    borderRadius: '4px',
  },
  rowName: { fontSize: '19px', fontWeight: 600 },
  rowFigures: { fontSize: '16px', color: '#8fb8e0', display: 'flex', gap: '16px' },
  strong: { color: '#5ff2ff', fontWeight: 700 },
  bar: {
    gridColumn: '1 / span 2',
    display: 'grid',
    gridTemplateColumns: '1fr 80px',
    alignItems: 'center',
    gap: '10px',
  },
  track: { height: '10px', borderRadius: '5px', backgroundColor: 'rgba(64, 158, 255, 0.18)', overflow: 'hidden' },
  fill: { height: '100%', backgroundImage: 'linear-gradient(90deg, #1d7bff, #2fc5ff)' },
  ratio: { textAlign: 'right', color: '#ffd666', fontSize: '16px' },
});

/** View 1, product overview (spec 000 §2.4): experience tiles and business detail, the goods list, city-life tiles. */
export const ProductOverviewView = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const query = useBoardQuery();
  const overview = useBoardData<ProductOverview>(
    'overview',
    BOARD_ENDPOINTS.productOverview.path,
    regionAndRange(query),
  );
  const data = overview.data ?? {};
  const travel = tilesOf(data.fusionTravel, TRAVEL_TILES);
  const life = tilesOf(data.fusionLife, LIFE_TILES);
  const goods = goodsOf(data.fusionProductService);
  const detail = detailOf(data.fusionTravelService);

  const columns: RankingColumn<OverviewItem>[] = [
    { key: 'type', title: t('board.overview.businessType'), render: (r) => r.category, width: '40%' },
    { key: 'count', title: t('board.overview.count'), render: (r) => countText(r.productNum), align: 'right' },
    { key: 'avg', title: t('board.overview.avgPrice'), render: (r) => moneyText(r.avgPrice), align: 'right' },
  ];

  return (
    <div className={styles.grid} data-testid="view-overview">
      <Panel title={t('board.overview.experience')} testId="overview-experience">
        <div className={styles.tiles2}>
          {travel.map((item) => (
            <OverviewTile key={item.category} item={item} />
          ))}
        </div>
        <h4 className={styles.subTitle}>{t('board.overview.detail')}</h4>
        <div className={styles.detail}>
          <RankingTable
            columns={columns}
            rows={detail}
            rowKey={(r) => r.category}
            rankTitle={t('board.overview.rank')}
            emptyText={t('board.overview.noData')}
            testId="overview-detail"
          />
        </div>
      </Panel>
      <Panel title={t('board.overview.goods')} testId="overview-goods">
        <div className={styles.list} data-testid="overview-goods-list">
          {goods.map((item) => (
            <div key={item.category} className={styles.row} data-category={item.category}>
              <span className={styles.rowName}>{item.category}</span>
              <span className={styles.rowFigures}>
                <span>
                  {t('board.overview.count')}{' '}
                  <span className={styles.strong} data-field="count">
                    {countText(item.productNum)}
                  </span>
                </span>
                <span>
                  {t('board.overview.avgPrice')}{' '}
                  <span className={styles.strong} data-field="avg">
                    {moneyText(item.avgPrice)}
                  </span>
                </span>
              </span>
              <span className={styles.bar}>
                <span className={styles.track}>
                  <span className={styles.fill} style={{ display: 'block', width: `${percentNumber(item.ratio)}%` }} />
                </span>
                <span className={styles.ratio} data-field="ratio">
                  {percentText(item.ratio)}
                </span>
              </span>
            </div>
          ))}
        </div>
      </Panel>
      <Panel title={t('board.overview.life')} testId="overview-life">
        <div className={styles.tiles2Tall}>
          {life.map((item) => (
            <OverviewTile key={item.category} item={item} />
          ))}
        </div>
      </Panel>
    </div>
  );
};
