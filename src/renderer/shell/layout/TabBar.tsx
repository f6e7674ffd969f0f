import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useNotify } from '../../platform/notify';
import { tabsActions, useActiveTab, useTabLabel, useTabs, useTabsStore } from '../../stores/tabs-store';
import { canCloseTab } from '../../stores/updates/tab-updates';
import { clearCaches } from './clear-cache';
import { TabContextMenu } from './TabContextMenu';
import { TabDropdown } from './TabDropdown';
import { useTabCommands } from './use-tab-commands';
import { useTabMoves } from '../tear-off/use-tab-moves';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    height: '40px',
    flexShrink: 0,
    padding: '0 8px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  dropping: { outline: `2px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  satellite: {
    flexShrink: 0,
    padding: '2px 8px',
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  tabs: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    flexGrow: 1,
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    listStyle: 'none',
    margin: 0,
    padding: '2px 0',
  },
  tab: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  label: {
    height: '100%',
    padding: '0 10px',
    border: 'none',
    background: 'none',
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    maxWidth: '200px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  close: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '18px',
    height: '18px',
    marginRight: '6px',
    marginLeft: '-4px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * The tab bar (issue 3 part 3): a tab per visited page; close one, close others, close all and clear cache
 * from the tabs' close buttons, a right-click menu and the dropdown with its search.
 */
export const TabBar = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tabs = useTabs();
  const active = useActiveTab();
  const labelOf = useTabLabel();
  const commands = useTabCommands();
  const moves = useTabMoves(commands.close);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const state = { tabs, active };

  const clearCache = async () => {
    setClearing(true);
    try {
      await clearCaches(queryClient);
      tabsActions.dropCachedPages();
      setConfirming(false);
      notify.success(t('messages.cacheCleared'));
    } catch (error) {
      setConfirming(false);
      notify.error(t('tabs.clearFailed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setClearing(false);
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: string) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && canCloseTab(useTabsStore.getState(), value)) {
      event.preventDefault();
      commands.close(value);
    }
  };

  return (
    <div
      className={mergeClasses(styles.bar, moves.dropping && styles.dropping)}
      {...moves.dropProps}
      title={moves.dropping ? t('desktop.tearOff.dropHere') : undefined}
    >
      {moves.satellite && <span className={styles.satellite}>{t('desktop.tearOff.satellite')}</span>}
      <ul className={styles.tabs} aria-label={t('tabs.label')}>
        {tabs.map((tab) => {
          const label = labelOf(tab);
          const isActive = tab.value === active;
          const closable = canCloseTab(state, tab.value);
          return (
            <li
              key={tab.value}
              className={mergeClasses(styles.tab, isActive && styles.active)}
              data-tab={tab.value}
              {...moves.dragProps(tab)}
            >
              <TabContextMenu
                canClose={closable}
                onClose={() => commands.close(tab.value)}
                onCloseOthers={() => commands.closeOthers(tab.value)}
                onCloseAll={commands.closeAll}
                onClearCache={() => setConfirming(true)}
                onNewWindow={() => void moves.newWindow(tab)}
                onDock={moves.satellite ? () => moves.dock(tab) : undefined}
              >
                <button
                  type="button"
                  className={styles.label}
                  aria-current={isActive ? 'page' : undefined}
                  title={label}
                  onClick={() => commands.activate(tab.value)}
                  onKeyDown={(event) => onTabKeyDown(event, tab.value)}
                >
                  {label}
                </button>
              </TabContextMenu>
              {closable && (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('tabs.closeTab', { label })}
                  title={t('tabs.close')}
                  onClick={() => commands.close(tab.value)}
                >
                  <DismissRegular fontSize={12} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <TabDropdown
        tabs={tabs}
        active={active}
        labelOf={labelOf}
        onActivate={commands.activate}
        onCloseOthers={() => active && commands.closeOthers(active)}
        onCloseAll={commands.closeAll}
        onClearCache={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('tabs.confirmTitle')}
        message={t('messages.confirmClearCache')}
        busy={clearing}
        onConfirm={() => void clearCache()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
};
