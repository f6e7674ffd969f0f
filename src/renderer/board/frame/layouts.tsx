import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from './board-scale';

const useStyles = makeStyles({
  body: {
    position: 'relative',
    boxSizing: 'border-box',
    // The stage's height less the header: 959 px on the 1920×1080 design; inside the workspace the stage takes
    // the content area's shape.
    height: `calc(100% - ${HEADER_HEIGHT}px)`,
    overflow: 'hidden',
  },
  scroll: { overflowY: 'auto' },
  // Style one: three columns framed by side rails (views 1, 3, and 4's composition tab).
  one: {
    padding: '18px 28px 24px',
    backgroundImage:
      'linear-gradient(90deg, rgba(47, 197, 255, 0.14) 0, rgba(47, 197, 255, 0) 28px), linear-gradient(270deg, rgba(47, 197, 255, 0.14) 0, rgba(47, 197, 255, 0) 28px)',
  },
  // Style two: full-width bands, figures on top and a wide body below (views 2, 5, and 4's ranking tab).
  two: {
    padding: '14px 40px 24px',
    backgroundImage: 'linear-gradient(180deg, rgba(47, 197, 255, 0.1) 0, rgba(47, 197, 255, 0) 160px)',
  },
});

export type LayoutStyle = 'one' | 'two';

/** Spec 000 §2.4: style one for views 1, 3 and 4 when fourMenu is 2; style two for views 2, 5 and 4 when fourMenu is 1. */
export const layoutStyleFor = (view: number, fourMenu: 1 | 2): LayoutStyle => {
  if (view === 4) return fourMenu === 2 ? 'one' : 'two';
  return view === 2 || view === 5 ? 'two' : 'one';
};

export const BoardLayout = ({
  layout,
  scroll = false,
  children,
}: {
  layout: LayoutStyle;
  /** Inside the workspace a view taller than the content area scrolls rather than being cut. */
  scroll?: boolean;
  children: ReactNode;
}) => {
  const styles = useStyles();
  return (
    <main
      className={mergeClasses(styles.body, layout === 'one' ? styles.one : styles.two, scroll && styles.scroll)}
      data-layout={layout}
      data-testid="board-body"
    >
      {children}
    </main>
  );
};
