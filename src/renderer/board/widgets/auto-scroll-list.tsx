import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useRef, type ReactNode } from 'react';
import { useAutoScroll } from './use-auto-scroll';

export interface AutoScrollListProps {
  /** Accessible name of the list region (it is focusable so keyboard users can stop and scroll it). */
  label: string;
  /** Height of the visible window in px (the design's fixed heights, e.g. 650 for the goods list). */
  height: number;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Off while the list has nothing to show yet. */
  enabled?: boolean;
}

const useStyles = makeStyles({
  box: {
    overflowY: 'auto',
    willChange: 'scroll-position',
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
    ':focus-visible': { outline: '1px solid #4fc3f7', outlineOffset: '2px' },
  },
});

/**
 * A fixed-height box whose content moves up 1 px per frame, jumps back to the top after the last row and stops
 * while hovered or focused (spec 000 §2.4 "Lists auto-scroll"). The scrollbar is hidden: on a wall board it would
 * only flicker; the wheel and the keyboard still scroll it.
 */
export const AutoScrollList = ({ label, height, children, className, testId, enabled = true }: AutoScrollListProps) => {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  useAutoScroll(ref, { enabled });
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      data-auto-scroll=""
      className={mergeClasses(styles.box, className)}
      style={{ height }}
    >
      {children}
    </div>
  );
};
