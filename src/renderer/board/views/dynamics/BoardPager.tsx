import { shorthands, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/number-format';
import { pageWindow } from './dynamics-data';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '8px',
    fontSize: '16px',
    color: '#a9c8e8',
  },
  button: {
    minWidth: '34px',
    height: '32px',
    padding: '0 8px',
    color: '#d6e9ff',
    backgroundColor: 'rgba(10, 50, 110, 0.6)',
    border: '1px solid rgba(64, 158, 255, 0.4)',
    borderRadius: '3px',
    cursor: 'pointer',
    ':disabled': { opacity: 0.4, cursor: 'default' },
  },
  current: { backgroundColor: '#1d7bff', color: '#fff', ...shorthands.borderColor('#2fc5ff') },
  input: {
    width: '56px',
    height: '30px',
    textAlign: 'center',
    color: '#e6f4ff',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '3px',
  },
  select: {
    height: '32px',
    color: '#e6f4ff',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '3px',
  },
});

export const PAGE_SIZES = [10, 20, 50] as const;

/** The board's pager: total, sizes, prev, pages, next, jumper (spec: layout sizes/prev/pager/next/jumper). */
export const BoardPager = ({
  current,
  size,
  total,
  onPage,
  onSize,
}: {
  current: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState('');
  const go = (page: number) => onPage(Math.min(pages, Math.max(1, page)));
  return (
    <nav className={styles.pager} aria-label="pager" data-testid="dynamics-pager">
      <span data-testid="dynamics-total">
        {t('board.dynamics.total', { total: formatCount(total, i18n.language === 'en' ? 'en' : 'zh') })}
      </span>
      <select className={styles.select} value={size} aria-label="size" onChange={(e) => onSize(Number(e.target.value))}>
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {t('board.dynamics.pageSize', { size: s })}
          </option>
        ))}
      </select>
      <button type="button" className={styles.button} disabled={current <= 1} onClick={() => go(current - 1)}>
        {t('board.dynamics.prev')}
      </button>
      {pageWindow(current, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`}>…</span>
        ) : (
          <button
            key={p}
            type="button"
            className={mergeClasses(styles.button, p === current && styles.current)}
            aria-current={p === current ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={styles.button} disabled={current >= pages} onClick={() => go(current + 1)}>
        {t('board.dynamics.next')}
      </button>
      <span>{t('board.dynamics.jumpTo')}</span>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={t('board.dynamics.jumpTo')}
        value={jump}
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump));
            setJump('');
          }
        }}
      />
      <span>{t('board.dynamics.page', { pages })}</span>
    </nav>
  );
};
