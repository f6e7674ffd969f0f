import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBoardActions, useBoardQuery } from '../../frame/board-context';
import { PeriodCaption } from '../../frame/PeriodCaption';
import { BoardTabs } from './BoardTabs';
import { FormatsTab } from './FormatsTab';
import { TradeRankingTab } from './TradeRankingTab';

const useStyles = makeStyles({
  view: { height: '100%', display: 'grid', gridTemplateRows: 'auto 1fr', gap: '14px', minHeight: 0 },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '34px' },
  body: { minHeight: 0 },
});

/**
 * View 4, product business type / transaction ranking (spec 000 §2.4): tab 1 交易排行 (supplier rankings per trade
 * type), tab 2 业态构成 (format composition). Its period is the header's (one period per view, issue 19 item 16:
 * the spec's second picker here confused which range ruled). The tab is the board's `fourMenu` (it also picks the
 * layout style); a tab, area or range change reloads because each is part of the calls' keys.
 */
export const BusinessView = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const board = useBoardQuery();
  const { setFourMenu } = useBoardActions();
  return (
    <div className={styles.view} data-testid="board-view-4" data-tab={board.fourMenu}>
      <div className={styles.toolbar}>
        <BoardTabs<1 | 2>
          label={t('board.business.tabsLabel')}
          value={board.fourMenu}
          onChange={setFourMenu}
          testId="business-tabs"
          tabs={[
            { value: 1, label: t('board.business.tabs.ranking') },
            { value: 2, label: t('board.business.tabs.formats') },
          ]}
        />
        <PeriodCaption testId="business-period" />
      </div>
      <div
        className={styles.body}
        role="tabpanel"
        aria-label={t(board.fourMenu === 1 ? 'board.business.tabs.ranking' : 'board.business.tabs.formats')}
      >
        {board.fourMenu === 1 ? <TradeRankingTab query={board} /> : <FormatsTab query={board} />}
      </div>
    </div>
  );
};
