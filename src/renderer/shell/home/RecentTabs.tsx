import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { TabDesktopRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useOpenTab, useTabLabel, useTabs } from '../../stores/tabs-store';
import { FIRST_PAGE_PATH } from '../../stores/updates/tab-updates';

const MAX_SHOWN = 8;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** Shortcuts to the pages open in the tab bar, the most recently opened first. */
export const RecentTabs = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const tabs = useTabs();
  const label = useTabLabel();
  const open = useOpenTab();
  const recent = tabs
    .filter((tab) => tab.value !== FIRST_PAGE_PATH)
    .reverse()
    .slice(0, MAX_SHOWN);
  if (recent.length === 0) return <p className={styles.empty}>{t('home.recentTabsEmpty')}</p>;
  return (
    <ul className={styles.list} data-testid="home-recent-tabs">
      {recent.map((tab) => (
        <li key={tab.value}>
          <Button appearance="secondary" icon={<TabDesktopRegular />} onClick={() => open(tab.value)} title={tab.value}>
            {label(tab)}
          </Button>
        </li>
      ))}
    </ul>
  );
};
