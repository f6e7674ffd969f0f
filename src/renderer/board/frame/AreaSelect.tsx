import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounties, useTowns, type AreaOption } from './area-options';

const useStyles = makeStyles({
  root: { position: 'relative' },
  button: {
    width: '190px',
    boxSizing: 'border-box',
    height: '36px',
    padding: '0 12px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
    color: '#e6f4ff',
    fontSize: '16px',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '4px',
    cursor: 'pointer',
  },
  popup: {
    position: 'absolute',
    top: '40px',
    left: 0,
    zIndex: 40,
    width: '300px',
    maxHeight: '560px',
    overflowY: 'auto',
    padding: '6px 0',
    backgroundColor: '#071e45',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '4px',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.5)',
  },
  row: { display: 'flex', alignItems: 'center', height: '34px', fontSize: '16px' },
  toggle: {
    width: '28px',
    height: '28px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#7fc8ff',
    background: 'none',
    border: 'none',
    cursor: 'pointer',
  },
  spacer: { width: '28px' },
  option: {
    flexGrow: 1,
    textAlign: 'left',
    height: '100%',
    color: '#d6e9ff',
    background: 'none',
    border: 'none',
    cursor: 'pointer',
    fontSize: '16px',
    ':hover': { backgroundColor: 'rgba(64, 158, 255, 0.2)' },
  },
  selected: { color: '#2fc5ff', fontWeight: 600 },
  town: { paddingLeft: '28px' },
});

const Towns = ({ county, value, onPick }: { county: string; value: string; onPick: (option: AreaOption) => void }) => {
  const styles = useStyles();
  const towns = useTowns(county);
  return (
    <>
      {(towns.data ?? []).map((town) => (
        <div key={town.code} className={mergeClasses(styles.row, styles.town)}>
          <span className={styles.spacer} />
          <button
            type="button"
            role="option"
            aria-selected={value === town.code}
            className={mergeClasses(styles.option, value === town.code && styles.selected)}
            data-code={town.code}
            onClick={() => onPick(town)}
          >
            {town.name}
          </button>
        </div>
      ))}
    </>
  );
};

/**
 * The area tree selector: 全部 (empty value, the whole tenant), the counties of fusion_region and the region
 * tree under 5329, and each county's towns loaded when it is opened. Drawn inside the scaled stage so it
 * scales with the board.
 */
export const AreaSelect = ({ value, onChange }: { value: string; onChange: (code: string, name: string) => void }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const counties = useCounties();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [label, setLabel] = useState('');
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const pick = (option: AreaOption) => {
    setLabel(option.name);
    setOpen(false);
    onChange(option.code, option.name);
  };
  const toggle = (code: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const shown = value === '' ? t('board.frame.areaAll') : label || value;
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('board.frame.area')}
        data-testid="board-area"
        onClick={() => setOpen((o) => !o)}
      >
        <span>{shown}</span>
        <ChevronDownRegular />
      </button>
      {open ? (
        <div className={styles.popup} role="listbox" data-testid="board-area-options">
          <div className={styles.row}>
            <span className={styles.spacer} />
            <button
              type="button"
              role="option"
              aria-selected={value === ''}
              className={mergeClasses(styles.option, value === '' && styles.selected)}
              data-code=""
              onClick={() => pick({ code: '', name: t('board.frame.areaAll'), hasChildren: false })}
            >
              {t('board.frame.areaAll')}
            </button>
          </div>
          {(counties.data ?? []).map((county) => (
            <div key={county.code}>
              <div className={styles.row}>
                {county.hasChildren ? (
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-label={county.name}
                    aria-expanded={expanded.has(county.code)}
                    data-toggle={county.code}
                    onClick={() => toggle(county.code)}
                  >
                    {expanded.has(county.code) ? <ChevronDownRegular /> : <ChevronRightRegular />}
                  </button>
                ) : (
                  <span className={styles.spacer} />
                )}
                <button
                  type="button"
                  role="option"
                  aria-selected={value === county.code}
                  className={mergeClasses(styles.option, value === county.code && styles.selected)}
                  data-code={county.code}
                  onClick={() => pick(county)}
                >
                  {county.name}
                </button>
              </div>
              {expanded.has(county.code) ? <Towns county={county.code} value={value} onPick={pick} /> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
};
