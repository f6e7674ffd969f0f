import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, width: '100%' },
  bar: { flexGrow: 1 },
  percent: {
    minWidth: '3em',
    textAlign: 'end',
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground2,
  },
});

export interface UploadProgressBarProps {
  /** 0..1 from the host's progress events; null before the first one (indeterminate). */
  fraction: number | null;
  label: string;
}

/**
 * The bar of a file on its way: indeterminate until the host reports bytes sent, then the percentage, as the bar's
 * value (aria-valuenow, 0–100) and as text beside it. Rounded down, so 100 % means every byte was sent.
 */
export const UploadProgressBar = ({ fraction, label }: UploadProgressBarProps) => {
  const styles = useStyles();
  const percent = fraction === null ? null : Math.floor(fraction * 100);
  return (
    <div className={styles.row}>
      <ProgressBar
        className={styles.bar}
        aria-label={label}
        // Inside a Field the bar would otherwise be named by the field's label ("头像"), not by what it shows.
        aria-labelledby={undefined}
        max={100}
        value={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : `${percent}%`}
      />
      {percent !== null && (
        // The bar already tells assistive technology the value; this is for the eye.
        <Text className={styles.percent} aria-hidden="true" data-testid="upload-percent">
          {percent}%
        </Text>
      )}
    </div>
  );
};
