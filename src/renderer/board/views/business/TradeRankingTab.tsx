import { makeStyles } from '@fluentui/react-components';
import type { BoardQuery } from '../../frame/board-context';
import { TRADE_TYPES, useTradeShares } from './business-data';
import { TradeRankingColumn } from './TradeRankingColumn';

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '18px', minHeight: 0, height: '100%' },
});

/** View 4, tab 1 (交易排行): the three trade types' supplier rankings side by side. */
export const TradeRankingTab = ({ query }: { query: BoardQuery }) => {
  const styles = useStyles();
  const { data: shares } = useTradeShares(query);
  return (
    <div className={styles.columns} data-testid="business-tab-ranking">
      {TRADE_TYPES.map((trade) => (
        <TradeRankingColumn key={trade.type} trade={trade} query={query} shares={shares} />
      ))}
    </div>
  );
};
