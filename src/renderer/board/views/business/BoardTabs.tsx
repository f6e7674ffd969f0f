import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useRef, type KeyboardEvent } from 'react';

const useStyles = makeStyles({
  list: { display: 'inline-flex', gap: '6px' },
  tab: {
    height: '34px',
    padding: '0 18px',
    fontSize: '17px',
    color: '#a9c8e8',
    backgroundColor: 'rgba(16, 72, 140, 0.35)',
    border: '1px solid rgba(64, 158, 255, 0.4)',
    borderRadius: '3px',
    cursor: 'pointer',
    ':hover': { color: '#e6f4ff' },
    ':focus-visible': { outline: '2px solid #4fc3f7', outlineOffset: '1px' },
  },
  selected: {
    color: '#ffffff',
    backgroundImage: 'linear-gradient(180deg, #2fc5ff, #1767c7)',
    borderTopColor: '#2fc5ff',
    borderRightColor: '#2fc5ff',
    borderBottomColor: '#2fc5ff',
    borderLeftColor: '#2fc5ff',
  },
});

export interface BoardTab<V extends number> {
  value: V;
  label: string;
}

/**
 * The board's tab strip (view 3's hot-product sources, view 4's two tabs): a WAI-ARIA tablist, arrow keys move
 * between tabs and select them, in the board's colours (Fluent's TabList is drawn for light surfaces).
 */
export const BoardTabs = <V extends number>({
  tabs,
  value,
  onChange,
  label,
  testId,
}: {
  tabs: readonly BoardTab<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  testId?: string;
}) => {
  const styles = useStyles();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next].value);
  };
  return (
    <div className={styles.list} role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-value={tab.value}
            className={mergeClasses(styles.tab, selected && styles.selected)}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
};
