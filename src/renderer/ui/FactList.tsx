import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** Label/value facts as a definition list in two columns (the about dialog, the diagnostics page). */
export const FactList = ({
  facts,
  className,
  testId,
}: {
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  className?: string;
  testId?: string;
}) => {
  const styles = useStyles();
  return (
    <dl className={mergeClasses(styles.facts, className)} data-testid={testId}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
