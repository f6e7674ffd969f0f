import { Button, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromInputValue, rangeProblem, toInputValue, type ViewRange } from './view-range';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: '8px', fontSize: '16px', color: '#a9c8e8' },
  input: {
    height: '32px',
    padding: '0 8px',
    color: '#e6f4ff',
    backgroundColor: 'rgba(8, 36, 78, 0.8)',
    border: '1px solid rgba(64, 158, 255, 0.5)',
    borderRadius: '3px',
    colorScheme: 'dark',
    fontSize: '15px',
  },
  placeholder: { color: '#6d8fb4' },
  problem: { color: '#ffb43c' },
  clear: { color: '#a9c8e8', minWidth: 'auto' },
});

/**
 * A view's own date-time range (spec 000 §2.4 view 4, placeholder 请选择时间范围): applied as soon as both ends
 * are set and the start is not after the end; until then the board's range stays in force. Clearing goes back
 * to the board's range.
 */
export const ViewRangePicker = ({
  value,
  onChange,
  testId,
}: {
  value: ViewRange | null;
  onChange: (range: ViewRange | null) => void;
  testId?: string;
}) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const problem = rangeProblem(from, to);

  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (rangeProblem(nextFrom, nextTo) === null) onChange({ from: nextFrom, to: nextTo });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    onChange(null);
  };

  return (
    <span className={styles.root} role="group" aria-label={t('board.viewRange.label')} data-testid={testId}>
      {!from && !to ? <span className={styles.placeholder}>{t('board.viewRange.placeholder')}</span> : null}
      <input
        type="datetime-local"
        step={1}
        className={styles.input}
        aria-label={t('board.viewRange.start')}
        value={toInputValue(from)}
        aria-invalid={problem === 'order'}
        onChange={(event) => change(fromInputValue(event.target.value, '00'), to)}
      />
      <span aria-hidden="true">—</span>
      <input
        type="datetime-local"
        step={1}
        className={styles.input}
        aria-label={t('board.viewRange.end')}
        value={toInputValue(to)}
        aria-invalid={problem === 'order'}
        onChange={(event) => change(from, fromInputValue(event.target.value, '59'))}
      />
      {problem === 'order' ? (
        <span className={styles.problem} role="alert">
          {t('board.viewRange.order')}
        </span>
      ) : null}
      {from || to || value ? (
        <Button
          appearance="transparent"
          size="small"
          className={styles.clear}
          icon={<DismissRegular />}
          aria-label={t('board.viewRange.clear')}
          onClick={clear}
        />
      ) : null}
    </span>
  );
};
