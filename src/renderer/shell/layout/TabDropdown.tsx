import {
  Button,
  Divider,
  Input,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  BroomRegular,
  ChevronDownRegular,
  DismissSquareMultipleRegular,
  SearchRegular,
  TabDesktopMultipleRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tab } from '../../stores/tabs-store';

const useStyles = makeStyles({
  surface: { width: '280px', padding: '8px', display: 'flex', flexDirection: 'column', gap: '4px' },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '280px', overflowY: 'auto' },
  entry: {
    display: 'block',
    width: '100%',
    padding: '6px 10px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'left',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  empty: { margin: 0, padding: '6px 10px', color: tokens.colorNeutralForeground3 },
  action: { justifyContent: 'flex-start' },
});

export interface TabDropdownProps {
  tabs: Tab[];
  active: string | null;
  labelOf: (tab: Tab) => string;
  onActivate: (value: string) => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onClearCache: () => void;
}

/** The tab bar's dropdown: find an open page by its name, and the bar's actions (spec 000 §2.3). */
export const TabDropdown = ({
  tabs,
  active,
  labelOf,
  onActivate,
  onCloseOthers,
  onCloseAll,
  onClearCache,
}: TabDropdownProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const wanted = text.trim().toLocaleLowerCase();
  const matching = tabs.filter((tab) => !wanted || labelOf(tab).toLocaleLowerCase().includes(wanted));

  const run = (action: () => void) => () => {
    setOpen(false);
    setText('');
    action();
  };

  return (
    <Popover open={open} onOpenChange={(_event, data) => setOpen(data.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t('tabs.more')} relationship="label">
          <Button appearance="subtle" icon={<ChevronDownRegular />} aria-haspopup="dialog" />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('tabs.more')}>
        <Input
          contentBefore={<SearchRegular />}
          value={text}
          placeholder={t('tabs.searchPlaceholder')}
          aria-label={t('tabs.searchPlaceholder')}
          onChange={(_event, data) => setText(data.value)}
        />
        {matching.length === 0 ? (
          <p className={styles.empty}>{t('tabs.noMatch')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('tabs.label')}>
            {matching.map((tab) => (
              <li key={tab.value}>
                <button
                  type="button"
                  className={mergeClasses(styles.entry, tab.value === active && styles.current)}
                  aria-current={tab.value === active ? 'page' : undefined}
                  title={tab.value}
                  onClick={run(() => onActivate(tab.value))}
                >
                  {labelOf(tab)}
                </button>
              </li>
            ))}
          </ul>
        )}
        <Divider />
        <Button
          className={styles.action}
          appearance="subtle"
          icon={<TabDesktopMultipleRegular />}
          onClick={run(onCloseOthers)}
        >
          {t('tabs.closeOthers')}
        </Button>
        <Button
          className={styles.action}
          appearance="subtle"
          icon={<DismissSquareMultipleRegular />}
          onClick={run(onCloseAll)}
        >
          {t('tabs.closeAll')}
        </Button>
        <Button className={styles.action} appearance="subtle" icon={<BroomRegular />} onClick={run(onClearCache)}>
          {t('tabs.clearCache')}
        </Button>
      </PopoverSurface>
    </Popover>
  );
};
