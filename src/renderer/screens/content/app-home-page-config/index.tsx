import { makeStyles, tokens } from '@fluentui/react-components';
import { appHomePageConfigResource } from '../../../../shared/resources';
import { TreeResourcePage } from '../../../crud/fluent/TreeResourcePage';
import { PhonePreview } from '../PhonePreview';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', minWidth: 0 },
  main: { flex: 1, minWidth: 0 },
});

/** 首页配置: the engine's tree of pages and entrances, with the phone preview of the chosen page beside it. */
export const Screen = () => {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        <TreeResourcePage def={appHomePageConfigResource} />
      </div>
      <PhonePreview def={appHomePageConfigResource} />
    </div>
  );
};
