import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  metric: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  value: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  attention: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** A labelled number of the dashboard. */
export const Metric = ({
  label,
  value,
  attention,
  testId,
}: {
  label: string;
  value: string;
  attention?: boolean;
  testId?: string;
}) => {
  const styles = useStyles();
  return (
    <div className={styles.metric}>
      <span className={styles.label}>{label}</span>
      <span className={mergeClasses(styles.value, attention && styles.attention)} data-testid={testId}>
        {value}
      </span>
    </div>
  );
};
