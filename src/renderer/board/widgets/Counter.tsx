import { makeStyles } from '@fluentui/react-components';
import { padDigits } from './pad';

const useStyles = makeStyles({
  counter: { display: 'inline-flex', gap: '6px' },
  digit: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '46px',
    height: '62px',
    fontSize: '40px',
    fontWeight: 700,
    fontFamily: "'DIN Alternate', 'Roboto Mono', monospace",
    color: '#5ff2ff',
    backgroundColor: 'rgba(16, 72, 140, 0.55)',
    border: '1px solid rgba(95, 242, 255, 0.45)',
    borderRadius: '4px',
    boxShadow: 'inset 0 0 12px rgba(95, 242, 255, 0.25)',
  },
});

/** A big board counter: the value zero-padded to `digits` (more digits when it is larger), one box per digit. */
export const Counter = ({
  value,
  digits,
  testId,
}: {
  value: number | null | undefined;
  digits: number;
  testId?: string;
}) => {
  const styles = useStyles();
  const text = padDigits(value, digits);
  return (
    <span className={styles.counter} data-testid={testId} data-value={text} aria-label={text}>
      {text.split('').map((d, i) => (
        <span key={i} className={styles.digit} aria-hidden="true">
          {d}
        </span>
      ))}
    </span>
  );
};
