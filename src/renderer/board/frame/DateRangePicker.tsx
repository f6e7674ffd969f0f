import { makeStyles, mergeClasses, shorthands } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_DAYS, type RangeShortcut } from './date-range';

export interface RangeDraft {
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: '6px' },
  input: {
    height: '34px',
    padding: '0 4px',
    boxSizing: 'border-box',
    color: '#e6f4ff',
    fontSize: '15px',
    colorScheme: 'dark',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '4px',
  },
  day: { width: '138px' },
  time: { width: '128px' },
  sep: { color: '#7fc8ff' },
  shortcut: {
    height: '34px',
    padding: '0 7px',
    color: '#9fd6ff',
    fontSize: '14px',
    backgroundColor: 'transparent',
    border: '1px solid rgba(64, 158, 255, 0.4)',
    borderRadius: '4px',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':hover': { color: '#fff', ...shorthands.borderColor('#2fc5ff') },
  },
});

/**
 * The date-time range: a day and a time at each end (times default to 00:00:00 and 23:59:59), and the three
 * shortcuts. Optional: with no days the board sends only the region.
 */
export const DateRangePicker = ({
  draft,
  onDraft,
  onShortcut,
  onClear,
}: {
  draft: RangeDraft;
  onDraft: (draft: RangeDraft) => void;
  onShortcut: (shortcut: RangeShortcut) => void;
  onClear: () => void;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const set = (key: keyof RangeDraft) => (event: { target: { value: string } }) =>
    onDraft({ ...draft, [key]: event.target.value });
  return (
    <div className={styles.root} role="group" aria-label={t('board.frame.dateRange')} data-testid="board-range">
      <input
        type="date"
        className={mergeClasses(styles.input, styles.day)}
        aria-label={t('board.frame.dateStart')}
        data-testid="board-from-day"
        value={draft.fromDay}
        onChange={set('fromDay')}
      />
      <input
        type="time"
        step={1}
        className={mergeClasses(styles.input, styles.time)}
        aria-label={`${t('board.frame.dateStart')} HH:mm:ss`}
        data-testid="board-from-time"
        value={draft.fromTime}
        onChange={set('fromTime')}
      />
      <span className={styles.sep}>~</span>
      <input
        type="date"
        className={mergeClasses(styles.input, styles.day)}
        aria-label={t('board.frame.dateEnd')}
        data-testid="board-to-day"
        value={draft.toDay}
        onChange={set('toDay')}
      />
      <input
        type="time"
        step={1}
        className={mergeClasses(styles.input, styles.time)}
        aria-label={`${t('board.frame.dateEnd')} HH:mm:ss`}
        data-testid="board-to-time"
        value={draft.toTime}
        onChange={set('toTime')}
      />
      {(Object.keys(SHORTCUT_DAYS) as RangeShortcut[]).map((key) => (
        <button key={key} type="button" className={styles.shortcut} data-shortcut={key} onClick={() => onShortcut(key)}>
          {t(`board.frame.${key}`)}
        </button>
      ))}
      <button type="button" className={styles.shortcut} data-testid="board-range-clear" onClick={onClear}>
        {t('board.frame.clearRange')}
      </button>
    </div>
  );
};
