import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** One figure: its label, what is shown, and data attributes tests and scripts read on the value. */
export interface FigureCard {
  readonly name: string;
  readonly label: string;
  readonly value: ReactNode;
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

/** Totals as a row of bordered cards, a definition list that wraps (statistics screens above their charts). */
export const FigureCards = ({ figures, minWidth }: { figures: readonly FigureCard[]; minWidth: number }) => {
  const styles = useStyles();
  return (
    <dl className={styles.figures} style={{ gridTemplateColumns: `repeat(auto-fit, minmax(${minWidth}px, 1fr))` }}>
      {figures.map((figure) => (
        <div key={figure.name} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value} {...figure.data}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
};
