import { makeStyles } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    height: '34px',
    padding: '0 10px',
    marginBottom: '10px',
    backgroundColor: 'rgba(8, 36, 78, 0.8)',
    border: '1px solid rgba(64, 158, 255, 0.45)',
    borderRadius: '3px',
    color: '#7fc8ff',
    ':focus-within': { outline: '1px solid #2fc5ff' },
  },
  input: {
    flexGrow: 1,
    minWidth: 0,
    height: '100%',
    border: 'none',
    outline: 'none',
    backgroundColor: 'transparent',
    color: '#e6f4ff',
    fontSize: '16px',
    '::placeholder': { color: '#6d8fb4' },
  },
});

/** A board-styled name search box (the rankings' and channel lists' "search by name"). */
export const NameSearch = ({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId?: string;
}) => {
  const styles = useStyles();
  return (
    <label className={styles.box}>
      <SearchRegular aria-hidden="true" />
      <input
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={60}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
};
