import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { SOURCE_COLOURS } from '../../charts/category-colours';
import { useBoardQuery } from '../../frame/board-context';
import { PeriodCaption } from '../../frame/PeriodCaption';
import { useDebouncedValue } from '../business/use-debounced-value';
import { ChannelColumn } from './ChannelColumn';
import { CHANNEL_SOURCES, emptySearches, useChannelStatistics, type ChannelSearches } from './channel-data';
import { HotProducts, type HotTab } from './HotProducts';

const useStyles = makeStyles({
  view: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateRows: 'auto auto 1fr',
    gap: '14px',
    minHeight: 0,
  },
  toolbar: { display: 'flex', justifyContent: 'flex-end', minHeight: '34px' },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '18px', minHeight: 0 },
});

/**
 * View 3, transaction channel (spec 000 §2.4): the three order sources side by side (share ring, name search,
 * breakdown ranking) and their best-selling products, for the board's region and range (the one period, named
 * above the columns). One `view/source/statistics` call feeds everything; a name search changes its parameters
 * and so reloads it.
 */
export const ChannelView = () => {
  const styles = useStyles();
  const board = useBoardQuery();
  const [searches, setSearches] = useState<ChannelSearches>(emptySearches);
  const [hotTab, setHotTab] = useState<HotTab>(1);
  const settled = useDebouncedValue(searches);
  const { data } = useChannelStatistics(board, settled);

  return (
    <div className={styles.view} data-testid="board-view-3">
      <div className={styles.toolbar}>
        <PeriodCaption testId="channel-period" />
      </div>
      <div className={styles.columns}>
        {CHANNEL_SOURCES.map((source) => (
          <ChannelColumn
            key={source.key}
            source={source}
            data={data}
            colour={SOURCE_COLOURS[source.key]}
            search={searches[source.search]}
            onSearch={(value) => setSearches((current) => ({ ...current, [source.search]: value }))}
          />
        ))}
      </div>
      <HotProducts data={data} tab={hotTab} onTab={setHotTab} />
    </div>
  );
};
