import { makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { getResource, type QueryParams } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { LazyTreePanel } from './LazyTreePanel';
import { useRegionTreeLevel } from '../../crud/core/use-options';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)', alignItems: 'start' },
});

const def = getResource('region');
const NO_FILTER: QueryParams = {};

/**
 * 行政区划: the region tree (`lazy-tree`, a level at a time from the country down) beside the paged list
 * (`list?parentCode_equal=`, contract §1.7: regions are listed as pages). Choosing a region lists its children, and a
 * new region starts under it; the top item lists every region.
 */
export const RegionScreen = () => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const [parentCode, setParentCode] = useState('');
  const fixedQuery = useMemo<QueryParams>(
    () => (parentCode ? { parentCode_equal: parentCode } : NO_FILTER),
    [parentCode],
  );
  const createValues = useMemo(() => (parentCode ? { parentCode } : undefined), [parentCode]);
  return (
    <div className={styles.layout}>
      <LazyTreePanel
        title={rt('res.system.region.tree.title')}
        allLabel={rt('res.system.region.tree.all')}
        loadingLabel={rt('res.system.region.tree.loading')}
        root="00"
        useLevel={useRegionTreeLevel}
        chosen={parentCode}
        onChoose={setParentCode}
        testId="region-tree"
      />
      <ResourcePage def={def} fixedQuery={fixedQuery} createValues={createValues} />
    </div>
  );
};
