import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { HeaderActions } from '../header-actions/HeaderActions';
import { TopMenu } from './TopMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '52px',
    flexShrink: 0,
    padding: '0 12px 0 4px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  grow: { flexGrow: 1, minWidth: 0, display: 'flex', alignSelf: 'stretch' },
});

export interface HeaderProps {
  collapsed: boolean;
  onToggleCollapse: () => void;
  onOpenSearch: () => void;
}

/** The top bar (spec 000 §2.3): fold the sidebar, the top menu, menu search, and the tools of the header actions. */
export const Header = ({ collapsed, onToggleCollapse, onOpenSearch }: HeaderProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const toggleLabel = collapsed ? t('layout.expand') : t('layout.collapse');
  return (
    <header className={styles.header}>
      <Tooltip content={toggleLabel} relationship="label">
        <Button
          appearance="subtle"
          icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
          aria-expanded={!collapsed}
          onClick={onToggleCollapse}
        />
      </Tooltip>
      <div className={styles.grow}>
        <TopMenu />
      </div>
      <Tooltip content={t('menuSearch.open')} relationship="label">
        <Button appearance="subtle" icon={<SearchRegular />} onClick={onOpenSearch} aria-keyshortcuts="Control+K" />
      </Tooltip>
      <HeaderActions />
    </header>
  );
};
