import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  stale: { opacity: 0.55 },
  pickable: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  picked: {
    border: `1px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
});

/** One figure of a bar: its label, its raw value (for tests and tooling) and the text shown (`…` until known). */
export interface BarFigure {
  name: string;
  label: string;
  value: number | undefined;
  text: string;
}

export interface FiguresBarProps {
  caption: string;
  testId: string;
  figures: readonly BarFigure[];
  /** The figures of a previous search, shown dimmed while the current one loads. */
  stale: boolean;
  /** Current, loaded figures (`data-state="ready"`), else `loading`. */
  ready: boolean;
  /** The failure to show instead of the figures, with its retry, when none were ever loaded. */
  failure?: { message: string; retry: string; onRetry: () => void };
  /**
   * Figures that narrow the list to what they count (status counts): each is a toggle, the picked one pressed;
   * picking it again lifts the filter. `hint` names what a press does, for the pointer and screen readers.
   */
  pick?: { picked: string | undefined; onPick: (name: string) => void; hint: (label: string) => string };
}

/**
 * A bar's state from the query of its figures: a previous search's figures are stale while the current one loads,
 * and a failure shows only when no figures were ever loaded.
 */
export const barStateOf = (
  query: Pick<UseQueryResult<unknown>, 'data' | 'isPlaceholderData' | 'isFetching' | 'isError' | 'refetch'>,
  texts: { failed: string; retry: string },
): Pick<FiguresBarProps, 'stale' | 'ready' | 'failure'> => ({
  stale: query.isPlaceholderData,
  ready: query.data !== undefined && !query.isPlaceholderData && !query.isFetching,
  failure:
    query.isError && query.data === undefined
      ? { message: texts.failed, retry: texts.retry, onRetry: () => void query.refetch() }
      : undefined,
});

/**
 * The figures of a list's current search between its toolbar and table (the product orders' statistics, the
 * profit splits' totals, the ledger's counts per status): a row of labelled numbers, dimmed while a new search
 * loads, an error with a retry when they could not be loaded.
 */
export const FiguresBar = ({ caption, testId, figures, stale, ready, failure, pick }: FiguresBarProps) => {
  const styles = useStyles();
  if (failure) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{failure.message}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={failure.onRetry}>{failure.retry}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <dl
      className={styles.bar}
      aria-label={caption}
      aria-busy={!ready || undefined}
      data-testid={testId}
      data-state={ready ? 'ready' : 'loading'}
    >
      {figures.map(({ name, label, value, text }) => {
        const figure = (
          <>
            <dt className={styles.label}>{label}</dt>
            <dd
              className={mergeClasses(styles.value, stale && styles.stale)}
              data-field={name}
              data-value={value === undefined ? '' : String(value)}
            >
              {text}
            </dd>
          </>
        );
        if (!pick) {
          return (
            <div key={name} className={styles.figure}>
              {figure}
            </div>
          );
        }
        const pressed = pick.picked === name;
        // A <dl> may group its dt/dd in a div; the div is the toggle, so the figure reads as label and value.
        return (
          <div
            key={name}
            role="button"
            tabIndex={0}
            aria-pressed={pressed}
            title={pick.hint(label)}
            className={mergeClasses(styles.figure, styles.pickable, pressed && styles.picked)}
            onClick={() => pick.onPick(name)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              pick.onPick(name);
            }}
          >
            {figure}
          </div>
        );
      })}
    </dl>
  );
};
