import { shorthands, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from './board-scale';

export const BOARD_VIEWS = [1, 2, 3, 4, 5] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];
/** Room kept for each corner's actions (the page switch and settings; the signed-in label and sign-out). */
const CORNER_WIDTH = 400;

/** A title longer than this many characters (the English one) is set smaller so that most of it shows. */
export const LONG_TITLE = 20;

const VIEW_KEYS = { 1: 'statistics', 2: 'dynamics', 3: 'channel', 4: 'businessType', 5: 'users' } as const;

const useStyles = makeStyles({
  header: {
    position: 'relative',
    height: `${HEADER_HEIGHT}px`,
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateRows: '64px 57px',
    backgroundImage: 'linear-gradient(180deg, rgba(16, 70, 150, 0.65) 0%, rgba(4, 15, 36, 0) 100%)',
    borderBottom: '1px solid rgba(64, 158, 255, 0.45)',
  },
  title: {
    margin: 0,
    alignSelf: 'center',
    justifySelf: 'center',
    fontSize: '38px',
    fontWeight: 700,
    letterSpacing: '0.12em',
    color: '#ffffff',
    textShadow: '0 0 18px rgba(47, 197, 255, 0.8)',
    // Never under the corners' actions: a long (English) title ends in an ellipsis, the whole of it on hover.
    maxWidth: `calc(100% - ${2 * CORNER_WIDTH}px)`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // Room for descenders, which the overflow would otherwise cut.
    lineHeight: 1.35,
  },
  longTitle: { fontSize: '28px', letterSpacing: '0.02em' },
  corner: {
    position: 'absolute',
    top: '14px',
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    fontSize: '15px',
    color: '#a9c8e8',
  },
  left: { left: '24px' },
  right: { right: '24px' },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 24px', gap: '16px' },
  menu: { display: 'flex', gap: '6px' },
  item: {
    height: '38px',
    minWidth: '108px',
    padding: '0 12px',
    fontSize: '17px',
    whiteSpace: 'nowrap',
    color: '#9fd6ff',
    backgroundColor: 'rgba(10, 50, 110, 0.45)',
    border: '1px solid rgba(64, 158, 255, 0.35)',
    clipPath: 'polygon(10px 0, 100% 0, calc(100% - 10px) 100%, 0 100%)',
    cursor: 'pointer',
    ':hover': { color: '#fff' },
  },
  active: {
    color: '#ffffff',
    fontWeight: 700,
    backgroundImage: 'linear-gradient(180deg, #1d7bff 0%, #0b3f9e 100%)',
    ...shorthands.borderColor('#2fc5ff'),
  },
  filters: { display: 'flex', alignItems: 'center', gap: '8px' },
});

/** The 121 px header: the banner title, the view menu (or the page switch), the filters and the actions. */
export const BoardHeader = ({
  view,
  onView,
  showViews,
  filters,
  leftActions,
  rightActions,
}: {
  view: BoardView;
  onView: (view: BoardView) => void;
  showViews: boolean;
  filters: ReactNode;
  leftActions: ReactNode;
  rightActions: ReactNode;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const banner = t('board.banner');
  return (
    <header className={styles.header} data-testid="board-header">
      <div className={mergeClasses(styles.corner, styles.left)}>{leftActions}</div>
      <h1
        className={mergeClasses(styles.title, banner.length > LONG_TITLE && styles.longTitle)}
        title={banner}
        data-testid="board-banner"
      >
        {banner}
      </h1>
      <div className={mergeClasses(styles.corner, styles.right)}>{rightActions}</div>
      <div className={styles.bar}>
        <nav className={styles.menu} aria-label={t('board.frame.viewMenu')}>
          {showViews
            ? BOARD_VIEWS.map((v) => (
                <button
                  key={v}
                  type="button"
                  className={mergeClasses(styles.item, v === view && styles.active)}
                  aria-pressed={v === view}
                  data-view={v}
                  onClick={() => onView(v)}
                >
                  {t(`board.views.${VIEW_KEYS[v]}`)}
                </button>
              ))
            : null}
        </nav>
        <div className={styles.filters}>{filters}</div>
      </div>
    </header>
  );
};
