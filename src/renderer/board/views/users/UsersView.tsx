import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBoardQuery } from '../../frame/board-context';
import { Panel } from '../../frame/Panel';
import { AutoScrollList } from '../../widgets/auto-scroll-list';
import { AgeShareChart } from './AgeShareChart';
import { AgeTable } from './AgeTable';
import { ConsumptionTrend } from './ConsumptionTrend';
import { GenderBar } from './GenderBar';
import { SourceRegions } from './SourceRegions';
import { UserCounters } from './UserCounters';
import { useSourceRegions, useUserAnalysis, useUserTotal, useVisitData } from './users-data';
import { VisitFigures } from './VisitFigures';

const useStyles = makeStyles({
  view: { height: '100%', display: 'grid', gridTemplateRows: 'auto 1fr', gap: '16px', minHeight: 0 },
  columns: { display: 'grid', gridTemplateColumns: '1fr 1.25fr 0.75fr', gap: '18px', minHeight: 0 },
  stack: { display: 'flex', flexDirection: 'column', gap: '16px', minHeight: 0 },
  grow: { flexGrow: 1 },
});

/**
 * View 5, user analysis (spec 000 §2.4): member counters, the sex ratio and the age table (`view/userAnalysis`);
 * the visit panel with the registered-user total (`Clist/total`), visits, the monthly consumption trend
 * (`view/userAnalysis/vist`); and where consumers come from (`…/user/source/region`).
 */
export const UsersView = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const query = useBoardQuery();
  const { data: analysis } = useUserAnalysis(query);
  const { data: visits } = useVisitData(query);
  const { data: regions } = useSourceRegions(query);
  const { data: total } = useUserTotal(query);
  return (
    <div className={styles.view} data-testid="board-view-5">
      <UserCounters data={analysis} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Panel title={t('board.users.genderTitle')} testId="users-gender">
            <GenderBar male={analysis?.malePercent} female={analysis?.femalePercent} testId="users-gender-bar" />
          </Panel>
          <Panel title={t('board.users.ageTitle')} testId="users-age" className={styles.grow}>
            <AgeTable ageData={analysis?.ageData} />
            <AgeShareChart ageData={analysis?.ageData} />
          </Panel>
        </div>
        <div className={styles.stack}>
          <Panel title={t('board.users.visitTitle')} testId="users-visits">
            <VisitFigures visits={visits} userTotal={total?.userCnt} />
          </Panel>
          <Panel title={t('board.users.trendTitle')} testId="users-trend" className={styles.grow}>
            <ConsumptionTrend visits={visits} />
          </Panel>
        </div>
        <Panel title={t('board.users.sourceTitle')} testId="users-source">
          <AutoScrollList label={t('board.users.sourceTitle')} height={690} testId="users-source-list">
            <SourceRegions rows={regions} />
          </AutoScrollList>
        </Panel>
      </div>
    </div>
  );
};
